// Finds and reads the per-project / per-shard reports to merge, as untrusted files: only plain
// files, size-checked before they are read (report-file.ts). Validation itself is parsePart's (pure).
import { lstat, readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { type MergePart, parsePart } from '../../core/merge/merge-part.js';
import { UsageError } from '../../errors.js';
import { REPORT_FILE, readReportFile } from './report-file.js';

/** A report file's part name: its folder for `<name>/testlock-report.json`, else its file name. */
function partName(file: string): string {
  const name = basename(file);
  return name === REPORT_FILE ? basename(join(file, '..')) : name.replace(/\.json$/, '');
}

/** Report files under the inputs: files as given; in folders, each JSON file and each subfolder's testlock-report.json. */
async function reportFiles(inputs: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const input of inputs) {
    const stats = await lstat(input).catch(() => null);
    if (stats === null) throw new UsageError(`no such report file or folder: ${input}`);
    if (!stats.isDirectory()) {
      files.push(input);
      continue;
    }
    for (const entry of (await readdir(input, { withFileTypes: true })).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      if (entry.isFile() && entry.name.endsWith('.json')) files.push(join(input, entry.name));
      else if (entry.isDirectory()) files.push(join(input, entry.name, REPORT_FILE));
    }
  }
  return files;
}

async function readPart(file: string): Promise<MergePart> {
  const name = partName(file);
  const read = await readReportFile(file);
  if (read.kind === 'missing') return parsePart(name, undefined);
  if (read.kind === 'rejected') return { name, report: null, rejected: read.reason };
  return parsePart(name, read.text);
}

/** Every part found, plus an empty (missing) part for each expected name that was not found. */
export async function loadParts(
  inputs: readonly string[],
  expected: readonly string[],
): Promise<MergePart[]> {
  const parts = await Promise.all((await reportFiles(inputs)).map(readPart));
  const found = new Set(parts.map((p) => p.name));
  for (const name of expected) if (!found.has(name)) parts.push(parsePart(name, undefined));
  return parts;
}
