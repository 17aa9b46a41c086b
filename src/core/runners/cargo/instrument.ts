// `cargo test`: the whole suite, not up to the first failing target; and coverage through LLVM's
// instrumentation where its tools are found (cover.ts): the workspace's lines where the project
// measures coverage, the changed Rust files' alone where it does not.
import { isAbsolute, relative } from 'node:path';
import type { InstrumentContext, Instrumented } from '../../run/instrumented.js';
import { type LlvmTrace, profilePattern, WORKSPACE_WRAPPER } from './cover.js';

const NO_TOOLS =
  "LLVM's llvm-profdata and llvm-cov are not installed (the rustup component llvm-tools, or a distribution's llvm package as new as rustc's LLVM)";

const OWN_WRAPPER = `the workspace is compiled through the job's own ${WORKSPACE_WRAPPER}, which testlock leaves alone`;

const WRAPPER_REFUSED =
  "the folder for testlock's workspace wrapper in the temporary folder is not this user's alone";

const CROSS =
  "the tests are built for another target than the host (--target), which LLVM's profiler runtime may not support";

/**
 * `cargo test` stops at the first test target that fails, so the tests of every later target do not
 * run and cannot be counted (the base inventory would see them as missing): `--no-fail-fast` runs
 * the whole suite, as rule 6 asks; the verdict is the same, the evidence complete.
 */
export function cargoInstrumented(base: Instrumented, context: InstrumentContext): Instrumented {
  const { args } = base.check;
  const end = args.indexOf('--');
  const cut = end === -1 ? args.length : end;
  const withAll = args.includes('--no-fail-fast')
    ? args
    : [...args.slice(0, cut), '--no-fail-fast', ...args.slice(cut)];
  const check = { ...base.check, args: withAll };
  const unasked = context.withoutCoverage
    ? (context.withoutCoverageReason ?? 'coverage is not asked for in this run')
    : null;
  const trace = llvmTrace(base, context);
  if (typeof trace === 'string')
    return { ...base, check, coverage: null, coverageHint: unasked ?? trace };
  const env = {
    ...check.env,
    [WORKSPACE_WRAPPER]: trace.wrapper,
    LLVM_PROFILE_FILE: profilePattern(trace.profiles),
  };
  const path = `${context.outDir}/lcov.info`;
  const changed = trace.sources.length > 0;
  return {
    ...base,
    check: { ...check, env },
    coverage: { format: 'lcov', path, llvm: trace, ...(changed ? { scope: 'changed' } : {}) },
    coverageHint: unasked,
  };
}

/**
 * What to trace: the workspace where coverage is measured, the changed Rust files under the
 * check's folder where it is not; or why nothing is: none changed, LLVM's tools are missing, or
 * the job or the check already runs the workspace through a wrapper of its own.
 */
function llvmTrace(base: Instrumented, context: InstrumentContext): LlvmTrace | string {
  const tools = context.has.llvm;
  const dir = context.checkDir ?? '';
  if (!tools || dir === '') return NO_TOOLS;
  if (tools.wrapper === null) return WRAPPER_REFUSED;
  const own = base.check.env[WORKSPACE_WRAPPER] ?? context.inherited?.[WORKSPACE_WRAPPER];
  if (own !== undefined && own !== '') return OWN_WRAPPER;
  // LLVM's profiler runtime ships for the host; a cross target (wasm) might not link with it.
  if (base.check.args.some((arg) => arg === '--target' || arg.startsWith('--target=')))
    return CROSS;
  const sources = (context.traceChanged ?? []).filter((path) => {
    const rel = relative(dir, path);
    return path.endsWith('.rs') && !rel.startsWith('..') && !isAbsolute(rel);
  });
  if (context.withoutCoverage && sources.length === 0) return 'no changed Rust file to trace';
  return {
    tools,
    profiles: `${context.outDir}/profiles`,
    wrapper: tools.wrapper,
    sources: context.withoutCoverage ? sources : [],
  };
}
