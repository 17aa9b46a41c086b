// Flags an exit with success (or an exit hook) added to library code: a process that ends with
// status 0 before the assertions run reads as a passing suite. CLI entry points may exit.

import type { Ecosystem } from '../model/changed-file.js';
import { describe } from './file-view.js';
import type { FileView, Finding, Heuristic } from './types.js';

interface ExitRule {
  re: RegExp;
  langs: readonly Ecosystem[];
  /** Match the code with its strings (the rule names a string), not the blanked code. */
  onCode?: boolean;
}

// Exits with a literal 0 or no status; a non-zero exit fails the run and games nothing.
const ZERO = String.raw`\(\s*(?:0|)\s*\)`;
const RULES: readonly ExitRule[] = [
  {
    re: new RegExp(String.raw`(?:\bsys\.exit|(?<![\w.])(?:exit|quit))\s*${ZERO}`),
    langs: ['python'],
  },
  { re: /\bos\._exit\s*\(|\braise\s+SystemExit\b(?!\s*\(\s*[1-9"'])/, langs: ['python'] },
  { re: /\batexit\.register\b/, langs: ['python'] },
  { re: new RegExp(String.raw`\bprocess\.(?:exit|reallyExit)\s*${ZERO}`), langs: ['javascript'] },
  { re: /\bprocess\.exitCode\s*=\s*0\b/, langs: ['javascript'] },
  { re: /\bprocess\.on\s*\(\s*["'](?:exit|beforeExit)["']/, langs: ['javascript'], onCode: true },
  { re: /\bos\.Exit\s*\(\s*0\s*\)|\bruntime\.Goexit\s*\(/, langs: ['go'] },
  { re: /\b(?:std::)?process::exit\s*\(\s*0\s*\)/, langs: ['rust'] },
  { re: /\b(?:System\.exit|Runtime\.getRuntime\(\)\.halt)\s*\(\s*0\s*\)/, langs: ['java'] },
  { re: /\baddShutdownHook\s*\(/, langs: ['java'] },
];

// Entry points and scripts are where exiting is the job.
const ENTRY_PATH =
  /(?:^|\/)(?:__main__\.py|main\.(?:go|rs|py|[cm]?[jt]s)|manage\.py|setup\.py|cli(?:[._-][^/]*)?|[^/]*[._-]cli\.[^/]+)$|(?:^|\/)(?:bin|cmd|scripts?|tools)\//;
const ENTRY_CODE =
  /^if\s+__name__\s*==\s*["']__main__["']|^func\s+main\s*\(\s*\)|^fn\s+main\s*\(|\bstatic\s+void\s+main\s*\(/;

function isEntryPoint(file: FileView): boolean {
  if (ENTRY_PATH.test(file.path)) return true;
  return file.blocks.some((b) =>
    b.added.some((a) => (a.line === 1 && a.text.startsWith('#!')) || ENTRY_CODE.test(a.code)),
  );
}

export const earlyExit: Heuristic = (file: FileView): Finding[] => {
  if (isEntryPoint(file)) return [];
  const eco = file.ecosystem;
  const rules = RULES.filter((r) => eco === null || r.langs.includes(eco));
  const findings: Finding[] = [];
  for (const a of file.blocks.flatMap((b) => b.added)) {
    if (a.moved) continue;
    for (const rule of rules) {
      const m = rule.re.exec(rule.onCode === true ? a.code : a.bare);
      if (m === null) continue;
      const detail = describe(`${m[0].replace(/\s*\($/, '').trim()} added to library code`, a);
      findings.push({ kind: 'source-early-exit', line: a.line, detail });
      break;
    }
  }
  return findings;
};
