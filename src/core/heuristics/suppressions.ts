// Flags added comments and attributes that silence a type checker, linter or coverage tool:
// each one turns a check that would fail into one that passes without fixing anything.

import type { Ecosystem } from '../model/changed-file.js';
import { describe } from './file-view.js';
import type { AddedLine, FileView, Finding, Heuristic } from './types.js';

interface SuppressionRule {
  re: RegExp;
  langs: readonly Ecosystem[];
  /** Where the marker lives: in a comment (the line without its comments loses it) or in code. */
  in: 'comment' | 'code';
}

const RULES: readonly SuppressionRule[] = [
  { re: /#\s*type:\s*ignore\b/, langs: ['python'], in: 'comment' },
  { re: /#\s*noqa\b/i, langs: ['python'], in: 'comment' },
  {
    re: /#\s*(?:pyright|mypy):\s*(?:ignore|basic|ignore-errors)\b/,
    langs: ['python'],
    in: 'comment',
  },
  { re: /#\s*pylint:\s*disable\b/, langs: ['python'], in: 'comment' },
  { re: /#\s*pragma:\s*no\s*cover\b/, langs: ['python'], in: 'comment' },
  { re: /@ts-(?:ignore|expect-error|nocheck)\b/, langs: ['javascript'], in: 'comment' },
  { re: /\beslint-disable(?:-next-line|-line)?\b/, langs: ['javascript'], in: 'comment' },
  { re: /\bbiome-ignore(?:-all|-start)?\b/, langs: ['javascript'], in: 'comment' },
  { re: /\b(?:istanbul|c8|v8)\s+ignore\b/, langs: ['javascript'], in: 'comment' },
  { re: /\/\/\s*nolint\b|\/\/\s*lint:(?:ignore|file-ignore)\b/, langs: ['go'], in: 'comment' },
  { re: /#!?\[\s*(?:allow|expect)\s*\([^\]]*\]/, langs: ['rust'], in: 'code' },
  { re: /#!?\[\s*cfg_attr\s*\(.*\ballow\s*\([^\]]*\]/, langs: ['rust'], in: 'code' },
  { re: /#!?\[\s*coverage\s*\(\s*off\s*\)/, langs: ['rust'], in: 'code' },
  { re: /@SuppressWarnings\b/, langs: ['java'], in: 'code' },
  { re: /\/\/\s*NOSONAR\b/, langs: ['java'], in: 'comment' },
];

function applies(rule: SuppressionRule, eco: Ecosystem | null): boolean {
  return eco === null || rule.langs.includes(eco);
}

// A marker in a comment is in the raw line but not in the code; one in a string is in neither
// the comment-free code's blanked form nor a comment, so it does not count.
function matches(rule: SuppressionRule, a: AddedLine): RegExpExecArray | null {
  if (rule.in === 'code') return rule.re.exec(a.bare);
  if (rule.re.test(a.code)) return null;
  return rule.re.exec(a.text);
}

export const suppressions: Heuristic = (file: FileView): Finding[] => {
  const rules = RULES.filter((r) => applies(r, file.ecosystem));
  const findings: Finding[] = [];
  for (const a of file.blocks.flatMap((b) => b.added)) {
    if (a.moved) continue;
    for (const rule of rules) {
      const m = matches(rule, a);
      if (m === null) continue;
      const detail = describe(`${m[0].trim()} added`, a);
      findings.push({ kind: 'suppression-added', line: a.line, detail });
      break;
    }
  }
  return findings;
};
