// The plan's section on what the base checks execute from the repository: each file followed,
// how it was reached, and whether that made it harness (issue 10, item 1).
import type { FollowedFile } from '../model/plan.js';
import { escapeControlChars } from '../text/control-chars.js';

export function followedLines(followed: readonly FollowedFile[]): string[] {
  const present = followed.filter((f) => f.atBase);
  const absent = followed.length - present.length;
  if (present.length === 0 && absent === 0) return [];
  const count = present.length === 1 ? '1 file' : `${present.length} files`;
  const lines = [`executed by the base checks (${count}):`];
  for (const file of present) {
    const mark = file.locked ? 'locked' : '-     ';
    const chain = [...file.via, file.path].map(escapeControlChars).join(' -> ');
    const note = file.note === null ? '' : `  (${escapeControlChars(file.note)})`;
    lines.push(
      `  ${mark}  ${file.how.padEnd(14)}  ${chain}  <- ${escapeControlChars(file.check)}${note}`,
    );
  }
  if (absent > 0)
    lines.push(
      `  ${absent} more path(s) the base would read are absent at base: a PR adding one is harness`,
    );
  lines.push('');
  return lines;
}
