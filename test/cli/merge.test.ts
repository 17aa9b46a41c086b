import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/core/model/report.js';
import { aReport } from '../builders/report.js';
import { type CliRun, cli } from '../helpers/cli.js';

const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Lays the reports out as download-artifact does: one folder per artifact. */
function artifacts(reports: Record<string, Report | string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-merge-'));
  dirs.push(dir);
  for (const [name, report] of Object.entries(reports)) {
    mkdirSync(join(dir, name));
    const text = typeof report === 'string' ? report : JSON.stringify(report);
    writeFileSync(join(dir, name, 'testlock-report.json'), text);
  }
  return dir;
}

function merge(args: string[]): Promise<CliRun> {
  return cli(['merge', ...args], '/');
}

describe('testlock merge', () => {
  it('sums two shards into one passing report', async () => {
    const dir = artifacts({
      'shard-1': aReport({ tests_run: 4, tests_passed: 4 }),
      'shard-2': aReport({ tests_run: 6, tests_passed: 6 }),
    });
    const result = await merge(['--json', '-', '--expect', 'shard-1,shard-2', dir]);
    const report = JSON.parse(result.stdout) as Report;
    expect(result.code).toBe(0);
    expect(report).toMatchObject({
      verdict: 'PASS',
      tests_run: 10,
      tests_passed: 10,
      verified: true,
    });
  });

  it('fails and names a shard whose report is missing', async () => {
    const dir = artifacts({ 'shard-1': aReport() });
    const result = await merge(['--json', '-', '--expect', 'shard-1,shard-2', dir]);
    const report = JSON.parse(result.stdout) as Report;
    expect(result.code).toBe(1);
    expect(report.verdict).toBe('FAIL');
    expect(report.summary).toContain('shard-2');
  });

  it('gaming: fails naming the shard of three whose report never arrived, without --expect', async () => {
    const dir = artifacts({
      'testlock-shard-1': { ...aReport(), shard: '1/3' } as Report,
      'testlock-shard-3': { ...aReport(), shard: '3/3' } as Report,
    });
    const result = await merge(['--json', '-', dir]);
    const report = JSON.parse(result.stdout) as Report;
    expect(result.code).toBe(1);
    expect(report.verdict).toBe('FAIL');
    expect(report.confidence_qualifier).toBe('failed: missing report: shard 2/3');
    expect(report.summary).toContain('missing report: shard 2/3');
  });

  it('honest: three shards of three merge to PASS without --expect', async () => {
    const dir = artifacts({
      'testlock-shard-1': { ...aReport(), shard: '1/3' } as Report,
      'testlock-shard-2': { ...aReport(), shard: '2/3' } as Report,
      'testlock-shard-3': { ...aReport(), shard: '3/3' } as Report,
    });
    const result = await merge(['--json', '-', dir]);
    expect(result.code).toBe(0);
    expect((JSON.parse(result.stdout) as Report).tests_run).toBe(30);
  });

  it('is a usage error when two reports are for the same shard', async () => {
    const dir = artifacts({
      a: { ...aReport(), shard: '1/2' } as Report,
      b: { ...aReport({ tests_run: 11, tests_passed: 11 }), shard: '1/2' } as Report,
    });
    const result = await merge(['--json', '-', dir]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('testlock: two reports for shard 1/2 of the root: a, b\n');
  });

  it('rejects a malformed report with its reason and does not trust it', async () => {
    const dir = artifacts({
      'shard-1': aReport(),
      'shard-2': '{"schema_version": 1, "verdict": "PASS"}',
    });
    const result = await merge(['--json', '-', dir]);
    const report = JSON.parse(result.stdout) as Report;
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^testlock: rejected report shard-2: .+/m);
    expect(report.verdict).toBe('FAIL');
    expect(report.tests_run).toBe(10);
  });

  it('counts two copies of one report once (an artifact downloaded twice), and says so', async () => {
    const one = aReport({ tests_run: 4, tests_passed: 4 });
    const dir = artifacts({ a: one, b: one, c: aReport({ tests_run: 6, tests_passed: 6 }) });
    const result = await merge(['--json', '-', dir]);
    const report = JSON.parse(result.stdout) as Report;
    expect(report.tests_run).toBe(10);
    expect(result.stderr).toContain(
      'testlock: skipped report b: the same report as a; it counts once\n',
    );
    expect(result.code).toBe(0);
  });

  it('gaming: a copy standing in for an expected part leaves that part missing', async () => {
    const one = aReport();
    const dir = artifacts({ api: one, web: one });
    const result = await merge(['--json', '-', '--expect', 'api,web', dir]);
    const report = JSON.parse(result.stdout) as Report;
    expect(result.code).toBe(1);
    expect(report.summary).toContain('missing report: web');
  });

  it('counts a file listed twice once', async () => {
    const dir = artifacts({ a: aReport({ tests_run: 4, tests_passed: 4 }) });
    const file = join(dir, 'a', 'testlock-report.json');
    const result = await merge(['--json', '-', file, dir]);
    expect((JSON.parse(result.stdout) as Report).tests_run).toBe(4);
    expect(result.stderr).toMatch(/testlock: skipped report a: .* is listed twice; it counts once/);
  });

  it('an empty folder is a usage error that says what was looked for', async () => {
    const dir = artifacts({});
    const result = await merge([dir]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `testlock: no report to merge: ${dir} holds no report (a .json file, or a folder per part holding testlock-report.json)\n`,
    );
  });

  it('is a usage error when an input does not exist', async () => {
    const result = await merge(['/nonexistent/reports']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('testlock: no such report file or folder: /nonexistent/reports\n');
  });
});
