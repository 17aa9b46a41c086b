// The core of an assertion: table-driven on blocks as each runner prints them, then node:test and
// cargo run for real on fixtures written here, through the same console parsers verify uses.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConsole } from '../../../src/core/results/console/parse-console.js';
import type { RunnerName } from '../../../src/core/runners/names.js';
import { stripAnsi } from '../../../src/core/text/strip-ansi.js';
import { assertionCore } from '../../../src/core/verdict/assertion-core.js';

const NODE_TAP = `not ok 1 - add sums two numbers
  ---
  error: |-
    Expected values to be strictly equal:

    5 !== 4

  code: 'ERR_ASSERTION'
  expected: 4
  actual: 5
  operator: 'strictEqual'`;

const NODE_DEEP = `✖ parses the header (1ms)
  AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal:
  + actual - expected

    {
  +   limit: 101
  -   limit: 100
    }
      at TestContext.<anonymous> (file:///w/test/a.test.js:3:10) {
    generatedMessage: true,
    actual: { limit: 101 },
    expected: { limit: 100 },
    operator: 'deepStrictEqual'
  }`;

const JEST = `● limiter › admits 100

    expect(received).toBe(expected) // Object.is equality

    Expected: 100
    Received: 101`;

const RUST = `thread 'tests::adds' panicked at src/lib.rs:5:17:
assertion \`left == right\` failed
  left: 5
 right: 4`;

describe('assertionCore', () => {
  const cases: Array<[string, string, string, string]> = [
    ['node:test TAP header', 'Expected values to be strictly equal:', NODE_TAP, '5 !== 4'],
    [
      'node:test spec header with the error name',
      'AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal:',
      NODE_DEEP,
      'actual { limit: 101 }, expected { limit: 100 }',
    ],
    [
      'jest matcher header',
      'expect(received).toBe(expected) // Object.is equality',
      JEST,
      'expected 100, received 101',
    ],
    [
      'rust left/right',
      'assertion `left == right` failed',
      RUST,
      'assertion `left == right` failed (left: 5, right: 4)',
    ],
    ['pytest keeps its message', 'assert 15 == 10', 'E       assert 15 == 10', 'assert 15 == 10'],
    [
      'go keeps got/want',
      'admits >100: got 101, want 100',
      '    lim_test.go:8: admits >100: got 101, want 100',
      'admits >100: got 101, want 100',
    ],
    [
      'vitest keeps its message',
      'AssertionError: expected 5 to be 4 // Object.is equality',
      '- Expected\n+ Received\n\n- 4\n+ 5',
      'AssertionError: expected 5 to be 4 // Object.is equality',
    ],
    [
      'a header with nothing after it stays',
      'Expected values to be equal:',
      '',
      'Expected values to be equal:',
    ],
    [
      'a jest header without values stays',
      'expect(jest.fn()).toHaveBeenCalled()',
      'Received number of calls: 0',
      'expect(jest.fn()).toHaveBeenCalled()',
    ],
  ];
  it.each(cases)('%s', (_name, message, detail, expected) => {
    expect(assertionCore(message, detail)).toBe(expected);
  });
});

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function firstFailure(runner: RunnerName, output: string) {
  const run = parseConsole(runner, stripAnsi(output));
  const failure = run?.failures[0];
  if (failure === undefined) throw new Error(`no failure parsed from:\n${output}`);
  return assertionCore(failure.message, failure.detail);
}

describe('assertionCore on real runner output', () => {
  it('node --test (spec and TAP reporters): 5 !== 4', () => {
    const dir = mkdtempSync(join(tmpdir(), 'testlock-core-'));
    dirs.push(dir);
    writeFileSync(
      join(dir, 'add.test.mjs'),
      "import test from 'node:test';\nimport assert from 'node:assert';\ntest('add sums two numbers', () => { assert.strictEqual(2 + 3, 4); });\n",
    );
    for (const [reporter, runner] of [
      ['spec', 'node-test'],
      ['tap', 'tap'],
    ] as const) {
      const result = spawnSync(
        process.execPath,
        ['--test', `--test-reporter=${reporter}`, 'add.test.mjs'],
        {
          cwd: dir,
          encoding: 'utf8',
        },
      );
      expect(result.status).toBe(1);
      expect(firstFailure(runner, `${result.stdout}${result.stderr}`)).toBe('5 !== 4');
    }
  });

  it('cargo test: left and right', { timeout: 120_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'testlock-core-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'src'));
    writeFileSync(
      join(dir, 'Cargo.toml'),
      '[package]\nname = "adds"\nversion = "0.1.0"\nedition = "2021"\n',
    );
    writeFileSync(
      join(dir, 'src/lib.rs'),
      'pub fn add(a: i32, b: i32) -> i32 { a + b + 1 }\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn adds() { assert_eq!(super::add(2, 2), 4); }\n}\n',
    );
    execFileSync('cargo', ['--version']);
    const result = spawnSync('cargo', ['test', '-q'], { cwd: dir, encoding: 'utf8' });
    expect(result.status).not.toBe(0);
    expect(firstFailure('cargo', `${result.stdout}${result.stderr}`)).toBe(
      'assertion `left == right` failed (left: 5, right: 4)',
    );
  });
});
