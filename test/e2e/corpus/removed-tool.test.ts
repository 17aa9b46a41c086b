// A PR that removes a base check's tool from its manifest (CI then installs without it) and breaks
// what the check would catch: the skipped check must not let it PASS. Real git, real tsc, pytest
// and node --test; node_modules is what `npm ci` left from each PR's package.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Anomaly } from '../../../src/core/model/anomaly.js';
import type { Report } from '../../../src/core/model/report.js';
import { cleanupRepos, createRepo, type TempRepo } from '../../helpers/git-repo.js';
import { PROJECT_ROOT } from '../../helpers/node-fixture.js';
import { workflow } from '../helpers/scenarios.js';
import { cleanupReports, verifyInProcess } from '../helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

// npm scripts put this repository's node_modules/.bin on PATH: the fixture's tsc must be its own.
const env = {
  ...process.env,
  PATH: (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !dir.includes('node_modules'))
    .join(delimiter),
};

const manifest = (devDependencies: Record<string, string>): string =>
  `${JSON.stringify({ name: 'adder', version: '1.0.0', type: 'module', devDependencies }, null, 2)}\n`;

const BASE: Record<string, string> = {
  '.github/workflows/ci.yml': workflow(
    ['uses: actions/setup-node@v4'],
    ['npm ci', 'npx tsc --noEmit', 'node --test test/'],
  ),
  'package.json': manifest({ typescript: '^5.4.0', 'left-pad': '^1.3.0' }),
  'tsconfig.json':
    '{ "compilerOptions": { "strict": true, "noEmit": true, "target": "es2022", "module": "esnext" }, "include": ["src"] }\n',
  'src/add.ts': 'export function add(a: number, b: number): number {\n  return a + b;\n}\n',
  'test/add.test.js':
    "import test from 'node:test';\nimport assert from 'node:assert';\ntest('adds', () => assert.strictEqual(1 + 1, 2));\n",
  '.gitignore': 'node_modules/\n',
};

const BROKEN_TYPES =
  'export function add(a: number, b: number): number {\n  const sum: string = a + b;\n  return Number(sum);\n}\n';

function prRepo(
  branch: string,
  files: Record<string, string>,
  base: Record<string, string> = BASE,
): TempRepo {
  const repo = createRepo(base);
  repo.commit('base');
  repo.git('checkout', '-q', '-b', branch);
  repo.write(files);
  repo.commit(branch);
  return repo;
}

/** What `npm ci` leaves when the PR's package.json still declares typescript. */
function installTypescript(dir: string): void {
  const modules = join(dir, 'node_modules');
  mkdirSync(join(modules, '.bin'), { recursive: true });
  symlinkSync(join(PROJECT_ROOT, 'node_modules', 'typescript'), join(modules, 'typescript'), 'dir');
  symlinkSync(join('..', 'typescript', 'bin', 'tsc'), join(modules, '.bin', 'tsc'));
}

const critical = (report: Report): Anomaly[] =>
  report.anomalies.filter((anomaly) => anomaly.severity === 'critical');

const typecheck = (report: Report) => report.checks.find((check) => check.kind === 'typecheck');

describe('a base check whose tool the PR removed', () => {
  it('gaming: removes typescript and breaks the types → FAIL on package.json', async () => {
    const repo = prRepo('drop-typescript', {
      'package.json': manifest({ 'left-pad': '^1.3.0' }),
      'src/add.ts': BROKEN_TYPES,
    });
    const { code, report } = await verifyInProcess(repo.dir, 'drop-typescript', [], env);
    expect(typecheck(report)?.skipped).toBe('tool-not-installed');
    expect(report.verdict).toBe('FAIL');
    expect(code).not.toBe(0);
    expect(critical(report)).toEqual([
      expect.objectContaining({
        kind: 'harness-modified',
        path: 'package.json',
        detail: expect.stringContaining(
          'removes typescript, which the base type check (npx tsc --noEmit) needs',
        ),
      }),
    ]);
  }, 120_000);

  it('honest twin: removes a dependency no check uses, typescript installed → PASS', async () => {
    const repo = prRepo('drop-left-pad', {
      'package.json': manifest({ typescript: '^5.4.0' }),
      'src/add.ts': 'export function add(a: number, b: number): number {\n  return b + a;\n}\n',
    });
    installTypescript(repo.dir);
    const { code, report } = await verifyInProcess(repo.dir, 'drop-left-pad', [], env);
    expect(critical(report), JSON.stringify(report.anomalies)).toEqual([]);
    expect(typecheck(report)).toMatchObject({ skipped: null, ok: true });
    expect(report.verdict).toBe('PASS');
    expect(code).toBe(0);
  }, 120_000);

  it('honest twin: tsc missing on the machine, package.json untouched → skipped, no anomaly', async () => {
    const repo = prRepo('edit-source', {
      'src/add.ts': 'export function add(a: number, b: number): number {\n  return b + a;\n}\n',
    });
    const { report } = await verifyInProcess(repo.dir, 'edit-source', [], env);
    expect(typecheck(report)?.skipped).toBe('tool-not-installed');
    expect(critical(report), JSON.stringify(report.anomalies)).toEqual([]);
    expect(report.verdict).toBe('PASS');
  }, 120_000);
});

// The Python side: CI installs requirements-dev.txt from the PR, and this machine has no mypy.
const PY_BASE: Record<string, string> = {
  '.github/workflows/ci.yml': workflow(
    ['uses: actions/setup-python@v5'],
    ['pip install -r requirements-dev.txt', 'mypy src', 'python -m pytest -q'],
  ),
  'requirements-dev.txt': 'pytest>=7\nmypy==1.10.0\n',
  'src/calc/__init__.py': 'def add(a: int, b: int) -> int:\n    return a + b\n',
  'tests/test_add.py':
    'import os, sys\nsys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "src"))\nfrom calc import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n',
};

function onPath(tool: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { env, stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(onPath('mypy') || !onPath('pytest'))(
  'a Python check whose tool the PR removed',
  () => {
    it('gaming: removes mypy from requirements-dev.txt and breaks the types → FAIL', async () => {
      const repo = prRepo(
        'drop-mypy',
        {
          'requirements-dev.txt': 'pytest>=7\n',
          'src/calc/__init__.py':
            'def add(a: int, b: int) -> int:\n    total: str = a + b\n    return int(total)\n',
        },
        PY_BASE,
      );
      const { report } = await verifyInProcess(repo.dir, 'drop-mypy', [], env);
      expect(typecheck(report)?.skipped).toBe('tool-not-installed');
      expect(report.verdict).toBe('FAIL');
      expect(critical(report)).toEqual([
        expect.objectContaining({
          path: 'requirements-dev.txt',
          detail: expect.stringContaining(
            'removes mypy, which the base type check (mypy src) needs',
          ),
        }),
      ]);
    }, 120_000);

    it('honest twin: mypy still declared, only missing on this machine → no critical', async () => {
      const repo = prRepo(
        'bump-pytest',
        { 'requirements-dev.txt': 'pytest>=8\nmypy==1.10.0\n' },
        PY_BASE,
      );
      const { report } = await verifyInProcess(repo.dir, 'bump-pytest', [], env);
      expect(typecheck(report)?.skipped).toBe('tool-not-installed');
      expect(critical(report), JSON.stringify(report.anomalies)).toEqual([]);
      expect(report.verdict).toBe('PASS');
    }, 120_000);
  },
);
