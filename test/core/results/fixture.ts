// Reads a fixture of the result parsers: real output of real tools (see fixtures/README.md).
import { readFileSync } from 'node:fs';

export function fixture(path: string): string {
  return readFileSync(new URL(`./fixtures/${path}`, import.meta.url), 'utf8');
}
