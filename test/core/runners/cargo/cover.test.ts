// The changed-lines trace of cargo test: the binaries read from cargo's own lines, the export's
// arguments, and what the instrumented check carries (wrapper, profiles, report) in each case.
import { describe, expect, it } from 'vitest';
import { instrument } from '../../../../src/core/run/instrument.js';
import type { InstrumentContext } from '../../../../src/core/run/instrumented.js';
import {
  cargoTestBinaries,
  llvmCovExportArgs,
  WORKSPACE_WRAPPER_SCRIPT,
} from '../../../../src/core/runners/cargo/cover.js';
import { aTestCheck } from '../../../builders/check.js';

const TOOLS = {
  profdata: '/usr/bin/llvm-profdata-19',
  cov: '/usr/bin/llvm-cov-19',
  wrapper: '/tmp/testlock-rustc-0/rustc-cover',
};

describe('cargoTestBinaries', () => {
  it('reads each binary cargo ran once, relative or absolute, and nothing outside a deps folder', () => {
    const output = [
      '   Compiling calc v0.1.0 (/w)',
      '     Running unittests src/lib.rs (target/debug/deps/calc-3224d0b98458d916)',
      'running 1 test',
      '     Running tests/it.rs (/abs/target/debug/deps/it-6d10dae33e9ed0b9)',
      '     Running unittests src/lib.rs (target/debug/deps/calc-3224d0b98458d916)',
      '     Running tests/evil.rs (/etc/passwd)',
      'Running (target/debug/deps/)',
      '   Doc-tests calc',
    ].join('\n');
    expect(cargoTestBinaries(output)).toEqual([
      'target/debug/deps/calc-3224d0b98458d916',
      '/abs/target/debug/deps/it-6d10dae33e9ed0b9',
    ]);
  });

  it('finds none in output without them', () => {
    expect(cargoTestBinaries('test result: ok. 1 passed; 0 failed')).toEqual([]);
  });
});

describe('llvmCovExportArgs', () => {
  it('names the first binary, the others as objects, then the sources', () => {
    expect(llvmCovExportArgs('/p/m.profdata', ['/t/a', '/t/b'], ['/w/src/lib.rs'])).toEqual([
      'export',
      '-format=lcov',
      '-skip-functions',
      '-instr-profile=/p/m.profdata',
      '/t/a',
      '-object',
      '/t/b',
      '/w/src/lib.rs',
    ]);
  });

  it('has nothing to export without a binary', () => {
    expect(llvmCovExportArgs('/p/m.profdata', [], ['/w/src/lib.rs'])).toEqual([]);
  });
});

describe('the workspace wrapper', () => {
  it('instruments compiles only (a crate name), and runs rustc unchanged otherwise', () => {
    expect(WORKSPACE_WRAPPER_SCRIPT).toMatch(/^#!\/bin\/sh\n/);
    expect(WORKSPACE_WRAPPER_SCRIPT).toContain(
      '*" --crate-name "*) exec "$@" -C instrument-coverage',
    );
    expect(WORKSPACE_WRAPPER_SCRIPT.trimEnd().endsWith('exec "$@"')).toBe(true);
  });
});

describe('cargo test instrumented', () => {
  const base: InstrumentContext = {
    outDir: '/tmp/out',
    checkDir: '/w',
    has: { pytestCov: false, vitestCoverage: false, llvm: TOOLS },
    packageScripts: {},
  };
  const unconfigured = {
    withoutCoverage: true,
    withoutCoverageReason: 'the project configures no coverage',
  };
  const cargo = (env: Record<string, string> = {}) =>
    aTestCheck('cargo', ['test'], { source: 'test', env });

  it('traces the changed Rust files under the check folder where coverage is not configured', () => {
    const result = instrument(cargo(), {
      ...base,
      ...unconfigured,
      traceChanged: ['/w/src/lib.rs', '/w/src/util.py', '/other/src/x.rs'],
    });
    expect(result.check.args).toEqual(['test', '--no-fail-fast']);
    expect(result.check.env).toEqual({
      RUSTC_WORKSPACE_WRAPPER: '/tmp/testlock-rustc-0/rustc-cover',
      LLVM_PROFILE_FILE: '/tmp/out/profiles/%p-%m.profraw',
    });
    expect(result.coverage).toEqual({
      format: 'lcov',
      path: '/tmp/out/lcov.info',
      scope: 'changed',
      llvm: {
        tools: TOOLS,
        profiles: '/tmp/out/profiles',
        wrapper: '/tmp/testlock-rustc-0/rustc-cover',
        sources: ['/w/src/lib.rs'],
      },
    });
    expect(result.coverageHint).toBe('the project configures no coverage');
  });

  it('measures the whole workspace where coverage is configured', () => {
    const result = instrument(cargo(), { ...base, traceChanged: ['/w/src/lib.rs'] });
    expect(result.coverage).toMatchObject({ format: 'lcov', llvm: { sources: [] } });
    expect(result.coverage?.scope).toBeUndefined();
    expect(result.coverageHint).toBeNull();
  });

  it('traces nothing for a cross target', () => {
    const check = aTestCheck('cargo', ['test', '--target', 'wasm32-unknown-unknown'], {
      source: 'test',
    });
    const result = instrument(check, { ...base, traceChanged: ['/w/src/lib.rs'] });
    expect(result.coverage).toBeNull();
    expect(result.coverageHint).toMatch(/another target than the host/);
  });

  it.each<[string, Partial<InstrumentContext>, Record<string, string>, RegExp]>([
    ['no changed Rust file', { ...unconfigured, traceChanged: ['/w/a.py'] }, {}, /configures no/],
    [
      'no LLVM tools',
      { has: { pytestCov: false, vitestCoverage: false } },
      {},
      /llvm-profdata and llvm-cov are not installed/,
    ],
    [
      "the job's own workspace wrapper",
      { inherited: { RUSTC_WORKSPACE_WRAPPER: '/usr/bin/my-wrapper' } },
      {},
      /the job's own RUSTC_WORKSPACE_WRAPPER/,
    ],
    [
      "the check's own wrapper, coverage unconfigured",
      unconfigured,
      { RUSTC_WORKSPACE_WRAPPER: 'w' },
      /^the project configures no coverage$/,
    ],
  ])('traces nothing with %s', (_name, extra, env, hint) => {
    const result = instrument(cargo(env), { ...base, traceChanged: ['/w/src/lib.rs'], ...extra });
    expect(result.coverage).toBeNull();
    expect(result.check.env.LLVM_PROFILE_FILE).toBeUndefined();
    expect(result.coverageHint).toMatch(hint);
  });
});
