// The interpreter the Python probes start for a check: the project's virtualenv when there is
// one, uv's without a sync (a sync builds the PR's project), poetry's, else python3; and the one
// a verify guesses before the checks are known.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { likelyPython, pythonCommand } from '../../../src/pipeline/read/checkout-listings.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function checkout(venv: string | null, files: readonly string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-python-command-'));
  made.push(dir);
  if (venv !== null) {
    mkdirSync(join(dir, venv, 'bin'), { recursive: true });
    writeFileSync(join(dir, venv, 'bin', 'python'), '');
  }
  for (const file of files) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), '');
  }
  return dir;
}

describe('pythonCommand', () => {
  it.each([
    ['uv', null, ['uv', 'run', '--no-sync', 'python']],
    ['poetry', null, ['poetry', 'run', 'python']],
    ['pytest', null, ['python3']],
  ])('%s without a virtualenv: %j', (command, venv, expected) => {
    expect(pythonCommand(checkout(venv), command)).toEqual(expected);
  });

  it.each(['.venv', 'venv'])("the checkout's %s first, whatever the runner", (venv) => {
    const root = checkout(venv);
    for (const command of ['uv', 'poetry', 'pytest']) {
      expect(pythonCommand(root, command)).toEqual([join(root, venv, 'bin', 'python')]);
    }
  });
});

describe('likelyPython', () => {
  it.each([
    ['a pyproject.toml', ['pyproject.toml'], '', ['python3']],
    ['a requirements.txt', ['requirements.txt'], '', ['python3']],
    ['a setup.py in the working folder', ['api/setup.py'], 'api', ['python3']],
    ['a package.json only', ['package.json'], '', null],
    ['nothing', [], '', null],
    ['a Python project in another folder', ['api/pyproject.toml'], '', null],
    ['a uv lock (uv starts the Python)', ['pyproject.toml', 'uv.lock'], '', null],
    ['a poetry lock', ['pyproject.toml', 'poetry.lock'], '', null],
  ])('%s: %j', (_name, files, cwd, expected) => {
    expect(likelyPython(checkout(null, files), cwd)).toEqual(expected);
  });

  it("guesses the checkout's virtualenv, whatever lock the project has", () => {
    const root = checkout('.venv', ['pyproject.toml', 'uv.lock']);
    expect(likelyPython(root, '')).toEqual([join(root, '.venv', 'bin', 'python')]);
  });
});
