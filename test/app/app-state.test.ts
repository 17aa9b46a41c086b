// The state file read back as untrusted data (table-driven), and written atomically to disk.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MAX_DELIVERIES,
  MAX_STATE_BYTES,
  parseState,
  serializeState,
} from '../../src/app/app-state.js';
import type { PendingCheck } from '../../src/app/pending-checks.js';
import { loadState, saveState } from '../../src/app/state-file.js';

const NOW = 1_800_000_000_000;
const CHECK: PendingCheck = {
  installationId: 77,
  owner: 'acme',
  repo: 'widget',
  headSha: 'a'.repeat(40),
  checkRunId: 1001,
  since: NOW - 60_000,
};
const file = (fields: Record<string, unknown>) => JSON.stringify({ version: 1, ...fields });

describe('parseState: the saved state is untrusted data', () => {
  const cases: Array<{
    name: string;
    text: string;
    deliveries: string[];
    pending: PendingCheck[];
    problem: string | null;
  }> = [
    {
      name: 'a state the App wrote is read back whole',
      text: serializeState({ deliveries: ['d-1', 'd-2'], pending: [CHECK] }),
      deliveries: ['d-1', 'd-2'],
      pending: [CHECK],
      problem: null,
    },
    { name: 'not JSON', text: '{"version":1,', deliveries: [], pending: [], problem: 'not JSON' },
    {
      name: 'another version',
      text: JSON.stringify({ version: 2, deliveries: ['d-1'] }),
      deliveries: [],
      pending: [],
      problem: 'not a version 1 state',
    },
    {
      name: 'an array instead of the object',
      text: '[1,2]',
      deliveries: [],
      pending: [],
      problem: 'not a version 1 state',
    },
    {
      name: 'ids that are not delivery ids are dropped, duplicates kept once',
      text: file({ deliveries: ['ok-1', 7, '../../x', 'a b', '', 'x'.repeat(101), 'ok-1'] }),
      deliveries: ['ok-1'],
      pending: [],
      problem: null,
    },
    {
      name: 'checks with a bad field are dropped',
      text: file({
        pending: [
          { ...CHECK, owner: '../etc' },
          { ...CHECK, headSha: 'HEAD' },
          { ...CHECK, checkRunId: -1 },
          { ...CHECK, installationId: '77' },
          { ...CHECK, since: 'yesterday' },
          null,
          CHECK,
        ],
      }),
      deliveries: [],
      pending: [CHECK],
      problem: null,
    },
    {
      name: 'a clock that starts in the future starts now (it would never run out)',
      text: file({ pending: [{ ...CHECK, since: NOW + 10 ** 12 }] }),
      deliveries: [],
      pending: [{ ...CHECK, since: NOW }],
      problem: null,
    },
    {
      name: 'lists over the bound keep their newest entries',
      text: file({ deliveries: Array.from({ length: MAX_DELIVERIES + 5 }, (_, i) => `d-${i}`) }),
      deliveries: Array.from({ length: MAX_DELIVERIES }, (_, i) => `d-${i + 5}`),
      pending: [],
      problem: null,
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const { state, problem } = parseState(c.text, NOW);
      expect(problem).toBe(c.problem);
      expect(state.deliveries).toEqual(c.deliveries);
      expect(state.pending).toEqual(c.pending);
    });
  }
});

describe('the state file', () => {
  let dir = '';
  afterEach(() => {
    if (dir !== '') rmSync(dir, { recursive: true, force: true });
    dir = '';
  });

  it('is written by rename (no temporary file left) and read back', () => {
    dir = mkdtempSync(join(tmpdir(), 'testlock-state-'));
    const stateDir = join(dir, 'nested', '@state');
    saveState(stateDir, { deliveries: ['d-1'], pending: [CHECK] });
    saveState(stateDir, { deliveries: ['d-1', 'd-2'], pending: [] });
    expect(readdirSync(stateDir)).toEqual(['state.json']);
    expect(loadState(stateDir, NOW)).toEqual({
      state: { deliveries: ['d-1', 'd-2'], pending: [] },
      problem: null,
    });
  });

  it('is absent at the first start: empty, no problem', () => {
    dir = mkdtempSync(join(tmpdir(), 'testlock-state-'));
    expect(loadState(join(dir, 'none'), NOW)).toEqual({
      state: { deliveries: [], pending: [] },
      problem: null,
    });
  });

  it('gaming: a file over the size bound is not read', () => {
    dir = mkdtempSync(join(tmpdir(), 'testlock-state-'));
    writeFileSync(join(dir, 'state.json'), ' '.repeat(MAX_STATE_BYTES + 1));
    const loaded = loadState(dir, NOW);
    expect(loaded.state.deliveries).toEqual([]);
    expect(loaded.problem).toContain('over the');
  });

  it('gaming: a symlink in place of the file is not followed', () => {
    dir = mkdtempSync(join(tmpdir(), 'testlock-state-'));
    mkdirSync(join(dir, 'elsewhere'));
    writeFileSync(join(dir, 'elsewhere', 'x.json'), file({ deliveries: ['planted'] }));
    symlinkSync(join(dir, 'elsewhere', 'x.json'), join(dir, 'state.json'));
    const loaded = loadState(dir, NOW);
    expect(loaded.state.deliveries).toEqual([]);
    expect(loaded.problem).toContain('cannot be opened');
  });
});
