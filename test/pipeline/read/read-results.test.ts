// Result files are evidence from a run the PR's code took part in: read on real files, links,
// FIFOs, folders, stale and oversized files, never followed, never blocking, never unbounded.
import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  truncateSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readReport } from '../../../src/pipeline/read/read-results.js';

const dir = mkdtempSync(join(tmpdir(), 'testlock-read-results-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const now = Date.now();

describe('readReport', () => {
  it('honest: a regular file written during the check is read whole', async () => {
    const path = join(dir, 'junit.xml');
    writeFileSync(path, '<testsuites/>');
    expect(await readReport(path, now - 1000)).toEqual({ text: '<testsuites/>', problem: null });
  });

  it('honest: a missing file is absent, not a problem (the caller decides)', async () => {
    expect(await readReport(join(dir, 'none.xml'), now)).toEqual({ text: null, problem: null });
  });

  it('gaming: a symbolic link to a forged report is not followed', async () => {
    const target = join(dir, 'forged.xml');
    writeFileSync(target, '<testsuites/>');
    const path = join(dir, 'link.xml');
    symlinkSync(target, path);
    expect(await readReport(path, now - 1000)).toEqual({
      text: null,
      problem: 'the report is a symbolic link',
    });
  });

  it('gaming: a FIFO does not block the read', async () => {
    const path = join(dir, 'fifo.xml');
    execFileSync('mkfifo', [path]);
    expect((await readReport(path, now - 1000)).problem).toBe('the report is a FIFO');
  });

  it('gaming: a directory at the report path', async () => {
    const path = join(dir, 'dir.xml');
    mkdirSync(path);
    expect((await readReport(path, now - 1000)).problem).toBe('the report is a directory');
  });

  it("gaming: a file older than the check's start", async () => {
    const path = join(dir, 'stale.xml');
    writeFileSync(path, '<testsuites/>');
    const old = new Date(now - 3600_000);
    utimesSync(path, old, old);
    expect((await readReport(path, now)).problem).toBe(
      "the report is older than the check's start",
    );
  });

  it('gaming: an empty file', async () => {
    const path = join(dir, 'empty.xml');
    writeFileSync(path, '');
    expect((await readReport(path, now - 1000)).problem).toBe('the report is empty');
  });

  it('gaming: a file over the 64 MiB cap is refused without reading it', async () => {
    const path = join(dir, 'huge.xml');
    writeFileSync(path, '');
    truncateSync(path, 65 * 1024 * 1024);
    expect((await readReport(path, now - 1000)).problem).toMatch(/larger than 67108864 bytes/);
  });
});
