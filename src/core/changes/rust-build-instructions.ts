// The `cargo:rustc-cfg` / `cargo:rustc-env` instructions a PR's build.rs adds: they reach every
// target of the package, its tests included, so `cfg(miri)` turns `if cfg!(miri) { return; }`
// in a base test into a pass without a test file changing.
import type { Anomaly, Severity } from '../model/anomaly.js';
import type { ChangedFile } from '../model/changed-file.js';

// cfgs that real test suites gate on: skipped or shortened under Miri, tarpaulin, coverage
// builds, loom and kani models, fuzzing; `test` and `debug_assertions` change what compiles.
const TEST_CFGS = new Set([
  'test',
  'debug_assertions',
  'doctest',
  'miri',
  'tarpaulin',
  'tarpaulin_include',
  'coverage',
  'coverage_nightly',
  'loom',
  'kani',
  'fuzzing',
  'ci',
]);
// Cargo's own variables: a test reading `env!("CARGO_PKG_VERSION")` must see cargo's value.
const CARGO_ENV = /^(CARGO|RUST)/;

interface Instruction {
  kind: 'cfg' | 'env';
  name: string;
}

/** Every `cargo:rustc-cfg=NAME` / `cargo::rustc-env=NAME=…` named in the text (comments out). */
export function buildInstructions(text: string): Instruction[] {
  const code = text.replace(/\/\/[^\n]*/g, '');
  const found = new Map<string, Instruction>();
  for (const m of code.matchAll(/cargo::?rustc-(cfg|env)=([A-Za-z_][A-Za-z0-9_]*)/g)) {
    const instruction: Instruction = { kind: m[1] as 'cfg' | 'env', name: m[2] as string };
    found.set(`${instruction.kind} ${instruction.name}`, instruction);
  }
  return [...found.values()];
}

function severityOf(instruction: Instruction): Severity {
  if (instruction.kind === 'cfg') return TEST_CFGS.has(instruction.name) ? 'critical' : 'warning';
  return CARGO_ENV.test(instruction.name) ? 'critical' : 'warning';
}

/** One anomaly for the cfgs and variables a changed build.rs sets that base's did not. */
export function buildInstructionAnomalies(
  file: ChangedFile,
  baseText: string | null,
  headText: string | null,
): Anomaly[] {
  const name = file.path.slice(file.path.lastIndexOf('/') + 1);
  if (name !== 'build.rs' || headText === null || file.status === 'deleted') return [];
  const before = new Set(buildInstructions(baseText ?? '').map((i) => `${i.kind} ${i.name}`));
  const added = buildInstructions(headText).filter((i) => !before.has(`${i.kind} ${i.name}`));
  if (added.length === 0) return [];
  const severity = added.some((i) => severityOf(i) === 'critical') ? 'critical' : 'warning';
  const named = added.map((i) => `${i.kind} \`${i.name}\``).join(', ');
  const why =
    severity === 'critical'
      ? 'base tests read it (a cfg test suites gate on, or a variable cargo sets)'
      : 'the package and its tests compile with it';
  return [
    {
      kind: 'harness-modified',
      severity,
      path: file.path,
      line: null,
      detail: `build script sets ${named} for every target of the package: ${why}`,
    },
  ];
}
