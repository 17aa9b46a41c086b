// The runner's I/O through the real @actions/core (src/action/runner-io.ts, file-commands.ts):
// what core escapes on its own, and what testlock keeps on top of it: one-line outputs, the
// 1 MiB summary, no retired `set-output` command when the runner gives no output file.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  STEP_SUMMARY_LIMIT,
  tryAppendJobSummary,
  tryWriteOutputs,
} from '../../src/action/file-commands.js';
import { readOutputs } from './harness.js';
import { inRunner } from './runner-env.js';

let dir = '';
let files = { GITHUB_OUTPUT: '', GITHUB_STEP_SUMMARY: '' };
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'testlock-runner-io-'));
  files = { GITHUB_OUTPUT: join(dir, 'output.txt'), GITHUB_STEP_SUMMARY: join(dir, 'summary.md') };
  writeFileSync(files.GITHUB_OUTPUT, '');
  writeFileSync(files.GITHUB_STEP_SUMMARY, '');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('annotations (escaped by @actions/core: enough for the runner, testlock adds none)', () => {
  it('encodes %, CR and LF in data and also : and , in properties', async () => {
    const { stdout } = await inRunner({}, (io) => {
      io.annotate('error', '50%\n::error::x', { file: 'a,b.py', startLine: 3 });
      io.annotate('warning', 'w', { title: 'a%b\r\nc:d,e', file: 'x.py', startLine: 1 });
    });
    expect(stdout).toBe(
      '::error file=a%2Cb.py,line=3::50%25%0A::error::x\n' +
        '::warning title=a%25b%0D%0Ac%3Ad%2Ce,file=x.py,line=1::w\n',
    );
  });

  it('fails the step with one error line and exit status 1', async () => {
    const { value, stdout } = await inRunner({}, (io) => {
      io.fail('testlock: bad %0A input');
      return process.exitCode;
    });
    expect(value).toBe(1);
    expect(stdout).toBe('::error::testlock: bad %250A input\n');
  });
});

describe('step outputs', () => {
  it('gaming: a value with newlines and a forged delimiter block stays one line of its output', async () => {
    const forged = 'x\nghadelimiter_0\nverified<<EOF\ntrue\nEOF\n';
    const { value } = await inRunner(files, (io) =>
      tryWriteOutputs(io, { 'confidence-qualifier': forged, verified: 'false' }),
    );
    expect(value).toBe(true);
    const text = readFileSync(files.GITHUB_OUTPUT, 'utf8');
    expect(readOutputs(files.GITHUB_OUTPUT)).toEqual({
      'confidence-qualifier': 'x\\nghadelimiter_0\\nverified<<EOF\\ntrue\\nEOF\\n',
      verified: 'false',
    });
    expect(text.split('\n')).toHaveLength(7);
  });

  it('without an output file: false, and no retired set-output command on stdout', async () => {
    const { value, stdout } = await inRunner({}, (io) => tryWriteOutputs(io, { verified: 'true' }));
    expect(value).toBe(false);
    expect(stdout).toBe('');
  });
});

describe('job summary', () => {
  it('is kept within 1 MiB with a note, appended to what is there', async () => {
    writeFileSync(files.GITHUB_STEP_SUMMARY, 'before\n');
    const { value } = await inRunner(files, (io) =>
      tryAppendJobSummary(io, 'é'.repeat(STEP_SUMMARY_LIMIT)),
    );
    expect(value).toBe(true);
    const text = readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8');
    expect(text.startsWith('before\né')).toBe(true);
    expect(text.endsWith('_… job summary truncated to 1 MiB._\n')).toBe(true);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(STEP_SUMMARY_LIMIT);
  });

  it('honest: a small summary is written as it is; each I/O writes to its own runner file', async () => {
    await inRunner(files, (io) => tryAppendJobSummary(io, '## testlock\n'));
    const other = join(dir, 'other.md');
    writeFileSync(other, '');
    await inRunner({ ...files, GITHUB_STEP_SUMMARY: other }, (io) =>
      tryAppendJobSummary(io, '## again\n'),
    );
    expect(readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8')).toBe('## testlock\n');
    expect(readFileSync(other, 'utf8')).toBe('## again\n');
  });

  it('without a summary file: false, nothing written', async () => {
    const { value, stdout } = await inRunner({}, (io) => tryAppendJobSummary(io, '## x\n'));
    expect(value).toBe(false);
    expect(stdout).toBe('');
  });
});

describe('masking', () => {
  it('masks the value with one add-mask command', async () => {
    const { stdout } = await inRunner({}, (io) => io.setSecret('s3cr%t'));
    expect(stdout).toBe('::add-mask::s3cr%25t\n');
  });
});
