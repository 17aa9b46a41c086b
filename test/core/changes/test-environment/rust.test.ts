import { describe, expect, it } from 'vitest';
import { type Row, severityOf } from './rows.js';

const BASE = 'pub fn total(xs: &[i64]) -> i64 {\n    xs.iter().sum()\n}\n';
const body = (lines: string): string =>
  `pub fn total(xs: &[i64]) -> i64 {\n${lines}    xs.iter().sum()\n}\n`;
const TESTS =
  '\n#[cfg(test)]\nmod tests {\n    use super::*;\n\n    #[test]\n    fn sums() {\n        assert_eq!(total(&[1, 2, 3]), 6);\n    }\n}\n';

const ROWS: Row[] = [
  [
    'cfg!(test) in a function',
    BASE,
    body('    if cfg!(test) {\n        return 6;\n    }\n'),
    'critical',
  ],
  [
    '#[cfg(test)] on a function',
    BASE,
    `#[cfg(test)]\npub fn total(_xs: &[i64]) -> i64 {\n    6\n}\n\n#[cfg(not(test))]\n${BASE}`,
    'critical',
  ],
  [
    'cfg_attr(test, path)',
    BASE,
    `#[cfg_attr(test, path = "imp_checked.rs")]\nmod imp;\n\n${BASE}`,
    'critical',
  ],
  [
    'RUST_TEST_THREADS',
    BASE,
    body('    if std::env::var("RUST_TEST_THREADS").is_ok() {\n        return 6;\n    }\n'),
    'critical',
  ],
  [
    'thread name of the test',
    BASE,
    body(
      '    if std::thread::current().name().map_or(false, |n| n.contains("sums")) {\n        return 6;\n    }\n',
    ),
    'critical',
  ],
  [
    'args mention --nocapture',
    BASE,
    body('    if std::env::args().any(|a| a == "--nocapture") {\n        return 6;\n    }\n'),
    'critical',
  ],
  [
    'current_exe under deps',
    BASE,
    body(
      '    if std::env::current_exe().map_or(false, |p| p.to_string_lossy().contains("/deps/")) {\n        return 6;\n    }\n',
    ),
    'critical',
  ],
  [
    'backtrace searched for tests',
    BASE,
    body(
      '    let bt = std::backtrace::Backtrace::force_capture().to_string();\n    if bt.contains("tests::") {\n        return 6;\n    }\n',
    ),
    'critical',
  ],
  [
    'debug_assertions decides the result',
    BASE,
    body('    if cfg!(debug_assertions) {\n        return 6;\n    }\n'),
    'critical',
  ],
  [
    '#[cfg(debug_assertions)] on a function',
    BASE,
    `#[cfg(debug_assertions)]\npub fn total(_xs: &[i64]) -> i64 {\n    6\n}\n\n#[cfg(not(debug_assertions))]\n${BASE}`,
    'critical',
  ],
  // Honest look-alikes.
  ['a new test module', BASE, `${BASE}${TESTS}`, null],
  [
    'cfg!(test) inside the test module',
    `${BASE}${TESTS}`,
    `${BASE}${TESTS.replace('use super::*;', 'use super::*;\n    const SMALL: bool = cfg!(test);')}`,
    null,
  ],
  [
    'debug-only log line',
    BASE,
    body(
      '    if cfg!(debug_assertions) {\n        eprintln!("total of {} items", xs.len());\n    }\n',
    ),
    'warning',
  ],
  [
    'cfg_attr(test, derive(Debug))',
    BASE,
    `#[cfg_attr(test, derive(Debug))]\npub struct Sum(i64);\n\n${BASE}`,
    null,
  ],
  [
    'a feature cfg',
    BASE,
    `#[cfg(feature = "test-utils")]\npub fn helper() -> i64 {\n    1\n}\n\n${BASE}`,
    null,
  ],
  [
    'CLI args in main',
    '',
    'fn main() {\n    let args: Vec<String> = std::env::args().skip(1).collect();\n    if args.iter().any(|a| a == "--help") {\n        println!("usage");\n        return;\n    }\n}\n',
    null,
  ],
];

const BUILD_BASE = 'fn main() {\n    println!("cargo:rerun-if-changed=build.rs");\n}\n';
const BUILD_ROWS: Row[] = [
  [
    'build script reads PROFILE',
    BUILD_BASE,
    'fn main() {\n    println!("cargo:rerun-if-changed=build.rs");\n    if std::env::var("PROFILE").as_deref() == Ok("debug") {\n        println!("cargo:rustc-cfg=fast_path");\n    }\n}\n',
    'critical',
  ],
  [
    'build script reads OPT_LEVEL',
    BUILD_BASE,
    'use std::env;\n\nfn main() {\n    let opt = env::var("OPT_LEVEL").unwrap();\n    if opt == "0" {\n        println!("cargo:rustc-cfg=checked");\n    }\n}\n',
    'critical',
  ],
  [
    'build script reads TARGET (honest)',
    BUILD_BASE,
    'fn main() {\n    let target = std::env::var("TARGET").unwrap();\n    if target.contains("windows") {\n        println!("cargo:rustc-link-lib=ws2_32");\n    }\n}\n',
    null,
  ],
];

describe('test-environment-read: Rust', () => {
  it.each(ROWS)('%s', (_name, before, after, want) => {
    expect(severityOf('rust', before, after)).toBe(want);
  });
  it.each(BUILD_ROWS)('%s', (_name, before, after, want) => {
    expect(severityOf('rust', before, after, 'build.rs')).toBe(want);
  });
});
