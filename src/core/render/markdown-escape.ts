// Makes untrusted text (paths, test names, tool output) inert in GitHub markdown: no links,
// mentions, HTML, emphasis or table breaks; code goes in spans and fences that it cannot close.
import { escapeControlChars } from '../text/control-chars.js';

// ASCII punctuation that markdown or GitHub's extensions give a meaning to. `@` and `:` stop
// mentions and autolinks; `|` keeps a table cell closed (GFM honours `\|` even in code spans).
const MARKDOWN_PUNCTUATION = /[\\`*_{}[\]()#+\-.!|~@:$^=]/g;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Code on one line inside HTML (a `<summary>`), where markdown is not parsed: a code span there
 * would show its backticks. `"` is escaped too, so it is safe in an attribute as well.
 */
export function htmlCode(text: string): string {
  return `<code>${escapeHtml(escapeControlChars(text)).replace(/"/g, '&quot;')}</code>`;
}

/** Inline text on one line, rendered literally. */
export function escapeInline(text: string): string {
  return escapeHtml(escapeControlChars(text)).replace(MARKDOWN_PUNCTUATION, '\\$&');
}

/** The longest run of `char` in `text`. */
function longestRun(text: string, char: string): number {
  let longest = 0;
  let current = 0;
  for (const ch of text) {
    current = ch === char ? current + 1 : 0;
    if (current > longest) longest = current;
  }
  return longest;
}

/** A code span on one line, safe in a table cell; empty text gives an empty string. */
export function codeSpan(text: string): string {
  const flat = escapeControlChars(text);
  if (flat === '') return '';
  const ticks = '`'.repeat(longestRun(flat, '`') + 1);
  // A span that starts or ends with a backtick needs a space so the fence stays separate.
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${flat.replace(/\|/g, '\\|')}${pad}${ticks}`;
}

/** A fenced block whose fence is longer than any backtick run inside, so nothing closes it. */
export function fencedBlock(text: string, info = ''): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the target.
  const body = text.replace(/\r\n?/g, '\n').replace(/\u0000/g, '\uFFFD');
  const fence = '`'.repeat(Math.max(3, longestRun(body, '`') + 1));
  const trailing = body.endsWith('\n') ? '' : '\n';
  return `${fence}${info}\n${body}${trailing}${fence}`;
}

/** Length of the fence `fencedBlock` adds around `text` (both lines), for budgeting. */
export function fenceOverhead(text: string): number {
  return 2 * Math.max(3, longestRun(text, '`') + 1) + 2;
}
