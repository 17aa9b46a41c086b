// The bundled CLI loads the TOML, YAML and XML parsers only when a run needs them (issue 14): a
// loader hook logs every module node loads, and the parsers' chunks (found by their own code)
// must be absent from a run on a repository without such files, and present with them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';
import { buildBundle, cleanupReports } from './helpers/verify-run.js';

const scratch = mkdtempSync(join(tmpdir(), 'testlock-lazy-parsers-'));
afterAll(() => {
  cleanupRepos();
  cleanupReports();
  rmSync(scratch, { recursive: true, force: true });
});

// A string each parser's own code holds, and nothing else in the bundle does.
const MARKERS = { toml: 'TomlError', yaml: 'YAMLParseError', xml: 'OrderedObjParser' } as const;
type Kind = keyof typeof MARKERS;

let cli = '';
const chunkOf = {} as Record<Kind, string>;

beforeAll(() => {
  cli = buildBundle();
  const chunks = join(dirname(cli), 'chunks');
  for (const kind of Object.keys(MARKERS) as Kind[]) {
    const holders = readdirSync(chunks).filter((name) =>
      readFileSync(join(chunks, name), 'utf8').includes(MARKERS[kind]),
    );
    expect(holders, kind).toHaveLength(1);
    chunkOf[kind] = holders[0] as string;
  }
  // Nor may an entry hold one itself: then it would be read at every start.
  for (const entry of ['cli.js', 'index.js']) {
    const text = readFileSync(join(dirname(cli), entry), 'utf8');
    for (const marker of Object.values(MARKERS)) expect(text).not.toContain(marker);
  }
}, 120_000);

const HOOKS = join(scratch, 'hooks.mjs');
writeFileSync(
  HOOKS,
  "import { appendFileSync } from 'node:fs';\nexport async function load(url, context, next) {\n  appendFileSync(process.env.TESTLOCK_LOAD_LOG, url + '\\n');\n  return next(url, context);\n}\n",
);
const REGISTER = `data:text/javascript,import{register}from'node:module';register(${JSON.stringify(pathToFileURL(HOOKS).href)});`;

/** Runs the bundle with the hook; returns the chunk files node loaded. */
function loadedChunks(cwd: string, args: string[]): Set<string> {
  const log = join(mkdtempSync(join(scratch, 'log-')), 'loaded.txt');
  writeFileSync(log, '');
  try {
    execFileSync(process.execPath, ['--import', REGISTER, cli, ...args], {
      cwd,
      stdio: 'pipe',
      env: { PATH: process.env.PATH ?? '', HOME: scratch, TESTLOCK_LOAD_LOG: log },
    });
  } catch (error) {
    // A failing gate (exit 1) still shows what it loaded; anything else is the test's failure.
    if ((error as { status?: number }).status !== 1) throw error;
  }
  const urls = readFileSync(log, 'utf8').split('\n');
  return new Set(
    urls.filter((u) => u.includes('/chunks/')).map((u) => u.slice(u.lastIndexOf('/') + 1)),
  );
}

function loadedKinds(cwd: string, args: string[]): Kind[] {
  const chunks = loadedChunks(cwd, args);
  return (Object.keys(MARKERS) as Kind[]).filter((kind) => chunks.has(chunkOf[kind]));
}

/** A node project whose PR edits one source file; `extra` adds files at base. */
function nodeRepo(extra: Record<string, string> = {}) {
  const repo = createRepo({
    'package.json': '{ "type": "module", "scripts": { "test": "node --test" } }\n',
    'src/add.js': 'export const add = (a, b) => a + b;\n',
    'test/add.test.js':
      "import { add } from '../src/add.js';\nif (add(1, 2) !== 3) throw new Error('add');\n",
    ...extra,
  });
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  repo.write({ 'src/add.js': 'export const add = (a, b) => b + a;\n' });
  repo.commit('pr');
  return repo;
}

