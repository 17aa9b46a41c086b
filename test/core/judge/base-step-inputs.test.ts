import { describe, expect, it } from 'vitest';
import { baseStepInputs, workflowPathOf } from '../../../src/core/judge/base-step-inputs.js';

const PATH = '.github/workflows/ci.yml';
const MATCH = { actionRepository: 'octo/testlock', job: 'verify' };

function workflow(jobs: string): string {
  return `on: pull_request\njobs:\n${jobs}`;
}

const VERIFY_JOB = `  verify:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: npm ci
      - uses: Octo/TestLock@v1
        with:
          on-test-change: fail
          test-command: npm test
          timeout-minutes: 15
          github-token: \${{ secrets.GITHUB_TOKEN }}
          unverified-conclusion: \${{ inputs.soft && 'neutral' || 'failure' }}
`;

describe('baseStepInputs', () => {
  it('reads the with: inputs of the step that uses this action', () => {
    expect(baseStepInputs(PATH, workflow(VERIFY_JOB), MATCH)).toEqual({
      found: true,
      source: 'jobs.verify.steps[2]',
      inputs: { 'on-test-change': 'fail', 'test-command': 'npm test', 'timeout-minutes': '15' },
      unresolved: ['github-token', 'unverified-conclusion'],
    });
  });

  it('prefers the running job when several jobs use the action', () => {
    const other = `  lint:\n    runs-on: x\n    steps:\n      - uses: octo/testlock@v2\n        with:\n          on-test-change: ignore\n`;
    const found = baseStepInputs(PATH, workflow(other + VERIFY_JOB), MATCH);
    expect(found).toMatchObject({ found: true, source: 'jobs.verify.steps[2]' });
  });

  it('matches a sub-path of the action repository and a local action', () => {
    const sub = `  verify:\n    runs-on: x\n    steps:\n      - uses: octo/testlock/merge@main\n`;
    expect(baseStepInputs(PATH, workflow(sub), MATCH)).toMatchObject({ found: true });
    const local = `  verify:\n    runs-on: x\n    steps:\n      - uses: ./\n        with:\n          mode: run\n`;
    expect(baseStepInputs(PATH, workflow(local), { actionRepository: '', job: 'verify' })).toEqual({
      found: true,
      source: 'jobs.verify.steps[0]',
      inputs: { mode: 'run' },
      unresolved: [],
    });
  });

  it('does not take a look-alike action for this one', () => {
    const lookalike = `  verify:\n    runs-on: x\n    steps:\n      - uses: octo/testlock-fork@v1\n      - uses: evil/octo/testlock@v1\n`;
    expect(baseStepInputs(PATH, workflow(lookalike), MATCH)).toEqual({
      found: false,
      why: `the base version of ${PATH} has no step that uses this action`,
    });
  });

  it('says why when the base has no such file or an invalid one', () => {
    expect(baseStepInputs(PATH, null, MATCH)).toEqual({
      found: false,
      why: `${PATH} does not exist at the base commit`,
    });
    expect(baseStepInputs(PATH, 'jobs: [', MATCH)).toMatchObject({ found: false });
  });
});

describe('workflowPathOf', () => {
  it.each([
    ['octo/app/.github/workflows/ci.yml@refs/pull/7/merge', '.github/workflows/ci.yml'],
    ['octo/app/.github/workflows/sub/x.yaml@refs/heads/main', '.github/workflows/sub/x.yaml'],
    ['octo/app/.github/workflows/a@b.yml@refs/heads/main', '.github/workflows/a@b.yml'],
    ['octo/app/other/ci.yml@main', null],
    ['octo/app/.github/workflows/../../x.yml@main', null],
    ['', null],
  ])('%s -> %s', (ref, path) => {
    expect(workflowPathOf(ref)).toBe(path);
  });
});
