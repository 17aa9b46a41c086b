// npm run demo: builds the bundled example repository with an honest and a gaming pull request,
// then runs the built CLI (dist/cli.js) on both, as a user would.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const example = join(root, 'examples', 'rate-limit');
const cli = join(root, 'dist', 'cli.js');
const repo = mkdtempSync(join(tmpdir(), 'testlock-demo-'));

const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Demo',
  GIT_AUTHOR_EMAIL: 'demo@example.invalid',
  GIT_COMMITTER_NAME: 'Demo',
  GIT_COMMITTER_EMAIL: 'demo@example.invalid',
};
const git = (...args) => execFileSync('git', args, { cwd: repo, env, encoding: 'utf8' });

function branch(name, overlay, removed = []) {
  git('checkout', '-q', '-b', name, 'main');
  cpSync(join(example, overlay), repo, { recursive: true });
  for (const path of removed) rmSync(join(repo, path));
  git('add', '-A');
  git('commit', '-q', '-m', name);
}

function run(title, args) {
  process.stdout.write(`\n=== ${title}\n$ testlock ${args.join(' ')}\n\n`);
  const result = spawnSync(process.execPath, [cli, ...args], { cwd: repo, stdio: 'inherit' });
  process.stdout.write(`\n(exit code ${result.status})\n`);
}

try {
  git('init', '-q', '-b', 'main');
  cpSync(join(example, 'base'), repo, { recursive: true });
  git('add', '-A');
  git('commit', '-q', '-m', 'base: rate limiter with its tests');
  branch('honest-pr', 'honest-pr');
  branch('gaming-pr', 'gaming-pr');

  process.stdout.write(`example repository: ${repo}\n`);
  for (const pr of ['honest-pr', 'gaming-pr']) {
    run(`${pr}: plan`, ['plan', '--base', 'main', '--head', pr]);
    run(`${pr}: verify`, ['verify', '--base', 'main', '--head', pr]);
  }
} finally {
  rmSync(repo, { recursive: true, force: true });
}
