// npm run demo: builds the bundled example repository with an honest and a gaming pull request,
// then runs the built CLI (dist/cli.js) on both, as a user would. `npm run demo -- --keep` keeps
// the example repository (and prints where it is) to try testlock on it by hand.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const example = join(root, 'examples', 'rate-limit');
const cli = join(root, 'dist', 'cli.js');
const keep = process.argv.slice(2).includes('--keep');
const unknown = process.argv.slice(2).filter((arg) => arg !== '--keep');
if (unknown.length > 0) {
  process.stderr.write(`demo: unknown argument '${unknown[0]}' (only --keep)\n`);
  process.exit(2);
}
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

  for (const pr of ['honest-pr', 'gaming-pr']) {
    run(`${pr}: plan`, ['plan', '--base', 'main', '--head', pr]);
    run(`${pr}: verify`, ['verify', '--base', 'main', '--head', pr]);
  }
  if (keep) {
    process.stdout.write(
      `\nexample repository kept: ${repo}\n  cd ${repo} && node ${cli} verify --base main --head gaming-pr\n`,
    );
  }
} finally {
  // A path is printed only when it stays: one that is deleted would send the reader nowhere.
  if (!keep) rmSync(repo, { recursive: true, force: true });
}
