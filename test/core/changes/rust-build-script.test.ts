import { describe, expect, it } from 'vitest';
import { buildScriptWritesOutside } from '../../../src/core/changes/rust-build-script.js';

const main = (...body: string[]): string =>
  `use std::{env, fs, path::Path};\n\nfn main() {\n${body.map((l) => `    ${l}`).join('\n')}\n}\n`;

describe('buildScriptWritesOutside', () => {
  it.each<[string, string, RegExp]>([
    [
      'gaming: rewrites tests/ through the manifest dir',
      main(
        'let dir = env::var("CARGO_MANIFEST_DIR").unwrap();',
        'fs::write(Path::new(&dir).join("tests/burst.rs"), "").unwrap();',
      ),
      /fs::write\(Path::new\(&dir\)/,
    ],
    [
      'gaming: a relative path into src/',
      main('fs::write("src/lib.rs", "pub fn add() {}").unwrap();'),
      /not under OUT_DIR/,
    ],
    [
      'gaming: File::create on a parent folder',
      main('let f = fs::File::create("../elsewhere").unwrap();'),
      /File::create/,
    ],
    [
      'gaming: a command that edits tests/',
      main(
        'std::process::Command::new("sh").args(["-c", "sed -i s/100/150/ tests/burst.rs"]).status().unwrap();',
      ),
      /runs a command/,
    ],
  ])('%s', (_name, text, why) => {
    expect(buildScriptWritesOutside(text)).toMatch(why);
  });

  it.each<[string, string]>([
    [
      'honest: generated code into OUT_DIR, reading from the manifest dir',
      main(
        'let out = env::var("OUT_DIR").unwrap();',
        'let src = env::var("CARGO_MANIFEST_DIR").unwrap();',
        'let proto = fs::read_to_string(Path::new(&src).join("proto/a.proto")).unwrap();',
        'fs::write(Path::new(&out).join("gen.rs"), proto).unwrap();',
      ),
    ],
    [
      'honest: rerun-if-changed on src files and a git command',
      main(
        'println!("cargo:rerun-if-changed=src/lib.rs");',
        'let v = std::process::Command::new("git").arg("describe").output();',
        'let _ = v;',
      ),
    ],
    ['honest: no writes at all', main('println!("cargo:rustc-cfg=fast");')],
  ])('%s', (_name, text) => {
    expect(buildScriptWritesOutside(text)).toBeNull();
  });
});
