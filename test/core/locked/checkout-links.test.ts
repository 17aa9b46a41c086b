// What reaches back into the checkout, read from the files an editable install leaves (texts as
// setuptools 65, hatchling 1.32 and editables 0.6 write them) and where each points instead.
import { describe, expect, it } from 'vitest';
import {
  hookMappings,
  hookNames,
  importableName,
  intoTree,
  isGeneratedModule,
  joinPythonPath,
  quotedPaths,
  readPth,
  redirectHookSource,
} from '../../../src/core/locked/checkout-links.js';

const paths = { tops: ['/work/repo', '/real/repo'], tree: '/tmp/locked' };

describe('intoTree', () => {
  it("maps the checkout's own files, by either name of its folder", () => {
    expect(intoTree('/work/repo/src', paths)).toBe('/tmp/locked/src');
    expect(intoTree('/real/repo/packages/util', paths)).toBe('/tmp/locked/packages/util');
    expect(intoTree('/work/repo', paths)).toBe('/tmp/locked');
  });

  it('leaves paths outside the checkout, look-alike prefixes and dependency folders', () => {
    expect(intoTree('/work/repo2/src', paths)).toBeNull();
    expect(intoTree('/usr/lib/python3/dist-packages', paths)).toBeNull();
    expect(intoTree('/work/repo/node_modules/.pnpm/x/node_modules/x', paths)).toBeNull();
    expect(intoTree('/work/repo/.venv/lib/python3.11/site-packages', paths)).toBeNull();
  });
});

describe('readPth', () => {
  it('reads path entries (absolute or relative to the site folder) and import lines', () => {
    const pth = readPth(
      '# comment\n/work/repo/src\n\n../../lib\nimport __editable___calc_0_1_finder; __editable___calc_0_1_finder.install()\n',
      '/venv/lib/site-packages',
    );
    expect(pth.paths).toEqual(['/work/repo/src', '/venv/lib']);
    expect(pth.imports).toEqual(['__editable___calc_0_1_finder']);
    expect(pth.code).toHaveLength(1);
  });

  it('names every module of an import line, and the paths its code quotes', () => {
    const pth = readPth("import sys, os; sys.path.append('/work/repo/src')", '/s');
    expect(pth.imports).toEqual(['sys', 'os']);
    expect(quotedPaths(pth.code[0] ?? '')).toEqual(['/work/repo/src']);
  });
});

describe('redirectHookSource', () => {
  const finder =
    "MAPPING = {'calc': '/work/repo/calc', 'dep': '/work/repo/.venv/src/dep'}\nNAMESPACES = {}\n";

  it("points setuptools' finder mapping at the locked tree, dependency folders left", () => {
    expect(redirectHookSource(finder, paths)).toBe(
      "MAPPING = {'calc': '/tmp/locked/calc', 'dep': '/work/repo/.venv/src/dep'}\nNAMESPACES = {}\n",
    );
    expect(hookNames(finder, paths)).toEqual(['calc']);
  });

  it("points the editables redirector's map_module at the locked tree", () => {
    const impl =
      "from editables.redirector import RedirectingFinder as F\nF.install()\nF.map_module('calc', '/real/repo/calc/__init__.py')";
    expect(redirectHookSource(impl, paths)).toContain(
      "F.map_module('calc', '/tmp/locked/calc/__init__.py')",
    );
    expect(hookNames(impl, paths)).toEqual(['calc']);
  });

  it('is null for a hook that names no path into the checkout, or only a look-alike', () => {
    expect(redirectHookSource("MAPPING = {'x': '/work/repo2/x'}", paths)).toBeNull();
    expect(redirectHookSource("import os\nos.environ['X'] = '1'\n", paths)).toBeNull();
  });
});

describe('the stand-ins', () => {
  it('names what a folder entry makes importable', () => {
    expect(importableName('calc', true)).toBe('calc');
    expect(importableName('calc', false)).toBeNull();
    expect(importableName('helpers.py', false)).toBe('helpers');
    expect(importableName('_speed.cpython-311-x86_64-linux-gnu.so', false)).toBe('_speed');
    expect(importableName('README.md', false)).toBeNull();
    expect(importableName('my-dir', true)).toBeNull();
  });

  it('joins PYTHONPATH in order, each entry once', () => {
    expect(joinPythonPath(['/a', '', '/b', '/a'])).toBe('/a:/b');
  });
});

describe('what an editable install serves that git does not hold', () => {
  it('names the mapped folders of a hook', () => {
    expect(hookMappings("MAPPING = {'calc': '/work/repo/calc'}", paths)).toEqual([
      { name: 'calc', path: '/work/repo/calc' },
    ]);
  });

  it('keeps generated modules and compiled extensions, not caches or dependencies', () => {
    expect(isGeneratedModule('src/calc/_version.py')).toBe(true);
    expect(isGeneratedModule('calc/_speed.cpython-311-x86_64-linux-gnu.so')).toBe(true);
    expect(isGeneratedModule('calc/__pycache__/x.cpython-311.pyc')).toBe(false);
    expect(isGeneratedModule('calc/__pycache__/x.py')).toBe(false);
    expect(isGeneratedModule('.venv/lib/x.py')).toBe(false);
    expect(isGeneratedModule('calc/data.json')).toBe(false);
  });
});
