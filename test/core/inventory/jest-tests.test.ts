// jest's base inventory names files; its JSON report names tests: a base test skipped now is
// judged by name against a run at base, and its anomaly names the test and its file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareInventory, skippedNow } from '../../../src/core/inventory/compare.js';
import { jestJsonIds } from '../../../src/core/inventory/run-ids.js';
import { unconfirmed } from '../../../src/core/inventory/unconfirmed.js';
import type { InventoryEntry, RunIds } from '../../../src/core/model/inventory.js';
import { jestSkippedTests } from '../../../src/core/runners/jest/skipped-tests.js';

const file = (path: string): InventoryEntry => ({ id: path, file: path });
const BASE = [file('test/flags.test.js'), file('test/other.test.js')];

const now: RunIds = {
  ran: [
    'test/flags.test.js',
    'test/other.test.js',
    'test/flags.test.js > flags > fast path',
    'test/flags.test.js > flags > network',
    'test/other.test.js > plain',
  ],
  skipped: ['test/flags.test.js > flags > fast path', 'test/flags.test.js > flags > network'],
  unit: 'file',
};

describe('jest inventory', () => {
  it('reads the files and the tests of a real report', () => {
    const content = readFileSync(
      join(import.meta.dirname, '..', 'results', 'fixtures', 'jest-json', 'jest29-failed.json'),
      'utf8',
    );
    const ids = jestJsonIds(content, '/tmp/jestfx');
    expect(ids.unit).toBe('file');
    expect(ids.ran.slice(0, 2)).toEqual(['test/limits.test.js', 'test/broken.test.js']);
    expect(ids.ran).toContain(
      'test/limits.test.js > burst > at boundary > admits at most the limit',
    );
    expect(ids.skipped).toEqual([
      'test/limits.test.js > burst > skipped one',
      'test/limits.test.js > burst > todo one',
    ]);
  });

  it('the skipped tests of base files are entries of their own', () => {
    const withStray = { ...now, skipped: [...now.skipped, 'test/new.test.js > added', 'odd'] };
    expect(jestSkippedTests(BASE, withStray)).toEqual([
      { id: 'test/flags.test.js > flags > fast path', file: 'test/flags.test.js' },
      { id: 'test/flags.test.js > flags > network', file: 'test/flags.test.js' },
    ]);
    expect(skippedNow(BASE, now, 'jest-files')).toEqual(jestSkippedTests(BASE, now));
  });

  it('gaming: a test that ran at base and skips now is test-newly-skipped, by name, in its file', () => {
    const atBase: RunIds = {
      ran: ['test/flags.test.js', ...now.skipped],
      skipped: ['test/flags.test.js > flags > network'],
      unit: 'file',
    };
    const judged = unconfirmed('jest-files', skippedNow(BASE, now, 'jest-files'), atBase);
    expect(judged).toEqual({ skippedAtBase: ['test/flags.test.js > flags > network'], note: null });
    const found = compareInventory(
      { base: BASE, now, skippedAtBase: judged.skippedAtBase },
      'jest-files',
    );
    expect(found.anomalies).toEqual([
      {
        kind: 'test-newly-skipped',
        severity: 'critical',
        path: 'test/flags.test.js',
        line: null,
        detail:
          'base test test/flags.test.js > flags > fast path was skipped, and is not skipped at base',
      },
    ]);
    expect([found.missing, found.newlySkipped]).toEqual([0, 1]);
  });

  it('honest: tests that skip at base too are not flagged; a file that did not run still is', () => {
    const found = compareInventory(
      { base: [...BASE, file('test/gone.test.js')], now, skippedAtBase: now.skipped },
      'jest-files',
    );
    expect(found.anomalies.map((a) => [a.kind, a.detail])).toEqual([
      [
        'test-missing',
        'base test file test/gone.test.js did not run (not collected, deselected or gone)',
      ],
    ]);
  });

  it('honest: a test the targeted run did not report is not judged, never newly skipped', () => {
    const atBase: RunIds = { ran: ['test/flags.test.js'], skipped: [], unit: 'file' };
    const judged = unconfirmed('jest-files', skippedNow(BASE, now, 'jest-files'), atBase);
    expect(judged.skippedAtBase).toEqual(now.skipped);
    expect(judged.note).toMatch(/did not run in the targeted base run/);
  });
});
