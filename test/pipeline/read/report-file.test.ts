import { mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPORT_MAX_BYTES } from '../../../src/core/report-schema.js';
import { loadUploadedReport, readReportFile } from '../../../src/pipeline/read/report-file.js';

const dir = mkdtempSync(join(tmpdir(), 'testlock-report-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('readReportFile: the one reader of untrusted report files', () => {
  it('honest: reads a regular file', async () => {
    expect(await readReportFile(file('plain.json', '{"a":1}'))).toEqual({
      kind: 'text',
      text: '{"a":1}',
    });
  });

  it('honest: a missing file is missing, not rejected (a merge counts it as a missing part)', async () => {
    expect(await readReportFile(join(dir, 'absent.json'))).toEqual({ kind: 'missing' });
  });

  it('gaming: a symlink to a runner file is not followed', async () => {
    const target = file('secret.txt', 'runner secret');
    const link = join(dir, 'link.json');
    symlinkSync(target, link);
    const read = await readReportFile(link);
    expect(read).toEqual({ kind: 'rejected', reason: `${link} is not a regular file` });
  });

  it('gaming: a file over the size limit is rejected before it is read', async () => {
    const big = file('big.json', '');
    truncateSync(big, REPORT_MAX_BYTES + 1);
    const read = await readReportFile(big);
    expect(read.kind).toBe('rejected');
    expect(read.kind === 'rejected' && read.reason).toContain('over the');
  });

  it('honest: a file of exactly the limit is read', async () => {
    const edge = file('edge.json', '');
    truncateSync(edge, REPORT_MAX_BYTES);
    expect((await readReportFile(edge)).kind).toBe('text');
  });
});

describe('loadUploadedReport', () => {
  it('reads testlock-report.json inside a folder and names the folder when it is absent', async () => {
    const folder = join(dir, 'artifact');
    mkdirSync(folder);
    expect(await loadUploadedReport(folder)).toEqual({
      ok: false,
      reason: `no report at ${folder}`,
    });
    writeFileSync(join(folder, 'testlock-report.json'), 'not json');
    const parsed = await loadUploadedReport(folder);
    expect(parsed.ok).toBe(false);
  });

  it('gaming: a folder whose report is a symlink is rejected', async () => {
    const folder = join(dir, 'linked');
    mkdirSync(folder);
    symlinkSync(file('elsewhere.json', '{}'), join(folder, 'testlock-report.json'));
    const parsed = await loadUploadedReport(folder);
    expect(parsed).toEqual({
      ok: false,
      reason: `${join(folder, 'testlock-report.json')} is not a regular file`,
    });
  });
});
