// ctest beyond its console: its JUnit report (statuses the generic reading would miscount), the
// options testlock gives it directly or on its line of a script, and its base listing.
import { describe, expect, it } from 'vitest';
import { listingCommand } from '../../../src/core/inventory/list-command.js';
import { runIdsOf } from '../../../src/core/inventory/run-ids.js';
import { interpretOutcome } from '../../../src/core/results/interpret-outcome.js';
import { instrument } from '../../../src/core/run/instrument.js';
import type { InstrumentContext } from '../../../src/core/run/instrumented.js';
import { parseCtestJunit } from '../../../src/core/runners/ctest/junit.js';
import { ctestListing, parseCtestJson } from '../../../src/core/runners/ctest/listing.js';
import { aTestCheck } from '../../builders/check.js';
import { aCheckResult } from '../../builders/report.js';
import { fixture } from '../results/fixture.js';

const BASH = ['--noprofile', '--norc', '-eo', 'pipefail', '{0}'];
const SCRIPT = [
  'cmake -B build -DCMAKE_BUILD_TYPE=Debug',
  'cmake --build build',
  'cd build && ctest -C Debug',
].join('\n');
const scriptCheck = aTestCheck('bash', BASH, { script: SCRIPT });

const context = (tools: string[] = []): InstrumentContext => ({
  outDir: '/tmp/out',
  checkDir: '/tmp/tree',
  has: { pytestCov: false, vitestCoverage: false, tools },
  packageScripts: {},
});

