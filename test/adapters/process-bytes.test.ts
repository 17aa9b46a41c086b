// The process adapter counts every byte a check writes to each stream before the tail bounds it.
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCheck } from '../../src/adapters/process.js';
import type { Check } from '../../src/core/model/check.js';
import { TAIL_MAX_CHARS } from '../../src/core/run/tail-buffer.js';

let work = '';

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'testlock-bytes-'));
  mkdirSync(join(work, 'repo'));
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

function nodeCheck(code: string): Check {
  return {
    name: 'tests',
    kind: 'test',
    command: process.execPath,
    args: ['-e', code],
    script: '',
    cwd: '',
    env: {},
    source: 'test',
    origin: 'ci',
    skipped: null,
  };
}

const options = (name: string) => ({
  root: join(work, 'repo'),
  logDir: join(work, name),
  timeoutMs: 20_000,
  graceMs: 500,
  baseEnv: { PATH: process.env.PATH },
});

describe('runCheck: stream sizes', () => {
  it('counts 3.1 MB of stdout while the report keeps its last 20,000 characters', async () => {
    // Multi-byte characters too: the count is of bytes, the tail of characters.
    const code =
      "const line = 'é'.repeat(49) + 'x\\n'; for (let i = 0; i < 31_000; i++) process.stdout.write(line); process.stderr.write('warn\\n');";
    const result = await runCheck(nodeCheck(code), options('big'));
    expect(result.ok).toBe(true);
    expect(result.stdoutBytes).toBe(31_000 * 100);
    expect(result.stdoutBytes).toBe(statSync(result.logPaths.stdout).size);
    expect(result.stdout.length).toBe(TAIL_MAX_CHARS);
    expect(result.stderrBytes).toBe(5);
    expect(result.stderr).toBe('warn\n');
  });

  it('a check that prints nothing wrote 0 bytes; one that never started too', async () => {
    const silent = await runCheck(nodeCheck(''), options('silent'));
    expect(silent).toMatchObject({ stdoutBytes: 0, stderrBytes: 0 });
    const missing = await runCheck(
      { ...nodeCheck(''), command: 'testlock-no-such-tool' },
      options('missing'),
    );
    expect(missing.notFound).toBe(true);
    expect(missing).toMatchObject({ stdoutBytes: 0, stderrBytes: 0 });
  });
});
