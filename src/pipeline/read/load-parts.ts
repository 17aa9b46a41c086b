// Finds and reads the per-project / per-shard reports to merge, as untrusted files: only plain
// files, size-checked before they are read (report-file.ts). Validation itself is parsePart's (pure).
import { lstat, readdir } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
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

/** What a part holds, for telling two copies of one report apart from two reports. */
function contentKey(part: MergePart): string | null {
  if (part.report === null) return null;
  const { report, coverageTotals, shard, project } = part;
  return JSON.stringify([report, coverageTotals ?? null, shard ?? null, project ?? null]);
}

/**
 * The parts without copies: a file listed twice (`merge reports/ reports/a.json`) or a report
 * identical to an earlier part's (an artifact downloaded twice) counts once; summing both would
 * double its tests. The copy's name is then a part without its own report, as if it were absent.
 */
function withoutCopies(
  parts: readonly MergePart[],
  files: readonly string[],
  skipped: (line: string) => void,
): MergePart[] {
  const byFile = new Set<string>();
  const byContent = new Map<string, string>();
  const kept: MergePart[] = [];
  for (const [i, part] of parts.entries()) {
    const file = resolve(files[i] ?? '');
    if (byFile.has(file)) {
      skipped(`${part.name}: ${file} is listed twice; it counts once`);
      continue;
    }
    byFile.add(file);
    const key = contentKey(part);
    const first = key === null ? undefined : byContent.get(key);
    if (first !== undefined) {
      skipped(`${part.name}: the same report as ${first}; it counts once`);
      continue;
    }
    if (key !== null) byContent.set(key, part.name);
    kept.push(part);
  }
  return kept;
}

/**
 * Every part found (copies counted once, each said through `skipped`), plus an empty (missing)
 * part for each expected name that was not found. Inputs that hold no report file at all are a
 * usage error saying what was looked for.
 */
export async function loadParts(
  inputs: readonly string[],
  expected: readonly string[],
  skipped: (line: string) => void = () => undefined,
): Promise<MergePart[]> {
  const files = await reportFiles(inputs);
  if (files.length === 0 && expected.length === 0) {
    throw new UsageError(
      `no report to merge: ${inputs.join(', ')} holds no report (a .json file, or a folder per part holding ${REPORT_FILE})`,
    );
  }
  const parts = withoutCopies(await Promise.all(files.map(readPart)), files, skipped);
  const found = new Set(parts.map((p) => p.name));
  for (const name of expected) if (!found.has(name)) parts.push(parsePart(name, undefined));
  return parts;
}
