// The `/testlock allow` PR comment: what counts as the command (the whole comment, trimmed, so a
// comment that quotes or explains it approves nothing), and the note the App puts on the check run
// when a comment did not approve. Pure.
import { escapeInline } from '../core/render/markdown-escape.js';

export const ALLOW_COMMAND = '/testlock allow';

/** True when the comment is the command and nothing else. */
export function isAllowCommand(body: string): boolean {
  return body.replace(/\r\n?/g, '\n').trim() === ALLOW_COMMAND;
}

// The note opens the summary; a later note replaces it instead of piling up.
const NOTE_START = '> **`/testlock allow`';
const NOTE_END = '\n\n';

/** `summary` with `why` as its note on the last `/testlock allow` comment (a previous note replaced). */
export function withCommandNote(summary: string, login: string, why: string): string {
  const end = summary.indexOf(NOTE_END);
  const rest =
    summary.startsWith(NOTE_START) && end !== -1 ? summary.slice(end + NOTE_END.length) : summary;
  return `${NOTE_START} from ${escapeInline(`@${login}`)} not applied:** ${escapeInline(why)}${NOTE_END}${rest}`;
}

/**
 * True when the comment was written after the check run of the current head was created: a
 * comment older than that was about an earlier commit (a late delivery, a redelivery) and does
 * not approve a commit its author had not seen. Fails closed when a time is missing or unreadable.
 */
export function writtenForThisHead(
  commentAt: string | null,
  checkStartedAt: string | null,
): boolean {
  const comment = Date.parse(commentAt ?? '');
  const started = Date.parse(checkStartedAt ?? '');
  if (!Number.isFinite(comment) || !Number.isFinite(started)) return false;
  return comment >= started;
}
