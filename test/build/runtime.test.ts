// One Node major everywhere it is named: action.yml's runs.using, .node-version (local work and
// the release workflow) and the esbuild target of scripts/build.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../helpers/node-fixture.js';

function read(path: string): string {
  return readFileSync(join(PROJECT_ROOT, path), 'utf8');
}

const action = parse(read('action.yml')) as { runs: { using: string } };
const major = /^node(\d+)$/.exec(action.runs.using)?.[1];

describe(`the Node major of action.yml (${action.runs.using})`, () => {
  it('is a node runtime', () => {
    expect(major).toMatch(/^\d+$/);
  });

  it('is the one .node-version names', () => {
    expect(read('.node-version').trim()).toBe(major);
  });

  it('is the esbuild target of the build', () => {
    const targets = [...read('scripts/build.mjs').matchAll(/target:\s*'([^']+)'/g)].map(
      (m) => m[1],
    );
    expect(targets).toEqual([`node${major}`]);
  });
});
