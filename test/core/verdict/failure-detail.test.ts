// The first failure as the report keeps it: the locked worktree's paths read as the repository's
// (it is gone when anyone reads the report) and runtime frames are folded, whether a parser found
// the failure or only the output's tail is left.
import { describe, expect, it } from 'vitest';
import { failureOf } from '../../../src/core/verdict/failure.js';
import { anOutcome, failedResult, run } from '../../builders/verdict-input.js';

const LOCKED = '/tmp/testlock-x/testlock-locked-atHead';

const NODE_DETAIL = [
  'AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:',
  '',
  '5 !== 4',
  '',
  `    at TestContext.<anonymous> (file://${LOCKED}/test/x.test.js:6:10)`,
  '    at Test.runInAsyncScope (node:async_hooks:206:9)',
  '    at Test.run (node:internal/test_runner/test:631:25)',
].join('\n');

describe('failure_detail and the qualifier', () => {
  it('a parsed failure: repository paths, runtime frames folded', () => {
    const failure = {
      name: `${LOCKED}/test/x.test.js > adds`,
      message: 'Expected values to be strictly equal',
      detail: NODE_DETAIL,
      file: `${LOCKED}/test/x.test.js`,
      line: 6,
    };
    const outcome = anOutcome('test', {
      result: failedResult('test'),
      tests: run(3, [failure]),
    });
    const reported = failureOf([outcome]);
    expect(reported?.detail).toBe(
      [
        'AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:',
        '',
        '5 !== 4',
        '',
        '    at TestContext.<anonymous> (test/x.test.js:6:10)',
        '    … 2 runtime frames left out',
      ].join('\n'),
    );
    expect(reported?.qualifier).toBe(
      'failed: test/x.test.js > adds Expected values to be strictly equal',
    );
    expect(`${reported?.detail}${reported?.qualifier}`).not.toContain('testlock-locked');
  });

  it('the output tail of a check no parser understood: the same', () => {
    const outcome = anOutcome('test', {
      result: failedResult('test', { stderr: `Error: boom\n${NODE_DETAIL}` }),
    });
    const detail = failureOf([outcome])?.detail ?? '';
    expect(detail).toContain('(test/x.test.js:6:10)');
    expect(detail).toContain('… 2 runtime frames left out');
    expect(detail).not.toContain('testlock-locked');
  });

  it('honest: a path outside the locked worktree is left as the tool printed it', () => {
    const outcome = anOutcome('test', {
      result: failedResult('test', { stderr: 'Error: cannot read /etc/app/config.json' }),
    });
    expect(failureOf([outcome])?.detail).toBe('Error: cannot read /etc/app/config.json');
  });
});
