// The locked set stays locked while the checks run (issue 11, item 1): PR code that rewrites a
// base test at import, a build script regenerating a test, source overwriting a test fixture,
// all with real runners; and the honest look-alikes that write caches, scratch files, coverage.
// What is asserted here is the watch and the comparison after each check (the change seen, put
// back, the check invalidated, the stray process reported), so the checks run watched only; the
// read-only mounts, under which those writes fail instead, are locked-files/locked-mounts.test.ts.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ISOLATION_VARIABLE } from '../../src/adapters/mount-isolation.js';
import type { Report } from '../../src/core/model/report.js';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';
import { cleanupTempDirs, PROCESS_FIXTURES, tempDir } from './helpers/hostile-fixture.js';
import { linkNodeTools } from './helpers/ts-fixture.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

process.env[ISOLATION_VARIABLE] = 'watch';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
  cleanupTempDirs();
});

const NO_OTHER_CHECKS = 'checks:\n  typecheck: false\n  lint: false\n';
const ci = (line: string): string =>
  `name: ci\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: ${line}\n`;

/** A repository with `main` holding `base` and branch `pr` adding `pr` on top. */
function repoWith(
  base: Record<string, string>,
  pr: Record<string, string>,
  prepare?: (dir: string) => void,
): string {
  const repo = createRepo({ '.github/testlock.yml': NO_OTHER_CHECKS, ...base });
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  repo.write(pr);
  repo.commit('pr');
  repo.git('checkout', '-q', 'main');
  prepare?.(repo.dir);
  return repo.dir;
}

function lockedAnomalies(report: Report): Array<[string, string]> {
  return report.anomalies
    .filter((a) => a.kind === 'locked-file-changed')
    .map((a) => [a.path, a.severity]);
}

// --- Python / pytest --------------------------------------------------------------------------

const PY_BASE = {
  '.gitignore': '__pycache__/\n.pytest_cache/\n',
  '.github/workflows/ci.yml': ci('pytest -q'),
  'pyproject.toml':
    '[project]\nname = "limits"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["."]\n',
  'limits.py': 'def burst(requests, limit):\n    return min(requests, limit)\n',
  // Collected first: it imports the source, which then runs before test_b is read.
  'tests/test_a_import.py':
    'import limits\n\n\ndef test_imports():\n    assert limits.burst(1, 2) == 1\n',
  'tests/test_b_burst.py':
    'from limits import burst\n\n\ndef test_boundary():\n    assert burst(150, 100) == 100\n',
};

const PY_BROKEN = 'def burst(requests, limit):\n    return requests\n';

