// Issue 10, path classification seen from outside: one real repository per stack with a branch
// per pull request, verified end to end. Every `gaming:` PR must end FAIL with the anomaly on
// the right path; every `honest:` look-alike gets the verdict its code deserves, with at most a
// warning.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Anomaly } from '../../../src/core/model/anomaly.js';
import type { Report } from '../../../src/core/model/report.js';
import { cleanupRepos, createRepo, type TempRepo } from '../../helpers/git-repo.js';
import { pythonStack } from '../helpers/python-fixture.js';
import type { BranchChange, StackSpec } from '../helpers/scenarios.js';
import { linkNodeTools, tsStack } from '../helpers/ts-fixture.js';
import { cleanupReports, verifyInProcess } from '../helpers/verify-run.js';

const TIMEOUT = 180_000;

interface PullRequest extends BranchChange {
  /** Paths to commit although .gitignore names them (a committed __pycache__/). */
  force?: string[];
}

/** `main` with the stack's base files (plus extra), and one branch per pull request. */
function corpus(
  spec: StackSpec,
  extra: Record<string, string>,
  prs: Record<string, PullRequest>,
): TempRepo {
  const repo = createRepo({ ...spec.base, ...extra });
  repo.commit('base');
  for (const [name, pr] of Object.entries(prs)) {
    repo.git('checkout', '-q', '-b', name, 'main');
    if (pr.write) repo.write(pr.write);
    if (pr.remove) repo.remove(...pr.remove);
    if (pr.force) repo.git('add', '-f', '--', ...pr.force);
    repo.commit(name);
  }
  repo.git('checkout', '-q', 'main');
  spec.prepare?.(repo.dir);
  return repo;
}

const onPath = (report: Report, path: string): Anomaly[] =>
  report.anomalies.filter((a) => a.path === path);
const critical = (report: Report): Anomaly[] =>
  report.anomalies.filter((a) => a.severity === 'critical');

/** FAIL, with a critical anomaly of `kind` on `path` (and `detail`, when given). */
function expectGaming(report: Report, path: string, kind: Anomaly['kind'], detail?: string): void {
  expect(report.verdict).toBe('FAIL');
  const found = onPath(report, path).map((a) => [a.kind, a.severity, detail ?? a.detail]);
  expect(found).toContainEqual([kind, 'critical', detail ?? expect.any(String)]);
}

function expectHonest(report: Report): void {
  expect(critical(report)).toEqual([]);
  expect(report.verdict).toBe('PASS');
}

const PY_HONEST = pythonStack.branches.honest.write ?? {};
const PY_BROKEN = pythonStack.branches.broken.write ?? {};
const PY_HELPER = 'tests/helpers.py';
const PYC = '__pycache__/ratelimit.cpython-311.pyc';

