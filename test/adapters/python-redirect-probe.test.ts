// The interpreter's site folders are asked once for the trees of one run: a stand-in `python`
// (a real script, run as a process) counts how often it is started; another environment or a
// probe that failed asks again.
import {
  appendFileSync,
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { redirectPython } from '../../src/adapters/python-redirect.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A virtualenv whose `bin/python` logs each start and answers the sites probe (or fails). */
function fakeVenv(fails = false): { venv: string; starts: () => number; site: string } {
  const venv = mkdtempSync(join(tmpdir(), 'testlock-fake-venv-'));
  dirs.push(venv);
  const site = join(venv, 'site');
  mkdirSync(join(venv, 'bin'));
  mkdirSync(site);
  const log = join(venv, 'starts.log');
  writeFileSync(log, '');
  const answer = JSON.stringify({ sites: [site], stdlib: ['os'] });
  writeFileSync(
    join(venv, 'bin', 'python'),
    `#!/bin/sh\necho start >> '${log}'\n${fails ? 'exit 3' : `echo '${answer}'`}\n`,
  );
  chmodSync(join(venv, 'bin', 'python'), 0o755);
  return { venv, site, starts: () => readFileSync(log, 'utf8').split('\n').filter(Boolean).length };
}

const options = (venv: string, extra: Record<string, string> = {}) => ({
  top: mkdtempSync(join(tmpdir(), 'testlock-fake-top-')),
  dir: '/nonexistent-tree',
  linked: [],
  env: { PATH: process.env.PATH ?? '', VIRTUAL_ENV: venv, ...extra },
  pathPython: false,
});

describe('redirectPython: the sites probe', () => {
  it('asks an interpreter once for several trees, again in another environment', async () => {
    const { venv, starts } = fakeVenv();
    for (let i = 0; i < 3; i++) await (await redirectPython(options(venv))).dispose();
    expect(starts()).toBe(1);
    await (await redirectPython(options(venv, { PYTHONPATH: '/elsewhere' }))).dispose();
    expect(starts()).toBe(2);
  });

  it('a probe that failed is asked again', async () => {
    const { venv, starts } = fakeVenv(true);
    await (await redirectPython(options(venv))).dispose();
    await (await redirectPython(options(venv))).dispose();
    expect(starts()).toBe(2);
  });

  it('what the site folders hold is read anew for every tree', async () => {
    const { venv, site } = fakeVenv();
    const opts = options(venv);
    const before = await redirectPython(opts);
    expect(before.redirected).toEqual([]);
    await before.dispose();
    // An editable install of the checkout appears between two trees.
    appendFileSync(join(site, 'editable.pth'), `${opts.top}\n`);
    const after = await redirectPython(opts);
    expect(after.redirected).toEqual([join(site, 'editable.pth')]);
    await after.dispose();
  });
});
