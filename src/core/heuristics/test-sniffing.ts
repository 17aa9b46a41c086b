// Flags source code that asks whether it runs under a test runner, so that it can behave
// differently there (`PYTEST_CURRENT_TEST`, `JEST_WORKER_ID`, `testing.Testing()`, `cfg!(test)`).

import type { Ecosystem } from '../model/changed-file.js';
import { describe, nextCode } from './file-view.js';
import type { Block, FileView, Finding, Heuristic } from './types.js';

interface SniffRule {
  re: RegExp;
  langs: readonly Ecosystem[];
}

const Q = `["'\`]`;
const RULES: readonly SniffRule[] = [
  { re: /\bPYTEST_(?:CURRENT_TEST|XDIST_WORKER|VERSION)\b/, langs: ['python'] },
  {
    re: new RegExp(`${Q}(?:_?pytest|unittest|nose2?)${Q}\\s+(?:not\\s+)?in\\s+sys\\.modules`),
    langs: ['python'],
  },
  { re: /\bsys\.modules\s*(?:\.get\s*\(|\[)\s*["'](?:_?pytest|unittest)["']/, langs: ['python'] },
  { re: new RegExp(`${Q}(?:py\\.?test|unittest)${Q}\\s+in\\s+sys\\.argv`), langs: ['python'] },
  { re: /\binspect\.stack\s*\(|\btraceback\.extract_stack\s*\(/, langs: ['python'] },
  { re: /\bJEST_WORKER_ID\b|\bVITEST(?:_\w+)?\b|\b__vitest_\w+/, langs: ['javascript'] },
  {
    re: new RegExp(
      `NODE_ENV\\s*[!=]==?\\s*${Q}test${Q}|${Q}test${Q}\\s*[!=]==?\\s*[\\w.]*NODE_ENV`,
    ),
    langs: ['javascript'],
  },
  {
    re: /\btypeof\s+(?:\(?\s*(?:global|globalThis|window)(?:\s+as\s+\w+)?\s*\)?\s*\.\s*)?(?:jest|vi|vitest|describe|it|expect|mocha)\s*[!=]==?|\bprocess\.env\.(?:JEST|MOCHA)\w*/,
    langs: ['javascript'],
  },
  { re: /\btesting\.Testing\s*\(\s*\)|\bflag\.Lookup\s*\(\s*"test\.\w+"/, langs: ['go'] },
  { re: /os\.Args\[0\].*"\.test"|"\.test".*os\.Args\[0\]/, langs: ['go'] },
  { re: /\bcfg!\s*\(\s*(?:not\s*\(\s*)?test\b/, langs: ['rust'] },
  // The test harness names each test's thread after the test.
  { re: /\bRUST_TEST_\w+|\bthread::current\s*\(\s*\)\s*\.name\s*\(/, langs: ['rust'] },
  { re: /["']org\.(?:junit|testng)\b|\bgetStackTrace\s*\(\s*\)/, langs: ['java'] },
];

// `#[cfg(test)]` or `#[cfg(not(test))]` on an item other than a test module swaps code under test.
const RUST_CFG_TEST = /#\[\s*cfg\s*\(\s*(?:not\s*\(\s*)?test\s*\)?\s*\)\s*\]/;
const TEST_MODULE = /^(?:pub(?:\([^)]*\))?\s+)?mod\s+\w+/;

function rustCfgOnItem(block: Block, index: number): boolean {
  const added = block.added[index];
  if (added === undefined || !RUST_CFG_TEST.test(added.bare)) return false;
  const rest = added.bare.replace(RUST_CFG_TEST, '').trim();
  const item = rest !== '' ? rest : (nextCode(block, index, 1)[0]?.bare ?? '');
  return !TEST_MODULE.test(item);
}

// Lines after an added test module header in the same hunk belong to that module.
function testModuleStart(block: Block): number {
  return block.added.findIndex((a, i) => RUST_CFG_TEST.test(a.bare) && !rustCfgOnItem(block, i));
}

function sniffs(code: string, eco: Ecosystem | null): boolean {
  return RULES.some((r) => (eco === null || r.langs.includes(eco)) && r.re.test(code));
}

export const testSniffing: Heuristic = (file: FileView): Finding[] => {
  const findings: Finding[] = [];
  for (const block of file.blocks) {
    const moduleAt = file.ecosystem === 'rust' ? testModuleStart(block) : -1;
    block.added.forEach((a, i) => {
      if (a.moved || (moduleAt !== -1 && i > moduleAt)) return;
      const hit =
        sniffs(a.code, file.ecosystem) || (file.ecosystem === 'rust' && rustCfgOnItem(block, i));
      if (hit) {
        const detail = describe('source code checks whether it runs under tests', a);
        findings.push({ kind: 'source-test-sniffing', line: a.line, detail });
      }
    });
  }
  return findings;
};