describe('locked tree guard: pytest', () => {
  it('gaming: a source module rewrites the base test to pass when imported: FAIL', async () => {
    const dir = repoWith(PY_BASE, {
      'limits.py': `import pathlib\n\npathlib.Path(__file__).with_name("tests").joinpath("test_b_burst.py").write_text(\n    "def test_boundary():\\n    assert True\\n"\n)\n\n\n${PY_BROKEN}`,
    });
    const { report } = await verifyInProcess(dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(lockedAnomalies(report)).toEqual([['tests/test_b_burst.py', 'critical']]);
    const detail = report.anomalies.find((a) => a.kind === 'locked-file-changed')?.detail;
    expect(detail).toBe(
      "changed while the test check 'tests' (pytest -q) ran; its results do not count",
    );
    expect(report.checks[0]?.ok).toBe(false);
  }, 60_000);

  it('gaming: source overwrites a test fixture the base test compares with: FAIL', async () => {
    const dir = repoWith(
      {
        ...PY_BASE,
        'tests/data/expected.json': '{"burst": 100}\n',
        'tests/test_b_burst.py':
          'import json, pathlib\nfrom limits import burst\n\n\ndef test_boundary():\n    expected = json.loads((pathlib.Path(__file__).parent / "data" / "expected.json").read_text())\n    assert burst(150, 100) == expected["burst"]\n',
      },
      {
        'limits.py': `import pathlib\n\npathlib.Path(__file__).with_name("tests").joinpath("data", "expected.json").write_text('{"burst": 150}')\n\n\n${PY_BROKEN}`,
      },
    );
    const { report } = await verifyInProcess(dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(lockedAnomalies(report)).toEqual([['tests/data/expected.json', 'critical']]);
  }, 60_000);

  it('gaming: source plants a new test in a scratch folder under tests/: FAIL', async () => {
    const dir = repoWith(PY_BASE, {
      'limits.py': `import pathlib\n\nplanted = pathlib.Path(__file__).with_name("tests") / "tmp"\nplanted.mkdir(exist_ok=True)\n(planted / "test_planted.py").write_text("def test_x():\\n    assert True\\n")\n\n\ndef burst(requests, limit):\n    return min(requests, limit)\n`,
    });
    const { report } = await verifyInProcess(dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(lockedAnomalies(report)).toEqual([['tests/tmp/test_planted.py', 'critical']]);
  }, 60_000);

  // The test folder's own __pycache__ is blocked by a plain file while the checks run (issue 41):
  // a test writes into a __pycache__ below it instead.
  it('honest: tests write into tmp/, __pycache__ and .pytest_cache: PASS, no locked change', async () => {
    const dir = repoWith(
      {
        ...PY_BASE,
        'tests/test_c_scratch.py':
          'import pathlib\n\nHERE = pathlib.Path(__file__).parent\n\n\ndef test_scratch(tmp_path, cache):\n    (tmp_path / "out.txt").write_text("x")\n    (HERE / "tmp").mkdir(exist_ok=True)\n    (HERE / "tmp" / "out.txt").write_text("x")\n    (HERE / "tmp" / "__pycache__").mkdir(exist_ok=True)\n    (HERE / "tmp" / "__pycache__" / "note.txt").write_text("x")\n    cache.set("limits/seen", 1)\n    assert True\n',
      },
      {
        'limits.py':
          'def burst(requests, limit):\n    return requests if requests < limit else limit\n',
      },
    );
    const { report } = await verifyInProcess(dir, 'pr');
    expect(lockedAnomalies(report)).toEqual([]);
    expect(report.verdict).toBe('PASS');
  }, 60_000);

  // A co-located test (tests/ is the root here) builds an artefact git ignores, as xxhash's
  // plugin test builds dynamic/plugin.so.
  const ARTEFACT_TEST =
    'import pathlib\n\nROOT = pathlib.Path(__file__).parent\n\n\ndef test_builds_plugin():\n    (ROOT / "dynamic").mkdir(exist_ok=True)\n    (ROOT / "dynamic" / "plugin.so").write_bytes(b"ELF")\n';
  const artefactBase = {
    ...PY_BASE,
    '.gitignore': '__pycache__/\n.pytest_cache/\n*.so\n',
    'test_plugin.py': ARTEFACT_TEST,
  };
  const HONEST_SOURCE = {
    'limits.py':
      'def burst(requests, limit):\n    return requests if requests < limit else limit\n',
  };

  it('honest: a test builds an artefact base .gitignore ignores: PASS, no locked change', async () => {
    const dir = repoWith(artefactBase, HONEST_SOURCE);
    const { report } = await verifyInProcess(dir, 'pr');
    expect(lockedAnomalies(report)).toEqual([]);
    expect(report.verdict).toBe('PASS');
  }, 60_000);

  it('gaming: the PR adds the ignore rule itself: the artefact still counts', async () => {
    const dir = repoWith(
      { ...artefactBase, '.gitignore': '__pycache__/\n.pytest_cache/\n' },
      {
        ...HONEST_SOURCE,
        '.gitignore': '__pycache__/\n.pytest_cache/\n*.so\n',
      },
    );
    const { report } = await verifyInProcess(dir, 'pr', ['--on-test-change', 'warn']);
    expect(lockedAnomalies(report).map(([path]) => path)).toEqual(['dynamic/plugin.so']);
    expect(report.verdict).toBe('FAIL');
  }, 60_000);
});

// --- TypeScript / vitest ------------------------------------------------------------------------

const TS_PACKAGE = `${JSON.stringify({ name: 'limits', private: true, type: 'module', scripts: { test: 'vitest run' } }, null, 2)}\n`;
const TS_BASE = {
  '.gitignore': 'node_modules/\ncoverage/\n',
  '.github/workflows/ci.yml': ci('npm test'),
  'package.json': TS_PACKAGE,
  'src/limits.ts':
    'export function burst(requests: number, limit: number): number {\n  return Math.min(requests, limit);\n}\n',
  'test/limits.test.ts':
    "import { expect, it } from 'vitest';\nimport { burst } from '../src/limits.js';\n\nit('boundary', () => {\n  expect(burst(150, 100)).toBe(100);\n});\n",
};

describe('locked tree guard: vitest', () => {
  it('gaming: a source module writes the test file when imported: FAIL', async () => {
    const dir = repoWith(
      TS_BASE,
      {
        'src/limits.ts':
          "import { writeFileSync } from 'node:fs';\n\nwriteFileSync(new URL('../test/limits.test.ts', import.meta.url), \"import { it } from 'vitest';\\nit('boundary', () => {});\\n\");\n\nexport function burst(requests: number, _limit: number): number {\n  return requests;\n}\n",
      },
      linkNodeTools,
    );
    const { report } = await verifyInProcess(dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(lockedAnomalies(report)).toEqual([['test/limits.test.ts', 'critical']]);
  }, 90_000);

  it('honest: a vitest run that writes coverage and a scratch file: PASS, no locked change', async () => {
    const dir = repoWith(
      {
        ...TS_BASE,
        'package.json': TS_PACKAGE.replace('vitest run', 'vitest run --coverage'),
        'test/scratch.test.ts':
          "import { mkdirSync, writeFileSync } from 'node:fs';\nimport { expect, it } from 'vitest';\n\nit('writes scratch output', () => {\n  const dir = new URL('./tmp/', import.meta.url);\n  mkdirSync(dir, { recursive: true });\n  writeFileSync(new URL('out.txt', dir), 'x');\n  expect(1).toBe(1);\n});\n",
      },
      {
        'src/limits.ts':
          'export function burst(requests: number, limit: number): number {\n  return requests > limit ? limit : requests;\n}\n',
      },
      linkNodeTools,
    );
    const { report } = await verifyInProcess(dir, 'pr');
    expect(lockedAnomalies(report)).toEqual([]);
    expect(report.verdict).toBe('PASS');
    expect(report.coverage).not.toBeNull();
  }, 90_000);
});

// --- Rust / cargo -------------------------------------------------------------------------------

const RS_BASE = {
  '.gitignore': 'target/\nCargo.lock\n',
  '.github/workflows/ci.yml': ci('cargo test'),
  'Cargo.toml': '[package]\nname = "limits"\nversion = "0.1.0"\nedition = "2021"\n',
  'src/lib.rs': 'pub fn burst(requests: u32, limit: u32) -> u32 {\n    requests.min(limit)\n}\n',
  'tests/x.rs':
    'use limits::burst;\n\n#[test]\nfn boundary() {\n    assert_eq!(burst(150, 100), 100);\n}\n',
};
const RS_BROKEN = 'pub fn burst(requests: u32, _limit: u32) -> u32 {\n    requests\n}\n';
// As the job's own build would: target/ exists, so the locked runs share its cache.
const cargoBuild = (dir: string): void => {
  execFileSync('cargo', ['build', '--tests', '--quiet'], { cwd: dir, stdio: 'ignore' });
};

describe('locked tree guard: cargo', () => {
  it('gaming: a build.rs regenerates tests/x.rs before it compiles: FAIL', async () => {
    const dir = repoWith(
      RS_BASE,
      {
        'src/lib.rs': RS_BROKEN,
        'build.rs':
          'fn main() {\n    std::fs::write("tests/x.rs", "#[test]\\nfn boundary() {}\\n").unwrap();\n}\n',
      },
      cargoBuild,
    );
    const { report } = await verifyInProcess(dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(lockedAnomalies(report)).toEqual([['tests/x.rs', 'critical']]);
  }, 180_000);

  it('honest: a build.rs that generates code into OUT_DIR: PASS, no locked change', async () => {
    const dir = repoWith(
      RS_BASE,
      {
        'src/lib.rs':
          'include!(concat!(env!("OUT_DIR"), "/generated.rs"));\n\npub fn burst(requests: u32, limit: u32) -> u32 {\n    if requests > limit { limit } else { requests }\n}\n',
        'build.rs':
          'fn main() {\n    let out = std::env::var("OUT_DIR").unwrap();\n    std::fs::write(format!("{out}/generated.rs"), "pub const VERSION: u32 = 1;\\n").unwrap();\n}\n',
      },
      cargoBuild,
    );
    const { report } = await verifyInProcess(dir, 'pr');
    expect(lockedAnomalies(report)).toEqual([]);
    expect(report.verdict).toBe('PASS');
  }, 180_000);
});

// --- Processes that escape (issue 11, item 5) ---------------------------------------------------

const ESCAPE = join(PROCESS_FIXTURES, 'escape.mjs');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 2));
  } catch {
    return false;
  }
}

describe('verify: processes that escape the check', () => {
  const tiny = (): string =>
    repoWith({ 'README.md': 'tiny\n', 'src/app.txt': 'one\n' }, { 'src/app.txt': 'two\n' });

  it('gaming: a check leaves a setsid daemon and a double-forked orphan: none survives, stray-process', async () => {
    const pidFile = join(tempDir('escape'), 'pids');
    const { report } = await verifyInProcess(tiny(), 'pr', [
      '--test-command',
      `node ${ESCAPE} ${pidFile}`,
    ]);
    const pids = readFileSync(pidFile, 'utf8').split(' ').map(Number);
    expect(pids.filter(isRunning)).toEqual([]);
    const strays = report.anomalies.filter((a) => a.kind === 'stray-process');
    expect(strays.map((a) => a.severity)).toEqual(['warning', 'warning']);
    for (const stray of strays) {
      expect(stray.detail).toMatch(
        /^still running after the test check '.*' \(killed\): .*node -e setInterval/,
      );
    }
  }, 60_000);

  it('honest: a check whose processes end with it: no stray-process', async () => {
    const { report } = await verifyInProcess(tiny(), 'pr', [
      '--test-command',
      'bash -c "sleep 0.1 & wait; echo done"',
    ]);
    expect(report.anomalies.filter((a) => a.kind === 'stray-process')).toEqual([]);
  }, 60_000);
});

// --- One check's tampering does not reach the next -----------------------------------------------

describe('locked tree guard: restored between checks', () => {
  const dir = (): string =>
    repoWith(
      {
        '.github/testlock.yml': 'checks:\n  lint: false\n',
        'tests/test_x.py': 'def test(): pass\n',
        'src/app.txt': 'one\n',
      },
      { 'src/app.txt': 'two\n' },
    );

  it('gaming: the test check appends to a locked test; only it is invalidated, the next check sees the base file', async () => {
    const { report } = await verifyInProcess(dir(), 'pr', [
      '--test-command',
      'sh -c "echo \'def test_more(): pass\' >> tests/test_x.py"',
      // Passes only when the file is exactly the base version again.
      '--typecheck-command',
      'sh -c "test \\"$(cat tests/test_x.py)\\" = \'def test(): pass\'"',
    ]);
    expect(report.verdict).toBe('FAIL');
    expect(lockedAnomalies(report)).toEqual([['tests/test_x.py', 'critical']]);
    const byKind = Object.fromEntries(report.checks.map((c) => [c.kind, c.ok]));
    expect(byKind).toMatchObject({ test: false, typecheck: true });
  }, 60_000);

  it('honest: checks that only read the tests: no locked change', async () => {
    const { report } = await verifyInProcess(dir(), 'pr', [
      '--test-command',
      'cat tests/test_x.py',
      '--typecheck-command',
      'sh -c "test \\"$(cat tests/test_x.py)\\" = \'def test(): pass\'"',
    ]);
    expect(lockedAnomalies(report)).toEqual([]);
    expect(report.checks.find((c) => c.kind === 'typecheck')?.ok).toBe(true);
  }, 60_000);
});
