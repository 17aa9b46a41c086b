// Small readers the runners' listings share: the lines of what a listing printed, a listed file
// made relative to the folder the runner ran in, and a list without repeats.
import { isAbsolute, posix, relative } from 'node:path';

export function listingLines(text: string): string[] {
  return text.split('\n').map((line) => line.replace(/\r$/, '').trimEnd());
}

export function relativePath(file: string, cwd: string): string {
  const path = isAbsolute(file) ? relative(cwd, file) : file;
  return path.split('\\').join(posix.sep);
}

export function unique(words: readonly string[]): string[] {
  return [...new Set(words)];
}
