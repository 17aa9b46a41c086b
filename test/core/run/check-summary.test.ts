import { describe, expect, it } from 'vitest';
import {
  checkSummary,
  displayCommand,
  formatDuration,
} from '../../../src/core/run/check-summary.js';

const pytest = { command: 'pytest', args: ['-q'], script: 'pytest -q' };

describe('checkSummary', () => {
  it('writes one line per outcome', () => {
    expect(checkSummary({ kind: 'passed' }, pytest)).toBe('passed: pytest -q');
    expect(checkSummary({ kind: 'failed', exitCode: 1 }, pytest)).toBe(
      'failed (exit 1): pytest -q',
    );
    expect(checkSummary({ kind: 'signaled', signal: 'SIGSEGV' }, pytest)).toBe(
      'failed (killed by SIGSEGV): pytest -q',
    );
    expect(checkSummary({ kind: 'timed-out', timeoutMs: 15 * 60_000 }, pytest)).toBe(
      'timed out after 15m: pytest -q',
    );
    expect(checkSummary({ kind: 'interrupted' }, pytest)).toBe('interrupted: pytest -q');
    expect(checkSummary({ kind: 'not-found', command: 'pytest' }, pytest)).toBe(
      'command not found: pytest',
    );
    expect(checkSummary({ kind: 'skipped', reason: 'tool-not-installed' }, pytest)).toBe(
      'skipped (tool-not-installed): pytest -q',
    );
    expect(checkSummary({ kind: 'error', message: 'EACCES' }, pytest)).toBe(
      'failed to start (EACCES): pytest -q',
    );
  });
});

describe('displayCommand', () => {
  it('falls back to the command line when there is no script', () => {
    expect(displayCommand({ command: 'npm', args: ['test'], script: '' })).toBe('npm test');
  });

  it('shows the first line of a multi-line script, marked as cut', () => {
    const script = '\n  cd pkg\n  npm test\n';
    expect(displayCommand({ command: 'bash', args: ['{0}'], script })).toBe('cd pkg …');
  });

  it('shortens a long line to 100 characters', () => {
    const shown = displayCommand({ command: 'x', args: [], script: 'y'.repeat(300) });
    expect(shown).toHaveLength(100);
    expect(shown.endsWith('…')).toBe(true);
  });
});

describe('formatDuration', () => {
  it.each([
    [250, '250ms'],
    [1500, '1.5s'],
    [2000, '2s'],
    [90_000, '1m30s'],
    [15 * 60_000, '15m'],
    [2 * 3_600_000, '2h'],
    [3_600_000 + 5_000, '1h5s'],
  ])('%i ms is %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
