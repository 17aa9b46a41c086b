// The PR-tests pass against running the PR's test files alone: a pytest project whose PR adds two
// test files, `runPrTests` (both sides, fresh worktrees) vs `pytest <those files>` in a checkout.
// `tsx bench/pr-tests.ts [runs]`; medians.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { diffEntries } from '../src/adapters/git.js';
import { classifyChanges } from '../src/core/changes/classify-changes.js';
import { createClassifier } from '../src/core/changes/classify-path.js';
import type { Check } from '../src/core/model/check.js';
import { runPrTests } from '../src/pipeline/stages/pr-tests.js';
import { ms, printTable, timeMedian } from './measure.js';

const ENV = {
  GIT_AUTHOR_NAME: 'b',
  GIT_AUTHOR_EMAIL: 'b@x',
  GIT_COMMITTER_NAME: 'b',
  GIT_COMMITTER_EMAIL: 'b@x',
};

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...ENV } });
}

function write(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

const tests = (name: string, n: number): string =>
  Array.from(
    { length: n },
    (_, i) => `def test_${name}_${i}():\n    assert clamp(${i}, 10) == min(${i}, 10)\n`,
  ).join('\n\n');

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 5);
  const dir = mkdtempSync(join(tmpdir(), 'testlock-bench-pr-tests-'));
  try {
    write(dir, {
      'pyproject.toml': '[tool.pytest.ini_options]\npythonpath = ["."]\n',
      'rl.py': 'def clamp(n, limit):\n    return min(n, limit)\n',
      'tests/test_base.py': `from rl import clamp\n\n\n${tests('base', 50)}`,
    });
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    write(dir, {
      'tests/test_a.py': `from rl import clamp\n\n\n${tests('a', 30)}`,
      'tests/test_b.py': `from rl import clamp\n\n\n${tests('b', 30)}`,
    });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'pr');
    const base = git(dir, 'rev-parse', 'HEAD~1').trim();
    const head = git(dir, 'rev-parse', 'HEAD').trim();
    const classify = createClassifier();
    const changes = classifyChanges(await diffEntries(dir, base, head), classify);
    const check: Check = {
      name: 'tests',
      kind: 'test',
      command: 'pytest',
      args: ['-q'],
      script: 'pytest -q',
      cwd: '',
      env: {},
      source: 'bench',
      origin: 'ci',
      skipped: null,
    };
    const pass = await timeMedian(runs, () =>
      runPrTests({
        repo: dir,
        baseSha: base,
        headSha: head,
        changes,
        checks: [check],
        timeoutMs: 600_000,
        secrets: [],
        env: process.env,
        log: () => {},
      }),
    );
    const alone = await timeMedian(runs, () =>
      execFileSync(
        'pytest',
        ['-q', '-p', 'no:cacheprovider', 'tests/test_a.py', 'tests/test_b.py'],
        { cwd: dir },
      ),
    );
    printTable([
      {
        name: 'PR-tests pass (head + base)',
        median: ms(pass),
        target: '≈ files alone',
        note: '2 files, 60 tests, fresh worktrees',
      },
      {
        name: 'pytest on those files alone',
        median: ms(alone),
        target: '',
        note: 'in the checkout',
      },
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
