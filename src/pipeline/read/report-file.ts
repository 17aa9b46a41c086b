// Reads the report an earlier, untrusted job uploaded: a regular file (or a folder holding
// testlock-report.json), size-checked before it is read, then schema-checked.
import { lstat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ParsedReport, parseReport, REPORT_MAX_BYTES } from '../../core/report-schema.js';

export const REPORT_FILE = 'testlock-report.json';

export async function loadUploadedReport(path: string): Promise<ParsedReport> {
  let file = path;
  let stats = await lstat(file).catch(() => null);
  if (stats?.isDirectory()) {
    file = join(path, REPORT_FILE);
    stats = await lstat(file).catch(() => null);
  }
  if (stats === null) return { ok: false, reason: `no report at ${path}` };
  // A symlink in an artifact could point at a runner file: only a plain file is read.
  if (!stats.isFile()) return { ok: false, reason: `${file} is not a regular file` };
  if (stats.size > REPORT_MAX_BYTES) {
    return {
      ok: false,
      reason: `report is ${stats.size} bytes, over the ${REPORT_MAX_BYTES} limit`,
    };
  }
  return parseReport(await readFile(file, 'utf8'));
}
