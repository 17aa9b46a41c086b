// Makes a TestFailure from the verbatim lines a console reporter printed for one failing test.
import type { TestFailure } from '../../model/results.js';
import { clipBlock } from '../../text/clip.js';
import { findLocation, type LocationHints } from '../find-location.js';

export function blockFailure(
  name: string,
  message: string,
  lines: readonly string[],
  hints: LocationHints = {},
): TestFailure {
  const detail = clipBlock(lines.join('\n'));
  const location = findLocation(detail, { name, ...hints });
  return {
    name,
    message: message.trim(),
    detail,
    file: location?.file ?? null,
    line: location?.line ?? null,
  };
}

/** The first line with text, trimmed; '' when there is none. */
export function firstText(lines: readonly string[]): string {
  return (lines.find((line) => line.trim() !== '') ?? '').trim();
}

/** Cuts `lines` into blocks that start at lines matching `header`, stopping at `end`. */
export function splitBlocks(
  lines: readonly string[],
  header: RegExp,
  end: (line: string) => boolean = () => false,
): string[][] {
  const blocks: string[][] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (header.test(line)) {
      current = [line];
      blocks.push(current);
    } else if (current && end(line)) {
      current = null;
    } else if (current) {
      current.push(line);
    }
  }
  return blocks;
}
