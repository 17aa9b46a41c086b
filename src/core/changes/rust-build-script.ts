// A Cargo build script runs before the tests compile: one that writes into the package (tests/,
// src/) can rewrite the locked tests, so the PR's build.rs doing so is a harness change.
import type { Anomaly } from '../model/anomaly.js';
import type { ChangedFile } from '../model/changed-file.js';
import { clipChars } from '../text/clip.js';
import { scanRustNonCode } from './rust-lexical.js';

const WRITE_CALL =
  /\b(?:fs::(?:write|copy|rename|remove_file|remove_dir|remove_dir_all|create_dir|create_dir_all|hard_link|soft_link)|File::create|File::options|OpenOptions::new|symlink)\s*\(/g;
const COMMAND = /\bCommand::new\s*\(/;
// Where a build script has no business writing: the package tree, its parent, absolute paths.
const PACKAGE_PATH =
  /CARGO_MANIFEST_DIR|current_dir\s*\(|"(?:[^"\n]*\s)?(?:\.{1,2}[/\\]|\/|[A-Za-z]:\\|(?:src|tests?|benches|examples)(?:[/\\"]))/;
const OUT_DIR = /out_dir|OUT_DIR|\bout\b/i;

function callArgument(text: string, masked: string, open: number): string {
  let depth = 0;
  for (let j = open; j < masked.length; j++) {
    if (masked[j] === '(') depth++;
    else if (masked[j] === ')' && --depth === 0) return text.slice(open + 1, j);
  }
  return text.slice(open + 1);
}

/** Why the build script may write outside OUT_DIR, or null. */
export function buildScriptWritesOutside(text: string): string | null {
  if (!PACKAGE_PATH.test(text)) return null;
  const { masked } = scanRustNonCode(text);
  for (const m of masked.matchAll(WRITE_CALL)) {
    const call = m[0].replace(/\s*\($/, '');
    const argument = callArgument(text, masked, (m.index ?? 0) + m[0].length - 1);
    if (!OUT_DIR.test(argument))
      return `${call}(${clipChars(argument.trim(), 60)}) is not under OUT_DIR`;
  }
  if (COMMAND.test(masked)) return 'it runs a command and names a path in the package tree';
  return null;
}

/** `harness-modified` for a build.rs the PR adds or edits that writes outside OUT_DIR. */
export function buildScriptAnomalies(file: ChangedFile, headText: string | null): Anomaly[] {
  const name = file.path.slice(file.path.lastIndexOf('/') + 1);
  if (name !== 'build.rs' || headText === null || file.status === 'deleted') return [];
  const why = buildScriptWritesOutside(headText);
  if (why === null) return [];
  return [
    {
      kind: 'harness-modified',
      severity: 'critical',
      path: file.path,
      line: null,
      detail: `build script may write outside OUT_DIR (it runs before the tests compile): ${why}`,
    },
  ];
}
