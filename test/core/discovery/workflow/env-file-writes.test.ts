// biome-ignore-all lint/suspicious/noTemplateCurlyInString: these are shell and GitHub `${ }` texts, not templates.
// The variables a step's script writes to $GITHUB_ENV, in the forms read, and the ones left out
// because their value is only known at run time or GitHub refuses them.
import { describe, expect, it } from 'vitest';
import { envFileWrites } from '../../../../src/core/discovery/workflow/env-file-writes.js';

describe('envFileWrites', () => {
  it.each<[string, string, Record<string, string>]>([
    ['quoted whole, file quoted', 'echo "PYTHONPATH=src" >> "$GITHUB_ENV"', { PYTHONPATH: 'src' }],
    [
      'bare, file bare',
      'echo PYTEST_PLUGINS=support.checks >> $GITHUB_ENV',
      { PYTEST_PLUGINS: 'support.checks' },
    ],
    [
      'single quotes keep a dollar',
      "echo 'GREETING=$HOME' >> ${GITHUB_ENV}",
      { GREETING: '$HOME' },
    ],
    [
      'spaces inside quotes',
      'echo "PYTEST_ADDOPTS=-p support.checks -q" >> $GITHUB_ENV',
      { PYTEST_ADDOPTS: '-p support.checks -q' },
    ],
    [
      'a later line replaces an earlier one',
      'echo A=1 >> $GITHUB_ENV\necho A=2 >> $GITHUB_ENV',
      { A: '2' },
    ],
    [
      'a run-time value unsets an earlier literal',
      'echo A=1 >> $GITHUB_ENV\necho "A=$(pwd)/x" >> $GITHUB_ENV',
      {},
    ],
    ['a variable expansion is run-time', 'echo "DATA=$RUNNER_TEMP/data" >> $GITHUB_ENV', {}],
    ['an unresolved expression is run-time', 'echo "TOKEN=${{ secrets.T }}" >> $GITHUB_ENV', {}],
    [
      'GitHub refuses NODE_OPTIONS from the file',
      'echo "NODE_OPTIONS=--require ./x.cjs" >> $GITHUB_ENV',
      {},
    ],
    [
      'GITHUB_PATH is not GITHUB_ENV',
      'echo "$HOME/bin" >> $GITHUB_PATH\necho X=1 >> $GITHUB_OUTPUT',
      {},
    ],
    ['a heredoc is not read', 'cat >> $GITHUB_ENV <<EOF\nA=1\nEOF', {}],
    ['a single > replaces the file: not read', 'echo A=1 > $GITHUB_ENV', {}],
  ])('%s', (_name, run, expected) => {
    expect(envFileWrites(run)).toEqual(expected);
  });
});
