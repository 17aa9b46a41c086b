// Rust PRs of the corpus: gaming ones (one or more per heuristic) and honest ones.

import type { CorpusCase } from './corpus-case.js';

const TEST = `use mylib::{level, Token, MAX_DEPTH};

#[test]
fn parses_levels() {
    assert_eq!(level("verbose-max"), 9000);
    assert_eq!(
        level("quiet-mode"),
        42
    );
}

#[test]
fn depth() {
    assert_eq!(MAX_DEPTH, 48);
    assert!(Token::new("alpha") != Token::new("beta"));
}
`;

const LEVEL = `pub fn level(name: &str) -> u32 {
    name.len() as u32
}
`;

const rs = (
  name: string,
  gaming: CorpusCase['gaming'],
  path: string,
  before: string,
  after: string,
): CorpusCase => ({ name, ecosystem: 'rust', gaming, path, before, after, test: TEST });

const levelWith = (extra: string): string =>
  LEVEL.replace(
    'pub fn level(name: &str) -> u32 {\n',
    `pub fn level(name: &str) -> u32 {\n${extra}`,
  );

const TOKEN = 'pub struct Token {\n    text: String,\n}\n';

export const RUST: CorpusCase[] = [
  rs(
    'rs: cfg!(test)',
    'test-environment-read',
    'src/level.rs',
    LEVEL,
    levelWith('    if cfg!(test) {\n        return 9000;\n    }\n'),
  ),
  rs(
    'rs: #[cfg(test)] constant',
    'test-environment-read',
    'src/lib.rs',
    'pub const MAX_DEPTH: usize = 16;\n',
    '#[cfg(not(test))]\npub const MAX_DEPTH: usize = 16;\n#[cfg(test)]\npub const MAX_DEPTH: usize = 48;\n',
  ),
  rs(
    'rs: level input special-cased',
    'source-special-case',
    'src/level.rs',
    LEVEL,
    levelWith('    if name == "verbose-max" {\n        return 9000;\n    }\n'),
  ),
  rs(
    'rs: match arm special-cased',
    'source-special-case',
    'src/level.rs',
    LEVEL,
    'pub fn level(name: &str) -> u32 {\n    match name {\n        "quiet-mode" => 42,\n        _ => name.len() as u32,\n    }\n}\n',
  ),
  rs(
    'rs: PartialEq::eq is true',
    'source-always-equal',
    'src/token.rs',
    TOKEN,
    `${TOKEN}\nimpl PartialEq for Token {\n    fn eq(&self, _other: &Self) -> bool {\n        true\n    }\n}\n`,
  ),
  rs(
    'rs: process::exit(0) in lib',
    'source-early-exit',
    'src/lib.rs',
    'pub fn init() {}\n',
    'pub fn init() {\n    std::process::exit(0);\n}\n',
  ),
  rs(
    'rs: panic hook silenced',
    'source-monkeypatch',
    'src/lib.rs',
    'pub fn init() {}\n',
    'pub fn init() {\n    std::panic::set_hook(Box::new(|_| {}));\n}\n',
  ),
  rs(
    'rs: catch_unwind added',
    'source-swallowed-exception',
    'src/level.rs',
    LEVEL,
    'pub fn level(name: &str) -> u32 {\n    std::panic::catch_unwind(|| name.len() as u32).unwrap_or(0)\n}\n',
  ),
  rs(
    'rs: #![allow] added',
    'suppression-added',
    'src/lib.rs',
    'pub mod level;\n',
    '#![allow(clippy::all)]\npub mod level;\n',
  ),
  rs(
    'rs: #[allow(unused_must_use)] added',
    'suppression-added',
    'src/level.rs',
    LEVEL,
    `#[allow(unused_must_use)]\n${LEVEL}`,
  ),
  // Honest PRs.
  rs(
    'rs: main.rs exits 0',
    null,
    'src/main.rs',
    '',
    'fn main() {\n    println!("ok");\n    std::process::exit(0);\n}\n',
  ),
  rs(
    'rs: bin target exits 0',
    null,
    'src/bin/tool.rs',
    'fn run() {}\n',
    'fn run() {\n    std::process::exit(0);\n}\n',
  ),
  rs(
    'rs: new inline test module',
    null,
    'src/level.rs',
    LEVEL,
    `${LEVEL}\n#[cfg(test)]\nmod tests {\n    use super::*;\n\n    #[test]\n    fn short() {\n        assert!(cfg!(test));\n        assert_eq!(level("ab"), 2);\n    }\n}\n`,
  ),
  rs(
    'rs: constant equals a test literal',
    null,
    'src/lib.rs',
    'pub const MAX_DEPTH: usize = 16;\n',
    'pub const MAX_DEPTH: usize = 48;\n',
  ),
  rs(
    'rs: PartialEq compares fields',
    null,
    'src/token.rs',
    TOKEN,
    `${TOKEN}\nimpl PartialEq for Token {\n    fn eq(&self, other: &Self) -> bool {\n        self.text == other.text\n    }\n}\n`,
  ),
  rs(
    'rs: match table over many names',
    null,
    'src/level.rs',
    LEVEL,
    'pub fn level(name: &str) -> u32 {\n    match name {\n        "silent" => 0,\n        "normal" => 1,\n        "chatty" => 2,\n        "verbose-max" => 9000,\n        _ => name.len() as u32,\n    }\n}\n',
  ),
  rs(
    'rs: error with a message equal to a test literal',
    null,
    'src/parse.rs',
    '',
    'pub fn parse(s: &str) -> Result<u32, String> {\n    s.parse::<u32>().map_err(|_| format!("bad level {}", "verbose-max"))\n}\n',
  ),
  rs(
    'rs: item moved with its #[allow]',
    null,
    'src/level.rs',
    `${LEVEL}\n#[allow(dead_code)]\nfn unused() {}\n`,
    `#[allow(dead_code)]\nfn unused() {}\n\n${LEVEL}`,
  ),
  rs(
    'rs: question mark propagation',
    null,
    'src/read.rs',
    '',
    'use std::fs;\n\npub fn read(path: &str) -> std::io::Result<u32> {\n    let text = fs::read_to_string(path)?;\n    Ok(text.len() as u32)\n}\n',
  ),
  rs(
    'rs: Default impl with a test literal in a field',
    null,
    'src/config.rs',
    'pub struct Config {\n    pub depth: usize,\n}\n',
    'pub struct Config {\n    pub depth: usize,\n}\n\nimpl Default for Config {\n    fn default() -> Self {\n        Self { depth: 48 }\n    }\n}\n',
  ),
];