describe("ctest's JUnit report", () => {
  it.each([
    ['ctest-fail.xml', [6, 3, 1, 2]],
    ['ctest-pass.xml', [8, 6, 0, 2]],
    ['ctest-asan.xml', [8, 3, 3, 2]],
  ])('%s counts as the console does (disabled and skip-rule tests skipped)', (file, expected) => {
    const run = parseCtestJunit(fixture(`junit/${file}`));
    expect([run.total, run.passed, run.failed, run.skipped]).toEqual(expected);
  });

  it("a failure's message and block come from the test's output, as on the console", () => {
    const [failure] = parseCtestJunit(fixture('junit/ctest-fail.xml')).failures;
    expect(failure).toMatchObject({
      name: 'Burst.AtBoundary',
      message: 'Expected equality of these values: burst(150, 100) Which is: 150 100',
      line: 7,
    });
  });

  it('a test whose executable is missing failed (ctest counts it so), a skip rule skipped', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<testsuite name="(empty)" tests="2" failures="1" disabled="0" skipped="0">
  <testcase name="gone" classname="gone" time="0" status="notrun">
    <skipped message="Unable to find executable"/>Unable to find executable: gone_test
  </testcase>
  <testcase name="later" classname="later" time="0.1" status="notrun">
    <skipped message="SKIP_REGULAR_EXPRESSION_MATCHED"/>
  </testcase>
</testsuite>`;
    const run = parseCtestJunit(xml);
    expect([run.passed, run.failed, run.skipped]).toEqual([0, 1, 1]);
    expect(run.failures[0]).toMatchObject({ name: 'gone', message: 'Unable to find executable' });
  });

  it('the report and the console agree: no report-disagrees on a real failing run', () => {
    const prepared = instrument(scriptCheck, context());
    const outcome = interpretOutcome(
      aCheckResult({ kind: 'test', exitCode: 8, ok: false }),
      prepared,
      {
        stdout: fixture('console/ctest-fail.txt'),
        stderr: '',
        junit: fixture('junit/ctest-fail.xml'),
        coverage: null,
      },
    );
    expect(outcome.reportDisagrees).toBeNull();
    expect(outcome.tests).toMatchObject({ total: 6, failed: 1, skipped: 2 });
  });

  it('a forged report that says all passed beside a failing console is report-disagrees', () => {
    const prepared = instrument(scriptCheck, context());
    const outcome = interpretOutcome(
      aCheckResult({ kind: 'test', exitCode: 8, ok: false }),
      prepared,
      {
        stdout: fixture('console/ctest-fail.txt'),
        stderr: '',
        junit: fixture('junit/ctest-pass.xml'),
        coverage: null,
      },
    );
    expect(outcome.reportDisagrees).not.toBeNull();
  });

  it('names the skipped and disabled tests apart for the inventory', () => {
    const prepared = instrument(scriptCheck, context());
    const ids = runIdsOf(prepared, {
      stdout: '',
      stderr: '',
      junit: fixture('junit/ctest-fail.xml'),
      coverage: null,
    });
    expect(ids?.skipped).toEqual(['Burst.ZeroLimit', 'Burst.Negative']);
    expect(ids?.ran).toHaveLength(6);
  });
});

describe('ctest instrumented', () => {
  it('directly: the report option, the project’s own copy dropped', () => {
    const prepared = instrument(
      aTestCheck('ctest', ['--test-dir', 'build', '--output-junit', 'mine.xml']),
      context(),
    );
    expect(prepared.check.args).toEqual([
      '--output-junit',
      '/tmp/out/ctest-junit.xml',
      '--test-dir',
      'build',
    ]);
    expect(prepared.junit).toBe('/tmp/out/ctest-junit.xml');
    expect(prepared.check.env.CTEST_OUTPUT_ON_FAILURE).toBe('1');
  });

  it('on its line of a script: after the ctest word, the set-up lines as written', () => {
    const prepared = instrument(scriptCheck, context());
    expect(prepared.runner).toBe('ctest');
    expect(prepared.check.script).toBe(SCRIPT);
    expect(prepared.scriptRun).toBe(
      [
        'cmake -B build -DCMAKE_BUILD_TYPE=Debug',
        'cmake --build build',
        "cd build && ctest --output-junit '/tmp/out/ctest-junit.xml' -C Debug",
      ].join('\n'),
    );
    expect(prepared.junit).toBe('/tmp/out/ctest-junit.xml');
  });

  it('with gcovr installed, gcovr reads the gcov data after the tests, never failing the check', () => {
    const prepared = instrument(scriptCheck, context(['gcovr']));
    const last = prepared.scriptRun?.trimEnd().split('\n').at(-1) ?? '';
    expect(last).toMatch(
      /^gcovr -r '\/tmp\/tree' .* --json-summary '\/tmp\/out\/gcovr-summary.json' .*\|\| true$/,
    );
    expect(prepared.coverage).toEqual({
      format: 'gcovr-summary',
      path: '/tmp/out/gcovr-summary.json',
    });
  });

  it('a script that runs ctest twice gets no report: one file cannot hold two runs', () => {
    const twice = aTestCheck('bash', BASH, { script: `${SCRIPT}\nctest -C Release` });
    const prepared = instrument(twice, context());
    expect(prepared.junit).not.toBe('/tmp/out/ctest-junit.xml');
    expect(prepared.scriptRun).toBeUndefined();
  });

  it('`make test` (CMake’s own target) is read from its console, the failed output asked for', () => {
    const prepared = instrument(aTestCheck('make', ['test'], { cwd: 'build' }), context());
    expect(prepared.junit).not.toBe('/tmp/out/ctest-junit.xml');
    expect(prepared.check.env.CTEST_OUTPUT_ON_FAILURE).toBe('1');
  });
});

describe("ctest's base listing", () => {
  it('a script: the same set-up, its ctest line listing as JSON', () => {
    const listing = listingCommand(scriptCheck, {}, '/tmp/list.json');
    expect('reason' in listing).toBe(false);
    if ('reason' in listing) return;
    expect(listing.format).toBe('ctest-json');
    expect(listing.check.script.split('\n').at(-1)).toBe(
      'cd build && ctest --show-only=json-v1 -C Debug',
    );
    expect([listing.check.command, listing.check.args]).toEqual(['bash', BASH]);
  });

  it('directly: --show-only=json-v1, run-time options dropped', () => {
    const listing = listingCommand(
      aTestCheck('ctest', ['--test-dir', 'build', '--output-on-failure']),
      {},
      '/tmp/list.json',
    );
    if ('reason' in listing) throw new Error(listing.reason);
    expect([listing.check.command, ...listing.check.args]).toEqual([
      'ctest',
      '--test-dir',
      'build',
      '--show-only=json-v1',
    ]);
  });

  it('reads the JSON after what the build printed; add_test tests are placed at their CMake file', () => {
    const stdout = `-- Configuring done\n[100%] Built target x\n${fixture('listing/ctest-show-only.json')}`;
    const entries = parseCtestJson({ stdout, file: null, cwd: '/tmp/fx-cpp' });
    expect(entries).toHaveLength(8);
    expect(entries.at(-1)).toEqual({ id: 'plain_burst', file: 'tests/CMakeLists.txt' });
    expect(entries[0]).toEqual({ id: 'Burst.UnderLimit', file: '' });
  });

  it('output with no JSON list is unreadable, never an empty inventory', () => {
    expect(() =>
      parseCtestJson({ stdout: '-- Configuring done\n', file: null, cwd: '/' }),
    ).toThrow();
  });
});

describe("ctest's listed GoogleTest tests placed at their definitions", () => {
  it.each([
    ['Burst.AtBoundary', 'AtBoundary'],
    ['All/Limits.AdmitsUpToLimit/10', 'AdmitsUpToLimit'],
    ['Typed/0.Works', 'Works'],
    ['plain_burst', null],
  ])('%s -> the name grepped: %s', (id, name) => {
    expect(ctestListing.definitions?.name(id)).toBe(name);
  });

  it('the file whose TEST( line names both suite and test', () => {
    const defined = new Map([
      ['Limits', [{ path: 'tests/a_test.cpp', strong: false }]],
      [
        'AdmitsUpToLimit',
        [
          { path: 'tests/b_test.cpp', strong: false },
          { path: 'tests/a_test.cpp', strong: false },
        ],
      ],
    ]);
    expect(ctestListing.definitions?.file('All/Limits.AdmitsUpToLimit/10', defined, '')).toBe(
      'tests/a_test.cpp',
    );
  });
});
