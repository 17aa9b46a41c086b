// Real temporary git repositories for tests: write files, commit, branch, and clean up.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface TempRepo {
  dir: string;
  git(...args: string[]): string;
  write(files: Record<string, string>): void;
  remove(...paths: string[]): void;
  /** Stages everything and commits; returns the new commit id. */
  commit(message: string): string;
  cleanup(): void;
}

const created: string[] = [];

/** Creates a git repository in a fresh temporary folder, on branch `main`. */
export function createRepo(files: Record<string, string> = {}): TempRepo {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-test-'));
  created.push(dir);
  const git = (...args: string[]): string =>
    execFileSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Test',
        GIT_AUTHOR_EMAIL: 'test@example.invalid',
        GIT_COMMITTER_NAME: 'Test',
        GIT_COMMITTER_EMAIL: 'test@example.invalid',
      },
    });
  git('init', '-q', '-b', 'main');
  git('config', 'commit.gpgsign', 'false');
  const repo: TempRepo = {
    dir,
    git,
    write(entries) {
      for (const [path, content] of Object.entries(entries)) {
        const full = join(dir, path);
        mkdirSync(dirname(full), { recursive: true });
        writeFileSync(full, content);
      }
    },
    remove(...paths) {
      for (const path of paths) unlinkSync(join(dir, path));
    },
    commit(message) {
      git('add', '-A');
      git('commit', '-q', '--allow-empty', '-m', message);
      return git('rev-parse', 'HEAD').trim();
    },
    cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
  if (Object.keys(files).length > 0) repo.write(files);
  return repo;
}

/**
 * A repository whose `main` holds `base` and whose branch `pr` adds `pr` on top, checked out on
 * main: the shape of most verify scenarios (`--base main --head pr`).
 */
export function createPrRepo(base: Record<string, string>, pr: Record<string, string>): TempRepo {
  const repo = createRepo(base);
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  repo.write(pr);
  repo.commit('pr');
  repo.git('checkout', '-q', 'main');
  return repo;
}

/** Removes every repository created by this test file (call from afterAll). */
export function cleanupRepos(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
}