describe('the bundle loads a parser only when the run needs it', () => {
  it('plan on a repository without TOML, YAML or XML loads none of them', () => {
    expect(loadedKinds(nodeRepo().dir, ['plan', '--base', 'main'])).toEqual([]);
  });

  it('verify whose check writes no report loads none of them', () => {
    const args = ['verify', '--base', 'main', '--test-command', 'node -e 0', '--json', '/dev/null'];
    expect(loadedKinds(nodeRepo().dir, args)).toEqual([]);
  });

  it('a pyproject.toml loads TOML only', () => {
    const repo = nodeRepo({ 'pyproject.toml': '[project]\nname = "x"\n' });
    expect(loadedKinds(repo.dir, ['plan', '--base', 'main'])).toEqual(['toml']);
  });

  it('a CI workflow loads YAML only', () => {
    const workflow =
      'on: push\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test\n';
    const repo = nodeRepo({ '.github/workflows/ci.yml': workflow });
    expect(loadedKinds(repo.dir, ['plan', '--base', 'main'])).toEqual(['yaml']);
  });

  it('the lazily loaded YAML and TOML parsers read the files (the bundle, not only tsx)', () => {
    // yaml is CommonJS: its chunk exports only `default`, which once made every workflow
    // "invalid YAML" in the bundle while the in-process tests passed.
    const workflow =
      'on: push\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test\n';
    const repo = nodeRepo({
      '.github/workflows/ci.yml': workflow,
      'pyproject.toml': '[project]\nname = "x"\n',
    });
    const plan = JSON.parse(
      execFileSync(process.execPath, [cli, 'plan', '--base', 'main', '--json', '-'], {
        cwd: repo.dir,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', HOME: scratch },
      }),
    );
    expect(plan.warnings).toEqual([]);
    expect(plan.checks.find((c: { kind: string }) => c.kind === 'test').source).toMatch(/ci\.yml/);
  });

  it('a run whose test check writes a JUnit report loads XML, and reads it', () => {
    const repo = createRepo({
      'calc.py': 'def add(a, b):\n    return a + b\n',
      'tests/test_calc.py': 'from calc import add\n\ndef test_add():\n    assert add(1, 2) == 3\n',
    });
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'pr');
    repo.write({ 'calc.py': 'def add(a, b):\n    return b + a\n' });
    repo.commit('pr');
    const json = join(scratch, 'report.json');
    const args = [
      'verify',
      '--base',
      'main',
      '--test-command',
      'python3 -m pytest -q',
      '--json',
      json,
    ];
    const kinds = loadedKinds(repo.dir, args);
    const report = JSON.parse(readFileSync(json, 'utf8'));
    // pytest writes the JUnit report testlock asks for, and the counts come from it.
    expect(report.tests_run).toBe(1);
    expect(kinds).toEqual(['xml']);
  });

  it('a Go check, whose only report is its cover profile, loads no XML, and reads the profile', () => {
    const repo = createRepo({
      'go.mod': 'module example.com/calc\n\ngo 1.19\n',
      'calc.go': 'package calc\n\nfunc Add(a, b int) int { return a + b }\n',
      'calc_test.go':
        'package calc\n\nimport "testing"\n\nfunc TestAdd(t *testing.T) {\n\tif Add(1, 2) != 3 {\n\t\tt.Fatal("add")\n\t}\n}\n',
    });
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'pr');
    repo.write({ 'calc.go': 'package calc\n\nfunc Add(a, b int) int { return b + a }\n' });
    repo.commit('pr');
    const json = join(scratch, 'go-report.json');
    // `-cover`: the command asks for coverage (SPEC rule 3), so the profile is what is read.
    const args = [
      'verify',
      '--base',
      'main',
      '--test-command',
      'go test -cover ./...',
      '--json',
      json,
    ];
    const kinds = loadedKinds(repo.dir, args);
    const report = JSON.parse(readFileSync(json, 'utf8'));
    expect(report.tests_run).toBe(1);
    expect(report.coverage).toBe(100);
    expect(kinds).toEqual([]);
  }, 60_000);
});
