// Delimits data from the pull request (or from programs it ran) so a reader, person or model, can
// tell it from testlock's own words: a code fence longer than any backtick run inside, wrapped in
// BEGIN/END markers carrying a random nonce the data cannot know, so it cannot fake the end.

/** A fence of backticks longer than the longest run of backticks in `content` (at least 3). */
export function fenceFor(content: string): string {
  let longest = 0;
  for (const run of content.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return '`'.repeat(Math.max(3, longest + 1));
}

export function beginMarker(nonce: string, label: string): string {
  return `BEGIN UNTRUSTED ${nonce} (${label})`;
}

export function endMarker(nonce: string): string {
  return `END UNTRUSTED ${nonce}`;
}

/** `content` as one untrusted block; `label` is testlock's own text, never the PR's. */
export function untrustedBlock(nonce: string, label: string, content: string): string {
  const fence = fenceFor(content);
  const body = content.endsWith('\n') ? content : `${content}\n`;
  return `${beginMarker(nonce, label)}\n${fence}text\n${body}${fence}\n${endMarker(nonce)}\n`;
}
