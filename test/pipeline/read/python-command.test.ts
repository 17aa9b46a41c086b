// The interpreter the Python probes start for a check: the project's virtualenv when there is
// one, uv's without a sync (a sync builds the PR's project), poetry's, else python3.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Check } from '../../../src/core/model/check.js';
import { pythonCommand } from '../../../src/pipeline/read/probe-environment.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function checkout(venv: string | null): string {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-python-command-'));
  made.push(dir);
  if (venv !== null) {
    mkdirSync(join(dir, venv, 'bin'), { recursive: true });
    writeFileSync(join(dir, venv, 'bin', 'python'), '');
  }
  return dir;
}

function check(command: string): Check {
  return {
    name: 'tests',
    kind: 'test',
    command,
    args: ['run', 'pytest'],
    script: '',
    cwd: '',
    env: {},
    source: 'ci',
    skipped: null,
  };
}

describe('pythonCommand', () => {
  it.each([
    ['uv', null, ['uv', 'run', '--no-sync', 'python']],
    ['poetry', null, ['poetry', 'run', 'python']],
    ['pytest', null, ['python3']],
  ])('%s without a virtualenv: %j', (command, venv, expected) => {
    expect(pythonCommand(checkout(venv), check(command))).toEqual(expected);
  });

  it.each(['.venv', 'venv'])("the checkout's %s first, whatever the runner", (venv) => {
    const root = checkout(venv);
    for (const command of ['uv', 'poetry', 'pytest']) {
      expect(pythonCommand(root, check(command))).toEqual([join(root, venv, 'bin', 'python')]);
    }
  });
});
