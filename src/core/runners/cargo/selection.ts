// `cargo test` selects an integration test target per file: `tests/a.rs` and `tests/a/main.rs` are
// target `a`; a test module elsewhere is compiled into its crate and cannot be selected alone.
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

export const cargoSelection: Selection = {
  files({ runner, tool, rest }, files) {
    if (runner !== 'cargo' || rest[0] !== 'test' || files.length === 0) return null;
    const targets = files.map((file) => cargoTarget(file.path));
    if (targets.some((target) => target === null)) return null;
    const args = rest.slice(1);
    const dash = args.indexOf('--');
    const kept = keptOptions(
      dash < 0 ? args : args.slice(0, dash),
      [...VALUED, '--test', '--bin', '--example', '--bench'],
      DROPPED,
    );
    const harness = dash < 0 ? [] : args.slice(dash + 1).filter((word) => word.startsWith('-'));
    const selected = unique(targets as string[]).flatMap((target) => ['--test', target]);
    return [
      ...tool,
      'test',
      ...kept,
      ...selected,
      ...(harness.length > 0 ? ['--', ...harness] : []),
    ];
  },
};