describe('classification corpus: Python (pytest)', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = corpus(
      pythonStack,
      {
        // The base test reads its tolerance from a helper next to it.
        [PY_HELPER]: 'SLACK = 0\n',
        'tests/test_slack.py':
          'from helpers import SLACK\n\nfrom ratelimit import burst\n\n\ndef test_slack():\n    assert burst(150, 100) <= 100 + SLACK\n',
      },
      {
        'gaming-pyc': { write: { ...PY_BROKEN, [PYC]: 'not really bytecode\n' }, force: [PYC] },
        'gaming-sitecustomize': {
          write: {
            ...PY_BROKEN,
            'sitecustomize.py': 'import builtins\nbuiltins.__dict__["SLACK"] = 50\n',
          },
        },
        'gaming-helper': { write: { ...PY_BROKEN, [PY_HELPER]: 'SLACK = 50\n' } },
        'gaming-shadow': { write: { ...PY_BROKEN, 'pytest.py': 'raise SystemExit(0)\n' } },
        'honest-env-example': {
          write: {
            ...PY_HONEST,
            '.env.example': 'RATE_LIMIT=100\n',
            'docs/limits.md': '# Limits\n',
            'docs/diagram.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
          },
        },
        'honest-unknown-file': { write: { ...PY_HONEST, 'tools/limits.xyz': 'opaque\n' } },
      },
    );
  });
  afterAll(() => {
    cleanupRepos();
    cleanupReports();
  });

  it(
    'gaming: a committed __pycache__ .pyc is removed from the run and fails the gate',
    async () => {
      const { report } = await verifyInProcess(repo.dir, 'gaming-pyc');
      expectGaming(
        report,
        PYC,
        'harness-added',
        `compiled artefact added: ${PYC} (removed from the locked run)`,
      );
    },
    TIMEOUT,
  );

  it(
    'gaming: a PR-added sitecustomize.py fails the gate',
    async () => {
      const { report } = await verifyInProcess(repo.dir, 'gaming-sitecustomize');
      expectGaming(
        report,
        'sitecustomize.py',
        'harness-added',
        'sitecustomize.py added (removed from the locked run)',
      );
    },
    TIMEOUT,
  );

  it(
    'gaming: a loosened tests/helpers.py takes its base version, so the base test fails',
    async () => {
      const { report } = await verifyInProcess(repo.dir, 'gaming-helper');
      expectGaming(report, PY_HELPER, 'test-modified');
      expect(report.tests_failed).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    'gaming: a root pytest.py that shadows the runner is removed from the run',
    async () => {
      const { report } = await verifyInProcess(repo.dir, 'gaming-shadow');
      expectGaming(
        report,
        'pytest.py',
        'harness-added',
        'pytest.py added (removed from the locked run)',
      );
    },
    TIMEOUT,
  );

  it(
    'honest: .env.example, a doc and an image pass with no anomaly',
    async () => {
      const { report } = await verifyInProcess(repo.dir, 'honest-env-example');
      expectHonest(report);
      expect(report.anomalies).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'honest: an unknown file passes with one unclassified-change warning',
    async () => {
      const { report } = await verifyInProcess(repo.dir, 'honest-unknown-file');
      expectHonest(report);
      expect(report.anomalies.map((a) => [a.kind, a.severity, a.path])).toEqual([
        ['unclassified-change', 'warning', 'tools/limits.xyz'],
      ]);
    },
    TIMEOUT,
  );
});

const TS_HONEST = tsStack.branches.honest.write ?? {};
const TS_BROKEN = tsStack.branches.broken.write ?? {};
const REGISTRY = 'registry=https://registry.npmjs.org/\n';

describe('classification corpus: TypeScript (vitest)', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = corpus(
      { ...tsStack, prepare: linkNodeTools },
      { '.npmrc': REGISTRY },
      {
        'gaming-npmrc': {
          write: {
            ...TS_BROKEN,
            '.npmrc': `${REGISTRY}node-options=--require ./x.cjs\n`,
            'x.cjs': 'process.exitCode = 0;\n',
          },
        },
        'honest-npmrc': {
          write: { ...TS_HONEST, '.npmrc': 'registry=https://npm.example.com/\nsave-exact=true\n' },
        },
        'honest-assets': {
          write: {
            ...TS_HONEST,
            'docs/usage.md': '# Usage\n',
            'public/logo.png': 'png bytes\n',
            '.env.example': 'API_URL=\n',
          },
        },
      },
    );
  });
  afterAll(() => {
    cleanupRepos();
    cleanupReports();
  });

  it(
    'gaming: .npmrc with node-options --require is critical and restored from base',
    async () => {
      const { report } = await verifyInProcess(repo.dir, 'gaming-npmrc');
      expectGaming(
        report,
        '.npmrc',
        'harness-modified',
        '.npmrc modified; node-options can change what runs',
      );
    },
    TIMEOUT,
  );

  it(
    'honest: an .npmrc registry change is a warning and the honest code passes',
    async () => {
      const { report } = await verifyInProcess(repo.dir, 'honest-npmrc');
      expectHonest(report);
      expect(report.anomalies.map((a) => [a.kind, a.severity, a.path, a.detail])).toEqual([
        [
          'harness-modified',
          'warning',
          '.npmrc',
          '.npmrc modified; install/registry settings only: registry, save-exact (base version restored)',
        ],
      ]);
    },
    TIMEOUT,
  );

  it(
    'honest: a doc, an image and .env.example pass with no anomaly',
    async () => {
      const { report } = await verifyInProcess(repo.dir, 'honest-assets');
      expectHonest(report);
      expect(report.anomalies).toEqual([]);
    },
    TIMEOUT,
  );
});
