// biome-ignore-all lint/suspicious/noTemplateCurlyInString: these are GitHub `${{ }}` expressions, not templates.
// Bad input never throws: each broken file is named in a warning and the next level is used.
import { describe, expect, it } from 'vitest';
import { discoverChecks } from '../../../src/core/discovery/discover-checks.js';
import { check, everything, repoOf } from './repo-files.js';

const makefile = { Makefile: 'test:\n\tpytest -q\n' };
const fromMakefile = check('test', {
  command: 'make',
  args: ['test'],
  script: 'pytest -q',
  source: 'Makefile test',
});

describe('bad input', () => {
  it.each<[string, Record<string, string>, string]>([
    [
      'malformed YAML',
      { '.github/workflows/ci.yml': 'on: pull_request\njobs:\n  t:\n    steps: [\n', ...makefile },
      '.github/workflows/ci.yml: invalid YAML: ',
    ],
    [
      'a workflow that is not a mapping',
      { '.github/workflows/ci.yml': '- run: pytest\n', ...makefile },
      '.github/workflows/ci.yml: not a workflow (the document is not a mapping); ignored',
    ],
    [
      'an unknown top-level key',
      { '.github/workflows/ci.yml': 'on: pull_request\njobz:\n  t: {}\n', ...makefile },
      ".github/workflows/ci.yml: unknown top-level key 'jobz'; ignored",
    ],
    [
      'an unknown step key',
      {
        '.github/workflows/ci.yml':
          'on: pull_request\njobs:\n  t:\n    runs-on: x\n    steps:\n      - runs: pytest\n',
        ...makefile,
      },
      ".github/workflows/ci.yml: jobs.t.steps[0] has unknown key 'runs'; ignored",
    ],
    [
      'jobs that are not a mapping',
      { '.github/workflows/ci.yml': 'on: pull_request\njobs: [test]\n', ...makefile },
      ".github/workflows/ci.yml: 'jobs' is missing or not a mapping; ignored",
    ],
    [
      'duplicate keys',
      { '.github/workflows/ci.yml': 'on: pull_request\non: push\njobs: {}\n', ...makefile },
      '.github/workflows/ci.yml: invalid YAML: ',
    ],
  ])('%s: warning, then the Makefile', (_name, files, warning) => {
    const result = discoverChecks({ files: repoOf(files), isInstalled: everything });
    expect(result.checks[0]).toEqual(fromMakefile);
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toContain(warning);
  });

  it('an empty Makefile: warning, then package.json', () => {
    const result = discoverChecks({
      files: repoOf({
        Makefile: '# nothing yet\n',
        'package.json': '{"scripts":{"test":"mocha"}}',
      }),
      isInstalled: everything,
    });
    expect(result.checks[0]).toEqual(
      check('test', {
        command: 'npm',
        args: ['test'],
        script: 'mocha',
        source: 'package.json scripts.test',
      }),
    );
    expect(result.warnings).toEqual(['Makefile: cannot be parsed (no targets); ignored']);
  });

  it('a package.json that is not JSON: warning, then the convention table', () => {
    const result = discoverChecks({
      files: repoOf({ 'package.json': '{ "scripts": { "test": "jest", } ', 'tsconfig.json': '{}' }),
      isInstalled: everything,
    });
    expect(result.checks[1]).toEqual(
      check('typecheck', {
        command: 'tsc',
        args: ['--noEmit'],
        script: 'tsc --noEmit',
        source: 'convention:node',
      }),
    );
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatch(/^package\.json: cannot be parsed \(.+\); ignored$/);
  });

  it('a pyproject.toml that is not TOML: warning, then the convention table', () => {
    const result = discoverChecks({
      files: repoOf({ 'pyproject.toml': '[tool.pytest.ini_options\naddopts = "-q"\n' }),
      isInstalled: everything,
    });
    expect(result.checks[0]).toEqual(
      check('test', {
        command: 'pytest',
        args: ['-q'],
        script: 'pytest -q',
        source: 'convention:python',
      }),
    );
    expect(result.warnings[0]).toMatch(/^pyproject\.toml: cannot be parsed/);
  });

  it('never throws on garbage in any file it reads', () => {
    const garbage = '\u0000\u00ff{{[[:::\t\n  - ${{ }} \\\n"\'`$(';
    const names = [
      '.github/workflows/a.yml',
      'Makefile',
      'justfile',
      'package.json',
      'pyproject.toml',
      'setup.cfg',
      'tox.ini',
      'noxfile.py',
      'Cargo.toml',
      'action.yml',
    ];
    const files = Object.fromEntries(names.map((n) => [n, garbage]));
    const result = discoverChecks({ files: repoOf(files), isInstalled: everything });
    expect(result.checks.map((c) => c.kind)).toEqual(['test', 'typecheck', 'lint']);
  });

  it('a path listed but not read is treated as absent content', () => {
    const result = discoverChecks({
      files: { paths: ['Makefile', 'go.mod'], read: () => undefined },
      isInstalled: everything,
    });
    expect(result.checks[0]).toEqual(
      check('test', {
        command: 'go',
        args: ['test', './...'],
        script: 'go test ./...',
        source: 'convention:go',
      }),
    );
  });
});
