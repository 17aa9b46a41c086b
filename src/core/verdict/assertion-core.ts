// The core of a failed assertion for the qualifier and the annotations: the runner's own
// comparison (`5 !== 4`, `expected 4, received 5`, Rust's left/right), not its header line.

// node:assert's headers end in a colon and put the comparison on the lines after them.
const NODE_ERROR_PREFIX = /^AssertionError(?: \[ERR_ASSERTION\])?: /;
// Lines of a node stack or of the inspected error object: never the comparison itself.
const NOT_A_COMPARISON = /^(?:at |\{|\}|[+-] (?:actual|expected)\b|\.\.\.|[a-zA-Z_]+: )/;

function valueAfter(lines: readonly string[], key: RegExp): string | null {
  for (const line of lines) {
    const match = key.exec(line);
    if (match?.[1] !== undefined && match[1].trim() !== '')
      return match[1].trim().replace(/,$/, '');
  }
  return null;
}

/** node:test: `Expected values to be strictly equal:` → the `5 !== 4` line, or actual/expected. */
function nodeComparison(header: string, lines: readonly string[]): string | null {
  const at = lines.findIndex((line) => line.endsWith(header));
  if (at >= 0) {
    const next = lines.slice(at + 1).find((line) => line !== '');
    if (next !== undefined && !NOT_A_COMPARISON.test(next)) return next;
  }
  const actual = valueAfter(lines, /^actual: (.+)$/);
  const expected = valueAfter(lines, /^expected: (.+)$/);
  if (actual !== null && expected !== null) return `actual ${actual}, expected ${expected}`;
  return null;
}

/**
 * `message` is the parser's one-line message, `detail` the verbatim block it came from. The
 * message is kept when it already says what differs (pytest, go, vitest); otherwise the detail's
 * comparison is lifted, as the runner printed it.
 */
export function assertionCore(message: string, detail: string): string {
  const lines = detail.split('\n').map((line) => line.trim());
  const header = message.replace(NODE_ERROR_PREFIX, '');
  if (header.endsWith(':')) return nodeComparison(header, lines) ?? message;
  if (/^expect\(/.test(message)) {
    // jest's header is the matcher call; its diff carries the values.
    const expected = valueAfter(lines, /^Expected(?: value)?: (.+)$/);
    const received = valueAfter(lines, /^Received(?: value)?: (.+)$/);
    if (expected !== null && received !== null) return `expected ${expected}, received ${received}`;
  }
  if (/^assertion .* failed/.test(message)) {
    const left = valueAfter(lines, /^left: (.+)$/);
    const right = valueAfter(lines, /^right: (.+)$/);
    if (left !== null && right !== null) return `${message} (left: ${left}, right: ${right})`;
  }
  return message;
}
