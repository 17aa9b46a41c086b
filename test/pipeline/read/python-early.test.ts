import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  listPythonEarly,
  type PythonListings,
  startPythonListings,
} from '../../../src/pipeline/read/probe-environment.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function checkout(): string {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-python-early-'));
  dirs.push(dir);
  return dir;
}

/** Listings that record what was asked, answering nothing. */
function recording(): PythonListings & { asked: Array<[readonly string[], string]> } {
  const asked: Array<[readonly string[], string]> = [];
  return {
    asked,
    list: async (words, cwd) => {
      asked.push([words, cwd]);
      return null;
    },
    folder: async () => '/nonexistent',
    dispose: async () => undefined,
  };
}

describe('listPythonEarly', () => {
  it.each([
    [['pyproject.toml', 'src/app.py'], true],
    [['setup.cfg'], true],
    [['conftest.py', 'tests/test_a.py'], true],
    [['tox.ini'], true],
    // Only the root counts: a Python helper folder in a Node project is no reason to start one.
    [['package.json', 'tools/pyproject.toml', 'scripts/setup.py'], false],
    [['go.mod', 'main.go'], false],
    [[], false],
  ])('base files %j: lists the Python early: %s', (paths, expected) => {
    const listings = recording();
    listPythonEarly(listings, '/repo', paths);
    expect(listings.asked.length > 0).toBe(expected);
  });

  it("asks for the checkout's virtualenv Python at the root, as the probe of a root check will", () => {
    const dir = checkout();
    mkdirSync(join(dir, '.venv', 'bin'), { recursive: true });
    writeFileSync(join(dir, '.venv', 'bin', 'python'), '');
    const listings = recording();
    listPythonEarly(listings, dir, ['pyproject.toml']);
    expect(listings.asked).toEqual([[[join(dir, '.venv', 'bin', 'python')], '']]);
  });
});

describe('startPythonListings', () => {
  it('answers each ask with the listing and removes its scratch folder after', async () => {
    const dir = checkout();
    const listings = startPythonListings(dir, { secrets: [], env: process.env });
    const [first, second] = await Promise.all([
      listings.list(['python3'], ''),
      listings.list(['python3'], ''),
    ]);
    expect(first).toBe(second);
    // The first line names the implementation and version; the distributions follow.
    expect(first).toMatch(/^cpython 3\.\d+\.\d+\n/);
    const scratch = await listings.folder();
    await listings.dispose();
    expect(() => rmSync(scratch)).toThrow(/ENOENT/);
  });
});
