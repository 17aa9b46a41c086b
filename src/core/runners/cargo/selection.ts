// `cargo test` selects an integration test target per file: `tests/a.rs` and `tests/a/main.rs` are
// target `a`, each run alone (a target that does not build stops cargo before any test runs); a
// module under `tests/` that is no target (`tests/common/mod.rs`) is built into the targets that
// declare it, and a test module elsewhere is compiled into its crate and cannot be selected alone.
import { unique } from '../../inventory/listing-text.js';
import type { Selection } from '../profile.js';
import { keptOptions } from '../selection-options.js';

const VALUED = [
  '-p',
  '--package',
  '--features',
  '-F',
  '--manifest-path',
  '--target',
  '--profile',
  '-j',
  '--jobs',
];
const DROPPED = [
  '--test',
  '--lib',
  '--bins',
  '--bin',
  '--tests',
  '--examples',
  '--example',
  '--benches',
  '--bench',
  '--doc',
  '--all-targets',
  '--no-fail-fast',
];

/** The integration test target of a path relative to the package, or null. */
export function cargoTarget(path: string): string | null {
  const direct = /^tests\/([^/]+)\.rs$/.exec(path);
  if (direct) return direct[1] ?? null;
  const main = /^tests\/([^/]+)\/main\.rs$/.exec(path);
  return main ? (main[1] ?? null) : null;
}

/** A file under `tests/` that is no target of its own: a module the targets declare. */
function isTestModule(path: string): boolean {
  return path.startsWith('tests/') && path.endsWith('.rs') && cargoTarget(path) === null;
}

export const cargoSelection: Selection = {
  files({ runner, tool, rest }, files) {
    if (runner !== 'cargo' || rest[0] !== 'test' || files.length === 0) return null;
    if (files.some((file) => cargoTarget(file.path) === null && !isTestModule(file.path)))
      return null;
    const targets = files.flatMap((file) => cargoTarget(file.path) ?? []);
    if (targets.length === 0) return null;
    const args = rest.slice(1);
    const dash = args.indexOf('--');
    const kept = keptOptions(
      dash < 0 ? args : args.slice(0, dash),
      [...VALUED, '--test', '--bin', '--example', '--bench'],
      DROPPED,
    );
    const harness = dash < 0 ? [] : args.slice(dash + 1).filter((word) => word.startsWith('-'));
    const selected = unique(targets).flatMap((target) => ['--test', target]);
    return [
      ...tool,
      'test',
      ...kept,
      ...selected,
      ...(harness.length > 0 ? ['--', ...harness] : []),
    ];
  },
  // One run per target, the modules under tests/ with each: a test of one target that cannot
  // build at base (it tests a new function) must not read as an error of every other.
  runs(files) {
    const targets = files.filter((file) => cargoTarget(file.path) !== null);
    if (targets.length === 0) return [[...files]];
    const modules = files.filter((file) => cargoTarget(file.path) === null);
    return targets.map((target) => [target, ...modules]);
  },
};
