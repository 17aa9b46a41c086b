// Whether a generic signal (NODE_ENV, CI, debug_assertions, __debug__) decides what changed code
// returns or raises, or only gates logging and diagnostics: the line itself, the block it
// guards, the item under an attribute, or the later uses of the variable it sets.
import type { HeadLine } from '../../heuristics/method-extent.js';
import type { Ecosystem } from '../../model/changed-file.js';

export type GenericEffect = 'result' | 'diagnostics';

const RESULT =
  /\breturn\b|\braise\b|\bthrow\b|\bpanic!|\bunreachable!|\bunimplemented!|\btodo!|\byield\b|\bprocess\s*\.\s*exit\b|\bos\s*\.\s*Exit\b|\bsys\s*\.\s*exit\b|\bErr\s*\(|\bassert\b|\bassert!|\bassert_eq!/;
const LOG =
  /^\s*(?:console\s*\.\s*\w+|(?:\w+\.)*log(?:ger|ging)?\s*\.\s*\w+|log\s*\(|print\s*\(|(?:e?print(?:ln)?|debug|info|warn|trace|error|dbg|log)!|tracing\s*::\s*\w+!|fmt\s*\.\s*(?:Fprint|Print)\w*|slog\s*\.\s*\w+|warnings\s*\.\s*warn|sys\s*\.\s*stderr\s*\.\s*write|process\s*\.\s*stderr\s*\.\s*write|debug\s*\(|warning\s*\()/;
const FILLER = /^\s*(?:[{}()\];,]|else\b.*|pass|\}\s*else\s*(?:if\b.*)?\{?|)\s*$/;
// An assignment, not a comparison: its target is what the signal decides.
const ASSIGNED =
  /^\s*(?:export\s+)?(?:const|let|var|static|pub\s+static|pub\s+const)?\s*(?:mut\s+)?([A-Za-z_$][\w$]*)\s*(?::\s*[^=]+)?\s*(?::=|=(?!=))/;
const WINDOW = 80;

const indentOf = (text: string): number => /^\s*/.exec(text)?.[0].length ?? 0;

function depthChange(bare: string): number {
  let d = 0;
  for (const c of bare) {
    if (c === '{') d++;
    else if (c === '}') d--;
  }
  return d;
}

// The lines a condition on `lines[at]` guards: Python's indented suite, else until its braces close.
function guarded(lines: readonly HeadLine[], at: number, ecosystem: Ecosystem): HeadLine[] {
  const line = lines[at];
  if (line === undefined) return [];
  if (ecosystem === 'python') {
    if (!/:\s*$/.test(line.bare)) return [];
    const indent = indentOf(line.text);
    const body: HeadLine[] = [];
    for (const next of lines.slice(at + 1, at + 1 + WINDOW)) {
      if (next.bare.trim() === '') continue;
      if (indentOf(next.text) <= indent) {
        // `else:` / `elif` continue the same decision.
        if (/^\s*(?:else|elif)\b/.test(next.bare)) continue;
        break;
      }
      body.push(next);
    }
    return body;
  }
  let depth = depthChange(line.bare);
  // An attribute or a braceless `if` governs the next item.
  if (depth <= 0) {
    const next = lines.slice(at + 1).find((l) => l.bare.trim() !== '');
    if (next === undefined) return [];
    if (!/^\s*#\s*\[|\bif\b.*\)\s*$/.test(line.bare)) return [];
    const index = lines.indexOf(next);
    return [next, ...(depthChange(next.bare) > 0 ? guarded(lines, index, ecosystem) : [])];
  }
  const body: HeadLine[] = [];
  for (const next of lines.slice(at + 1, at + 1 + WINDOW)) {
    depth += depthChange(next.bare);
    if (depth <= 0) {
      // `} else {` keeps the decision going.
      if (/^\s*\}\s*else\b/.test(next.bare)) {
        depth = 1;
        continue;
      }
      break;
    }
    body.push(next);
  }
  return body;
}

function decides(lines: readonly HeadLine[]): boolean {
  return lines.some((l) => {
    const bare = l.bare.trim();
    if (FILLER.test(bare) || LOG.test(bare)) return false;
    // A definition under the signal (`#[cfg(debug_assertions)] fn limit()`) or a result.
    return (
      RESULT.test(bare) ||
      /^(?:pub\s+)?(?:fn|const|static|def|function|func)\b/.test(bare) ||
      ASSIGNED.test(bare)
    );
  });
}

/** What the generic signal read on head line index `at` decides. */
export function genericEffect(
  lines: readonly HeadLine[],
  at: number,
  ecosystem: Ecosystem,
): GenericEffect {
  const line = lines[at];
  if (line === undefined) return 'diagnostics';
  const bare = line.bare;
  if (LOG.test(bare.trim())) return 'diagnostics';
  if (RESULT.test(bare)) return 'result';
  if (decides(guarded(lines, at, ecosystem))) return 'result';
  // `const strict = process.env.NODE_ENV === 'production'`: what the variable decides later.
  const target = ASSIGNED.exec(bare)?.[1];
  if (target === undefined || /^(?:level|log\w*|verbose|debug\w*|trace\w*|quiet)$/i.test(target))
    return 'diagnostics';
  const use = new RegExp(`\\b${target.replace(/\$/g, '\\$')}\\b`);
  const later = lines.slice(at + 1, at + 1 + WINDOW);
  return later.some((l, i) => {
    if (!use.test(l.bare) || LOG.test(l.bare.trim())) return false;
    return RESULT.test(l.bare) || decides(guarded(later, i, ecosystem));
  })
    ? 'result'
    : 'diagnostics';
}
