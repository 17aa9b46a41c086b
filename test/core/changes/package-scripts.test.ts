import { describe, expect, it } from 'vitest';
import {
  changedScripts,
  hunksNaming,
  inertAddedScripts,
  scriptLine,
  scriptWords,
} from '../../../src/core/changes/package-scripts.js';
import type { Hunk } from '../../../src/core/model/diff.js';

const pkg = (scripts: Record<string, string>) => JSON.stringify({ name: 'x', scripts }, null, 2);
const BASE = pkg({ lint: 'biome check .', test: 'vitest run', ci: 'npm run lint && npm test' });

describe('inertAddedScripts', () => {
  it.each([
    ['a build script nothing runs', { build: 'tsc -p .' }, ['npm test'], ['build']],
    [
      'a format script nothing runs',
      { format: 'biome format --write .' },
      ['npm test'],
      ['format'],
    ],
    ['a script a check names', { typecheck: 'tsc --noEmit' }, ['npm run typecheck'], []],
    ['a hook of a script that runs (pretest)', { pretest: 'node patch.js' }, ['npm test'], []],
    ['a hook of a base script (prelint)', { prelint: 'node patch.js' }, [], []],
    ['a lifecycle script npm runs itself', { postinstall: 'node x.js' }, [], []],
    ['a script a base script calls', { 'lint:types': 'tsc' }, ['npm run ci'], ['lint:types']],
    ['a pattern a check runs (run-s "test:*")', { 'test:unit': 'vitest' }, ['run-s "test:*"'], []],
    ['a pattern of another family', { 'docs:build': 'x' }, ['run-p lint:*'], ['docs:build']],
  ])('%s', (_name, added, checks, expected) => {
    const head = pkg({ ...JSON.parse(BASE).scripts, ...added });
    expect(inertAddedScripts(BASE, head, scriptWords(checks))).toEqual(expected);
  });

  it('a base script that calls the name makes it run', () => {
    const base = pkg({ test: 'vitest run', release: 'npm run build && npm publish' });
    const head = pkg({ ...JSON.parse(base).scripts, build: 'tsc' });
    expect(inertAddedScripts(base, head, new Set())).toEqual([]);
  });

  it('unreadable JSON adds nothing inert', () => {
    expect(inertAddedScripts(BASE, '{', new Set())).toEqual([]);
  });
});

describe('the changed line a harness detail shows', () => {
  const hunk: Hunk = {
    oldStart: 3,
    oldLines: 1,
    newStart: 3,
    newLines: 2,
    removed: [{ line: 3, text: '    "lint": "biome check .",' }],
    added: [
      { line: 3, text: '    "format": "biome format --write .",' },
      { line: 4, text: '    "lint": "biome check --max-diagnostics=0 src",' },
    ],
  };

  it('keeps the lines of the scripts that changed and run', () => {
    const cut = hunksNaming([hunk], ['lint']);
    expect(cut[0]?.added.map((l) => l.line)).toEqual([4]);
    expect(cut[0]?.removed.map((l) => l.line)).toEqual([3]);
  });

  it('names the line that adds a script', () => {
    expect(scriptLine([hunk], 'format')).toBe(3);
    expect(scriptLine([hunk], 'build')).toBeNull();
  });

  it('changedScripts lists added, removed and edited scripts', () => {
    const head = pkg({ lint: 'biome check src', test: 'vitest run', format: 'x' });
    expect(changedScripts(BASE, head).sort()).toEqual(['ci', 'format', 'lint']);
  });
});
