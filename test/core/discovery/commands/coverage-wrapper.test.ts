// A coverage wrapper CI installs at run time (`npm install -g c8`, then `c8 npm test`) that this
// machine lacks: the wrapped suite still runs, unless the wrapper is itself a coverage gate.
import { describe, expect, it } from 'vitest';
import { unwrapMissingCoverage } from '../../../../src/core/discovery/commands/coverage-wrapper.js';
import { discoverChecks } from '../../../../src/core/discovery/discover-checks.js';
import { installed, repoOf } from '../repo-files.js';

// Shaped like a small uvu library's CI: a set-up step installs c8 globally, the test step wraps.
const workflow = (run: string): string =>
  [
    'name: CI',
    'on: [push, pull_request]',
    'jobs:',
    '  test:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - uses: actions/checkout@v4',
    '      - name: Install',
    '        run: |',
    '          npm install',
    '          npm install -g c8',
    '      - name: Test w/ Coverage',
    `        run: ${run}`,
  ].join('\n');

function testCheck(run: string, tools: string[]) {
  const files = repoOf({
    'package.json': '{"scripts":{"test":"uvu -r esm test"}}',
    '.github/workflows/ci.yml': workflow(run),
  });
  const checks = discoverChecks({ files, workingDirectory: '', isInstalled: installed(...tools) });
  return checks.checks.find((c) => c.kind === 'test');
}

describe('a coverage wrapper that is not installed', () => {
  it.each<[string, string, string[], { command: string; args: string[]; skipped: string | null }]>([
    [
      'c8 missing: the wrapped npm test runs',
      'c8 npm test',
      ['npm', 'bash'],
      { command: 'npm', args: ['test'], skipped: null },
    ],
    [
      'c8 with reporter options missing: the wrapped command runs',
      'c8 --reporter=lcov -r text npm test',
      ['npm', 'bash'],
      { command: 'npm', args: ['test'], skipped: null },
    ],
    [
      'nyc missing: the wrapped mocha runs',
      'nyc mocha test',
      ['mocha', 'bash'],
      { command: 'mocha', args: ['test'], skipped: null },
    ],
    [
      'c8 installed: runs as written',
      'c8 npm test',
      ['c8', 'npm', 'bash'],
      { command: 'c8', args: ['npm', 'test'], skipped: null },
    ],
    [
      'c8 is a coverage gate (--check-coverage): never dropped, so not installed',
      'c8 --check-coverage --lines 90 npm test',
      ['npm', 'bash'],
      {
        command: 'c8',
        args: ['--check-coverage', '--lines', '90', 'npm', 'test'],
        skipped: 'tool-not-installed',
      },
    ],
    [
      'the wrapped tool is missing too: not installed',
      'c8 npm test',
      ['bash'],
      { command: 'c8', args: ['npm', 'test'], skipped: 'tool-not-installed' },
    ],
  ])('%s', (_name, run, tools, expected) => {
    const check = testCheck(run, tools);
    expect(check).toMatchObject(expected);
    if (expected.command !== 'c8') expect(check?.reason).toMatch(/not installed: runs the wrapped/);
    // The project's text stays what it wrote.
    expect(check?.script).toBe(run);
  });
});

describe('unwrapMissingCoverage', () => {
  it.each<[string, string[], string[], string[] | undefined]>([
    ['c8 npm test', ['c8', 'npm', 'test'], ['npm'], ['npm', 'test']],
    ['nyc --reporter text ava', ['nyc', '--reporter', 'text', 'ava'], ['ava'], ['ava']],
    ['c8 report is not a wrapped run', ['c8', 'report'], ['report'], undefined],
    ['a path to c8 runs as written', ['./node_modules/.bin/c8', 'npm', 'test'], ['npm'], undefined],
    ['nyc --100 is a gate', ['nyc', '--100', 'mocha'], ['mocha'], undefined],
    ['not a wrapper', ['npm', 'test'], ['npm'], undefined],
  ])('%s', (_name, words, tools, expected) => {
    expect(unwrapMissingCoverage(words, installed(...tools))).toEqual(expected);
  });
});
