// A build.rs's `rustc-cfg` / `rustc-env` reach the package's tests: a cfg test suites gate on
// (`miri`, `tarpaulin`, ...) or a cargo variable is critical, another new cfg a warning.
import { describe, expect, it } from 'vitest';
import {
  buildInstructionAnomalies,
  buildInstructions,
} from '../../../src/core/changes/rust-build-instructions.js';
import type { Severity } from '../../../src/core/model/anomaly.js';
import { aChangeOf } from '../../builders/changed-file.js';

const main = (...lines: string[]): string =>
  `fn main() {\n${lines.map((l) => `    ${l}`).join('\n')}\n}\n`;
const RERUN = 'println!("cargo:rerun-if-changed=build.rs");';

type Row = [label: string, base: string | null, head: string, Severity | null, string];

describe('buildInstructionAnomalies', () => {
  it.each<Row>([
    // gaming: what base tests read changes under them
    ['gaming: cfg miri', null, main('println!("cargo:rustc-cfg=miri");'), 'critical', 'cfg `miri`'],
    [
      'gaming: cfg tarpaulin, new syntax',
      main(RERUN),
      main(RERUN, 'println!("cargo::rustc-cfg=tarpaulin");'),
      'critical',
      'tarpaulin',
    ],
    [
      'gaming: cfg coverage_nightly',
      main(),
      main('println!("cargo:rustc-cfg=coverage_nightly");'),
      'critical',
      'coverage_nightly',
    ],
    [
      'gaming: cfg test for the lib',
      main(),
      main('println!("cargo:rustc-cfg=test");'),
      'critical',
      'cfg `test`',
    ],
    [
      'gaming: cargo variable overridden',
      main(),
      main('println!("cargo:rustc-env=CARGO_PKG_VERSION=9.9.9");'),
      'critical',
      'env `CARGO_PKG_VERSION`',
    ],
    [
      'gaming: a test cfg among honest ones',
      main(),
      main('println!("cargo:rustc-cfg=has_i128");', 'println!("cargo:rustc-cfg=loom");'),
      'critical',
      'cfg `has_i128`, cfg `loom`',
    ],
    // honest: feature detection, only OUT_DIR, unchanged or declared-only
    [
      'honest: a feature-detection cfg',
      main(),
      main('println!("cargo:rustc-cfg=has_i128");'),
      'warning',
      'cfg `has_i128`',
    ],
    [
      'honest: an env var of the project',
      main(),
      main('println!("cargo:rustc-env=GIT_HASH={}", hash);'),
      'warning',
      'env `GIT_HASH`',
    ],
    ['honest: rerun-if-changed only', null, main(RERUN), null, ''],
    [
      'honest: check-cfg declares, sets nothing',
      main(),
      main('println!("cargo::rustc-check-cfg=cfg(miri)");'),
      null,
      '',
    ],
    [
      'honest: cfg already at base',
      main('println!("cargo:rustc-cfg=miri");'),
      main(RERUN, 'println!("cargo:rustc-cfg=miri");'),
      null,
      '',
    ],
    ['honest: in a comment', main(), main('// println!("cargo:rustc-cfg=miri");', RERUN), null, ''],
  ])('%s', (_label, base, head, severity, named) => {
    const file = aChangeOf(base === null ? 'added' : 'modified', 'build.rs', 'source');
    const found = buildInstructionAnomalies(file, base, head);
    expect(found[0]?.severity ?? null).toBe(severity);
    if (severity !== null) expect(found[0]?.detail).toContain(named);
    expect(found.length).toBeLessThanOrEqual(1);
  });

  it('reads build.rs only, and not a deleted one', () => {
    const head = main('println!("cargo:rustc-cfg=miri");');
    expect(
      buildInstructionAnomalies(aChangeOf('added', 'src/main.rs', 'source'), null, head),
    ).toEqual([]);
    expect(
      buildInstructionAnomalies(aChangeOf('deleted', 'build.rs', 'source'), head, null),
    ).toEqual([]);
    expect(
      buildInstructionAnomalies(aChangeOf('added', 'crates/a/build.rs', 'source'), null, head),
    ).toHaveLength(1);
  });

  it('names each instruction once', () => {
    const text = main('println!("cargo:rustc-cfg=miri");', 'println!("cargo::rustc-cfg=miri");');
    expect(buildInstructions(text)).toEqual([{ kind: 'cfg', name: 'miri' }]);
  });
});
