// Benchmarks of a whole `verify` (the bundled CLI) against the raw commands it runs, and of
// --parallel against sequential, on the bundled example repository; then the four stacks.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ms, type Row, timeMedian } from './measure.js';
import { benchVerifyStacks } from './verify-stacks.js';

const root = join(import.meta.dirname, '..');
const cli = join(root, 'dist', 'cli.js');

function exampleRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-bench-verify-'));
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'b',
    GIT_AUTHOR_EMAIL: 'b@x',
    GIT_COMMITTER_NAME: 'b',
    GIT_COMMITTER_EMAIL: 'b@x',
  };
  const git = (...args: string[]): void => {
    execFileSync('git', args, { cwd: dir, env });
  };
  git('init', '-q', '-b', 'main');
  cpSync(join(root, 'examples', 'rate-limit', 'base'), dir, { recursive: true });
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  git('checkout', '-q', '-b', 'pr');
  cpSync(join(root, 'examples', 'rate-limit', 'honest-pr'), dir, { recursive: true });
  git('add', '-A');
  git('commit', '-q', '-m', 'pr');
  return dir;
}

function run(cwd: string, command: string, args: string[]): void {
  execFileSync(command, args, { cwd, stdio: 'ignore' });
}

export async function benchVerify(): Promise<Row[]> {
  const dir = exampleRepo();
  try {
    const raw = await timeMedian(5, () => run(dir, 'npm', ['test']));
    const verify = await timeMedian(5, () =>
      run(dir, process.execPath, [cli, 'verify', '--base', 'main']),
    );
    const slow = [
      '--test-command',
      'node --test && sleep 1',
      '--typecheck-command',
      'sleep 1',
      '--lint-command',
      'sleep 1',
    ];
    const sequential = await timeMedian(3, () =>
      run(dir, process.execPath, [cli, 'verify', '--base', 'main', ...slow]),
    );
    const parallel = await timeMedian(3, () =>
      run(dir, process.execPath, [cli, 'verify', '--base', 'main', '--parallel', ...slow]),
    );
    return [
      {
        name: 'verify vs raw `npm test` (example repo)',
        median: ms(verify),
        target: '<= 1.03 x raw + 1 s',
        note: `raw ${ms(raw)}; overhead ${ms(verify - raw)}; ratio ${(verify / raw).toFixed(2)}`,
      },
      {
        name: 'verify --parallel vs sequential (3 checks of ~1 s)',
        median: ms(parallel),
        target: '<= 1.1 x longest check',
        note: `sequential ${ms(sequential)}; ratio ${(parallel / sequential).toFixed(2)}`,
      },
      // Honest PRs of the four stacks, inventory cold and cached (issue 14's acceptance).
      ...(await benchVerifyStacks()),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
