// End to end: the base inventory cached by base commit. `testlock inventory` writes it, `verify
// --inventory` reads it as untrusted data: a sound file replaces the base listing, a forged or
// wrong-key one is refused in one line and the listing runs again, with the same findings.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import type { Anomaly } from '../../src/core/model/anomaly.js';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

const CI = (run: string): string =>
  `name: ci\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: ${run}\n`;

const LIB = (cases: string, disabled = 'False'): string =>
  `CASES = ${cases}\nDISABLED = ${disabled}\n`;
const TEST = `import pytest

import mylib


@pytest.mark.parametrize("case", mylib.CASES)
def test_case(case):
    assert case.isalpha()


@pytest.mark.skipif(mylib.DISABLED, reason="disabled")
def test_enabled():
    assert not mylib.DISABLED


def test_plain():
    assert True
`;

import { hostEnv } from '../helpers/host-env.js';

const T = 'tests/test_cases.py';

function pythonRepo(): TempRepo {
  const repo = createRepo({
    '.gitignore': '__pycache__/\n.pytest_cache/\n.coverage\n',
    // pytest-cov declared: the project measures coverage (SPEC rule 3).
    'pyproject.toml':
      '[project]\nname = "mylib"\nversion = "0.1.0"\n\n[dependency-groups]\ndev = ["pytest", "pytest-cov"]\n\n[tool.pytest.ini_options]\npythonpath = ["."]\n',
    'mylib/__init__.py': LIB('["alpha", "beta"]'),
    [T]: TEST,
    '.github/workflows/ci.yml': CI('pytest -q'),
    '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
  });
  repo.commit('base');
  for (const [name, cases, disabled] of [
    ['more-cases', '["alpha", "beta", "gamma"]', 'False'],
    ['cases-emptied', '[]', 'False'],
    ['disabled', '["alpha", "beta"]', 'True'],
  ] as const) {
    repo.git('checkout', '-q', '-b', name, 'main');
    repo.write({ 'mylib/__init__.py': LIB(cases, disabled) });
    repo.commit(name);
  }
  repo.git('checkout', '-q', 'main');
  return repo;
}

const missing = (anomalies: readonly Anomaly[]): string[] =>
  anomalies.filter((a) => a.kind === 'test-missing').map((a) => a.detail);

async function writeInventory(repo: TempRepo, out: string): Promise<{ code: number; err: string }> {
  let err = '';
  const sink = (write: (text: string) => void) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        write(chunk.toString('utf8'));
        done();
      },
    });
  const code = await runCli(
    ['inventory', '--repo', repo.dir, '--base', 'main', '--head', 'main', '--out', out],
    {
      cwd: repo.dir,
      stdout: sink(() => {}),
      stderr: sink((text) => (err += text)),
      env: hostEnv(),
    },
  );
  return { code, err };
}

type CacheJson = {
  key: string;
  digest: string;
  listings: Array<{ format: string; entries: Array<{ id: string; file: string }> }>;
};

