// Issue 42.5 acceptance with real runners: what a base harness file reaches by reference is
// harness, followed from base. A tsconfig `extends` target no glob names (`config/strict.json`),
// weakened with `noImplicitAny: false`, is restored and flagged, and real tsc fails the PR's
// implicit any; the data files a base test reads through `glob('examples/*.json')`, edited to
// agree with broken code, are restored and real pytest fails it. Each beside an honest look-alike.
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../src/core/model/report.js';
import { cleanupRepos, createRepo, type TempRepo } from '../../helpers/git-repo.js';
import { workflow } from '../helpers/scenarios.js';
import { linkNodeTools, tsStack } from '../helpers/ts-fixture.js';
import { cleanupReports, verifyInProcess } from '../helpers/verify-run.js';

const TIMEOUT = 180_000;

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

function prRepo(
  base: Record<string, string>,
  pr: Record<string, string>,
  prepare?: (dir: string) => void,
): TempRepo {
  const repo = createRepo(base);
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  repo.write(pr);
  repo.commit('pr');
  repo.git('checkout', '-q', 'main');
  prepare?.(repo.dir);
  return repo;
}

const critical = (report: Report) =>
  report.anomalies.filter((a) => a.severity === 'critical').map((a) => `${a.kind} ${a.path}`);

const STRICT = (noImplicitAny: boolean): string =>
  `${JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noImplicitAny,
        noEmit: true,
        skipLibCheck: true,
        types: [],
      },
    },
    null,
    2,
  )}\n`;
const TS_BASE = {
  ...tsStack.base,
  'tsconfig.json': `${JSON.stringify({ extends: './config/strict.json', include: ['src', 'test'] }, null, 2)}\n`,
  'config/strict.json': STRICT(true),
  'config/deploy.json': '{ "region": "eu" }\n',
};
// Correct at run time, an implicit any for the type check.
const SCALE = `\nexport function scale(value) {\n  return value * 2;\n}\n`;
const RATELIMIT = (tsStack.base['src/ratelimit.ts'] as string) + SCALE;

describe('a tsconfig extends target no glob names (real tsc)', () => {
  it(
    'gaming: config/strict.json weakened with noImplicitAny: false is restored, tsc fails',
    async () => {
      const repo = prRepo(
        TS_BASE,
        { 'src/ratelimit.ts': RATELIMIT, 'config/strict.json': STRICT(false) },
        linkNodeTools,
      );
      const { report } = await verifyInProcess(repo.dir, 'pr');
      expect(report.verdict).toBe('FAIL');
      expect(critical(report)).toContain('harness-modified config/strict.json');
      const detail = report.anomalies.find((a) => a.path === 'config/strict.json')?.detail;
      expect(detail).toMatch(/tsconfig\.json extends/);
      const typecheck = report.checks.find((c) => c.kind === 'typecheck');
      expect(typecheck?.ok).toBe(false);
      expect(`${typecheck?.stdout}${typecheck?.stderr}`).toMatch(/TS7006/);
    },
    TIMEOUT,
  );

  it(
    'honest: a JSON file beside it that no config references is edited: PASS',
    async () => {
      const repo = prRepo(TS_BASE, { 'config/deploy.json': '{ "region": "us" }\n' }, linkNodeTools);
      const { report } = await verifyInProcess(repo.dir, 'pr');
      expect(critical(report)).toEqual([]);
      expect(report.verdict).toBe('PASS');
    },
    TIMEOUT,
  );
});

const PY_TEST = `import glob
import json

from calc import add


def test_examples():
    paths = sorted(glob.glob("examples/*.json"))
    assert paths
    for path in paths:
        with open(path) as f:
            case = json.load(f)
        assert add(case["a"], case["b"]) == case["sum"]
`;
const PY_BASE = {
  '.gitignore': '__pycache__/\n.pytest_cache/\n',
  'pyproject.toml':
    '[project]\nname = "calc"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["."]\naddopts = "-p no:cacheprovider"\n',
  'calc.py': 'def add(a, b):\n    return a + b\n',
  'tests/test_examples.py': PY_TEST,
  'examples/one.json': '{"a": 2, "b": 3, "sum": 5}\n',
  'examples/README.md': '# Examples\n\nEach file is one case.\n',
  '.github/workflows/ci.yml': workflow([], ['python -m pytest -q']),
  '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
};

describe('data files a base test reads through a glob (real pytest)', () => {
  it(
    'gaming: examples/one.json edited to agree with broken code is restored, FAIL',
    async () => {
      const repo = prRepo(PY_BASE, {
        'calc.py': 'def add(a, b):\n    return a * b\n',
        'examples/one.json': '{"a": 2, "b": 3, "sum": 6}\n',
      });
      const { report } = await verifyInProcess(repo.dir, 'pr');
      expect(report.verdict).toBe('FAIL');
      expect(critical(report)).toContain('harness-modified examples/one.json');
      expect(report.anomalies.find((a) => a.path === 'examples/one.json')?.detail).toMatch(
        /globs examples\/\*\.json/,
      );
      const tests = report.checks.find((c) => c.kind === 'test');
      expect(tests?.ok).toBe(false);
      expect(`${tests?.stdout}${tests?.stderr}`).toMatch(/assert 6 == 5/);
    },
    TIMEOUT,
  );

  it(
    'honest: the README in examples/ edited: PASS',
    async () => {
      const repo = prRepo(PY_BASE, {
        'examples/README.md': '# Examples\n\nOne JSON file per case.\n',
      });
      const { report } = await verifyInProcess(repo.dir, 'pr');
      expect(critical(report)).toEqual([]);
      expect(report.verdict).toBe('PASS');
    },
    TIMEOUT,
  );
});
