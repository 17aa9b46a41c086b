// The one reader of report files an earlier, untrusted job wrote (an uploaded report, the parts of
// a merge): only a regular file, size-checked before it is read; its schema is the caller's check.
import { lstat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ParsedReport, parseReport, REPORT_MAX_BYTES } from '../../core/report-schema.js';

export const REPORT_FILE = 'testlock-report.json';

/** A report file's text, or why it was not read. */
export type ReportFileText =
  | { kind: 'text'; text: string }
  | { kind: 'missing' }
  | { kind: 'rejected'; reason: string };

export async function readReportFile(file: string): Promise<ReportFileText> {
  const stats = await lstat(file).catch(() => null);
  if (stats === null) return { kind: 'missing' };
  // A symlink in an artifact could point at a runner file: only a plain file is read.
  if (!stats.isFile()) return { kind: 'rejected', reason: `${file} is not a regular file` };
  if (stats.size > REPORT_MAX_BYTES) {
    return {
      kind: 'rejected',
      reason: `report is ${stats.size} bytes, over the ${REPORT_MAX_BYTES} limit`,
    };
  }
  return { kind: 'text', text: await readFile(file, 'utf8') };
}

/** The uploaded report at `path`: that file, or a folder's testlock-report.json. */
export async function loadUploadedReport(path: string): Promise<ParsedReport> {
  const stats = await lstat(path).catch(() => null);
  const read = await readReportFile(stats?.isDirectory() ? join(path, REPORT_FILE) : path);
  if (read.kind === 'missing') return { ok: false, reason: `no report at ${path}` };
  if (read.kind === 'rejected') return { ok: false, reason: read.reason };
  return parseReport(read.text);
}