describe('the base inventory cached by base commit', () => {
  let repo: TempRepo;
  let dir: string;
  let cached: string;
  beforeAll(async () => {
    repo = pythonRepo();
    dir = mkdtempSync(join(tmpdir(), 'testlock-inventory-cache-'));
    cached = join(dir, 'inventory.json');
    const written = await writeInventory(repo, cached);
    expect(written.err).toContain('base inventory written to');
    expect(written.code).toBe(0);
  });
  afterAll(() => {
    cleanupRepos();
    cleanupReports();
  });

  const forged = (name: string, edit: (data: CacheJson) => void): string => {
    const data = JSON.parse(readFileSync(cached, 'utf8')) as CacheJson;
    edit(data);
    const path = join(dir, `${name}.json`);
    writeFileSync(path, JSON.stringify(data));
    return path;
  };

  it('writes the listing of the base commit under a key that names it', () => {
    const data = JSON.parse(readFileSync(cached, 'utf8')) as CacheJson & { base_sha: string };
    const base = repo.git('rev-parse', 'main').trim();
    expect(data.key.startsWith(`testlock-inventory-v1-${base}-`)).toBe(true);
    expect(data.listings).toEqual([
      {
        format: 'pytest',
        entries: [
          { id: `${T}::test_case[alpha]`, file: T },
          { id: `${T}::test_case[beta]`, file: T },
          { id: `${T}::test_enabled`, file: T },
          { id: `${T}::test_plain`, file: T },
        ],
      },
    ]);
  });

  it('honest: a PR that adds a case, with the cached inventory: used, PASS as with a listing', async () => {
    const run = await verifyInProcess(repo.dir, 'more-cases', ['--inventory', cached]);
    expect(run.stderr).toContain('testlock: base inventory: cached (file ');
    expect(run.report.verdict).toBe('PASS');
    expect(run.report.inventory).toEqual({
      compared: true,
      base_tests: 4,
      missing: 0,
      newly_skipped: 0,
      note: null,
    });
  });

  it('honest: with the cached inventory, coverage is measured as without it (pytest-cov read from the key listing)', async () => {
    const cold = await verifyInProcess(repo.dir, 'more-cases');
    const warm = await verifyInProcess(repo.dir, 'more-cases', ['--inventory', cached]);
    expect(warm.stderr).toContain('base inventory: cached');
    expect(cold.report.coverage).toBeGreaterThan(0);
    expect(warm.report.coverage).toBe(cold.report.coverage);
  });

  it('gaming: emptied cases are test-missing from the cached inventory as from a listing', async () => {
    const cold = await verifyInProcess(repo.dir, 'cases-emptied');
    const warm = await verifyInProcess(repo.dir, 'cases-emptied', ['--inventory', cached]);
    expect(warm.stderr).toContain('base inventory: cached');
    expect(missing(warm.report.anomalies)).toEqual(missing(cold.report.anomalies));
    expect(missing(warm.report.anomalies)).toHaveLength(2);
    expect(warm.report.verdict).toBe('FAIL');
  });

  it('gaming: a base test skipped now is still run at base to confirm it, with a cached listing', async () => {
    const run = await verifyInProcess(repo.dir, 'disabled', ['--inventory', cached]);
    expect(run.stderr).toContain('base inventory: cached');
    expect(run.stderr).toContain('running at base the 1 base tests skipped now');
    expect(run.report.anomalies.filter((a) => a.kind === 'test-newly-skipped')).toHaveLength(1);
    expect(run.report.verdict).toBe('FAIL');
  });

  const refused: Array<[string, (data: CacheJson) => void, string]> = [
    [
      'a body edited to list no test (digest kept)',
      (data) => {
        for (const listing of data.listings) listing.entries = [];
      },
      'digest does not match the listings',
    ],
    [
      'the key of another base commit',
      (data) => {
        data.key = data.key.replace(/-[0-9a-f]{40}-/, `-${'0'.repeat(40)}-`);
      },
      'key does not match this run',
    ],
    [
      'an entry whose file leaves the repository',
      (data) => {
        const entry = data.listings[0]?.entries[0];
        if (entry) entry.file = '../../etc/passwd';
      },
      'expected a repository-relative path',
    ],
  ];

  for (const [name, edit, reason] of refused) {
    it(`gaming: ${name} is refused in one line and the listing runs again`, async () => {
      const path = forged(name.replace(/\W+/g, '-'), edit);
      const run = await verifyInProcess(repo.dir, 'cases-emptied', ['--inventory', path]);
      const lines = run.stderr
        .split('\n')
        .filter((line) => line.includes('base inventory: rejected'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(reason);
      expect(lines[0]).toContain('; listing at base');
      expect(run.stderr).not.toContain('base inventory: cached');
      expect(missing(run.report.anomalies)).toHaveLength(2);
      expect(run.report.verdict).toBe('FAIL');
    });
  }

  it('honest: a missing cache file is a miss, not an error: listed, PASS', async () => {
    const run = await verifyInProcess(repo.dir, 'more-cases', [
      '--inventory',
      join(dir, 'absent.json'),
    ]);
    expect(run.stderr).toContain('nothing cached in file');
    expect(run.report.verdict).toBe('PASS');
    expect(run.report.inventory?.base_tests).toBe(4);
  });
});
