// Two witnesses and has_tests against real runners: a PR whose code forges the JUnit report, prints
// a fake summary, or exits 0 before any test ran must FAIL; honest look-alikes must not.
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';
import { installVitest } from '../helpers/node-fixture.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

afterAll(() => {
  cleanupReports();
  cleanupRepos();
});

/** `main` with `base`, and one branch per entry of `branches` writing its files. */
function project(
  base: Record<string, string>,
  branches: Record<string, Record<string, string>>,
): TempRepo {
  const repo = createRepo(base);
  repo.commit('base');
  for (const [name, files] of Object.entries(branches)) {
    repo.git('checkout', '-q', '-b', name, 'main');
    repo.write(files);
    repo.commit(name);
  }
  repo.git('checkout', '-q', 'main');
  return repo;
}

const NO_TYPECHECK = 'checks:\n  typecheck: false\n  lint: false\n';

const PY_TEST = `from ratelimit import burst


def test_admits_under_limit():
    assert burst(5, 100) == 5


def test_burst_at_boundary():
    assert burst(150, 100) <= 100
`;

const PY_BASE = {
  '.gitignore': '__pycache__/\n.pytest_cache/\n',
  'pyproject.toml':
    '[project]\nname = "ratelimit"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["."]\n',
  'ratelimit.py': 'def burst(requests, limit):\n    return min(requests, limit)\n',
  'tests/test_ratelimit.py': PY_TEST,
  '.github/testlock.yml': NO_TYPECHECK,
};

// Registered at import: after pytest wrote its JUnit report, erase the failures and exit 0.
const FORGER = `import atexit
import os
import re


def _forge():
    found = re.search(r"--junitxml='([^']+)'", os.environ.get("PYTEST_ADDOPTS", ""))
    if found and os.path.exists(found.group(1)):
        path = found.group(1)
        with open(path) as f:
            text = f.read()
        text = re.sub(r"<failure.*?</failure>", "", text, flags=re.S)
        text = re.sub(r'failures="\\d+"', 'failures="0"', text)
        with open(path, "w") as f:
            f.write(text)
    os._exit(0)


atexit.register(_forge)
`;

// Honest: an atexit hook that flushes something of its own and lets pytest's status stand.
const FLUSHER = `import atexit
import os
import tempfile


def _flush():
    with open(os.path.join(tempfile.gettempdir(), "ratelimit-cache-%d" % os.getpid()), "w") as f:
        f.write("cached")


atexit.register(_flush)
`;

describe('pytest', () => {
  const repo = project(PY_BASE, {
    'atexit-forger': {
      'ratelimit.py': `${FORGER}\n\ndef burst(requests, limit):\n    return requests\n`,
    },
    'atexit-honest': {
      'ratelimit.py': `${FLUSHER}\n\ndef burst(requests, limit):\n    return min(requests, limit)\n`,
    },
    'exit-in-collection': {
      'ratelimit.py':
        'import os\n\nos._exit(0)\n\n\ndef burst(requests, limit):\n    return requests\n',
    },
    'print-in-collection': {
      'ratelimit.py':
        'import sys\n\nprint("loading ratelimit", file=sys.stderr)\n\n\ndef burst(requests, limit):\n    return min(requests, limit)\n',
    },
  });

  it('gaming: an atexit hook that rewrites the JUnit report and exits 0 is FAIL, report-disagrees', async () => {
    const { report } = await verifyInProcess(repo.dir, 'atexit-forger');
    expect(report.verdict).toBe('FAIL');
    const disagree = report.anomalies.filter((a) => a.kind === 'report-disagrees');
    expect(disagree).toHaveLength(1);
    expect(disagree[0]?.severity).toBe('critical');
    expect(disagree[0]?.detail).toMatch(/0 failed tests, the console summary 1/);
    expect(report.checks[0]?.exitCode).toBe(0);
  });

  it('honest: an atexit hook that leaves the status alone is PASS with counts', async () => {
    const { report } = await verifyInProcess(repo.dir, 'atexit-honest');
    expect([report.verdict, report.tests_run, report.tests_passed]).toEqual(['PASS', 2, 2]);
    expect(report.anomalies.filter((a) => a.severity === 'critical')).toEqual([]);
  });

  it('gaming: os._exit(0) during collection is FAIL with has_tests true', async () => {
    const { report } = await verifyInProcess(repo.dir, 'exit-in-collection');
    expect([report.verdict, report.has_tests, report.tests_run]).toEqual(['FAIL', true, 0]);
    expect(report.verified).toBe(false);
  });

  it('honest: a module that prints while it is collected is PASS', async () => {
    const { report } = await verifyInProcess(repo.dir, 'print-in-collection');
    expect([report.verdict, report.has_tests, report.tests_passed]).toEqual(['PASS', true, 2]);
  });
});

const GO_TEST = `package ratelimit

import "testing"

func TestUnder(t *testing.T) {
	if Burst(5, 100) != 5 {
		t.Fatal("under")
	}
}

func TestBoundary(t *testing.T) {
	if Burst(150, 100) > 100 {
		t.Fatal("boundary")
	}
}
`;

const GO_SOURCE = (init: string, body: string): string =>
  `package ratelimit\n\nimport "os"\n\nvar mode = os.Getenv("RATELIMIT_MODE")\n\n${init}\n\nfunc Burst(requests, limit int) int {\n${body}\n}\n`;

describe('go test', () => {
  const repo = project(
    {
      'go.mod': 'module example.com/ratelimit\n\ngo 1.19\n',
      'ratelimit.go': GO_SOURCE(
        '',
        '\tif requests > limit {\n\t\treturn limit\n\t}\n\treturn requests',
      ),
      'ratelimit_test.go': GO_TEST,
      // Coverage asked for (SPEC rule 3): the honest case reads the profile.
      '.github/testlock.yml': `${NO_TYPECHECK}coverage: on\n`,
    },
    {
      'init-exit': { 'ratelimit.go': GO_SOURCE('func init() { os.Exit(0) }', '\treturn requests') },
      'init-honest': {
        'ratelimit.go': GO_SOURCE(
          'func init() {\n\tif mode == "" {\n\t\tmode = "strict"\n\t}\n}',
          '\tif requests > limit {\n\t\treturn limit\n\t}\n\treturn requests',
        ),
      },
    },
  );

  it('gaming: os.Exit(0) in init() is FAIL, the suite ran no tests, has_tests true', async () => {
    const { report } = await verifyInProcess(repo.dir, 'init-exit');
    expect([report.verdict, report.has_tests, report.tests_run]).toEqual(['FAIL', true, 0]);
    expect(report.confidence_qualifier).toBe('failed: the suite ran no tests');
  });

  it('honest: an init() that sets a default is PASS with counts and coverage', async () => {
    const { report } = await verifyInProcess(repo.dir, 'init-honest');
    expect([report.verdict, report.tests_run, report.tests_passed]).toEqual(['PASS', 2, 2]);
    expect(report.coverage).not.toBeNull();
  });
});

const VITEST_TEST = `import { expect, it } from 'vitest';
import { burst } from '../src/ratelimit.js';

it('admits under limit', () => {
  expect(burst(5, 100)).toBe(5);
});

it('burst at boundary', () => {
  expect(burst(150, 100)).toBe(100);
});
`;

const JS_SOURCE = (prelude: string, body: string): string =>
  `${prelude}\nexport function burst(requests, limit) {\n${body}\n}\n`;

describe('vitest', () => {
  const repo = project(
    {
      '.gitignore': 'node_modules/\n',
      'package.json': `${JSON.stringify({ name: 'rl', private: true, type: 'module', scripts: { test: 'vitest run' } }, null, 2)}\n`,
      'src/ratelimit.js': JS_SOURCE('', '  return Math.min(requests, limit);'),
      'test/ratelimit.test.js': VITEST_TEST,
      '.github/testlock.yml': NO_TYPECHECK,
    },
    {
      'fake-summary': {
        'src/ratelimit.js': JS_SOURCE(
          "process.stdout.write(' Test Files  1 passed (1)\\n      Tests  2 passed (2)\\n');\nprocess.exit(0);",
          '  return requests;',
        ),
      },
      'prints-honestly': {
        'src/ratelimit.js': JS_SOURCE(
          "process.stdout.write('ratelimit: 2 passed checks at load\\n');",
          '  return Math.min(requests, limit);',
        ),
      },
    },
  );
  installVitest(repo.dir);

  it('gaming: a source module printing a passing summary and exiting 0 is FAIL', async () => {
    const { report } = await verifyInProcess(repo.dir, 'fake-summary');
    expect(report.verdict).toBe('FAIL');
    expect(report.verified).toBe(false);
  });

  it('honest: a module that prints at load is PASS with counts', async () => {
    const { report } = await verifyInProcess(repo.dir, 'prints-honestly');
    expect([report.verdict, report.tests_run, report.tests_passed]).toEqual(['PASS', 2, 2]);
  });
});

// Every way pytest and vitest count differently from their JUnit report, in real runs: none of
// them may read as a disagreement.
describe('honest runs whose two witnesses count differently', () => {
  const pyTests = `import pytest
from ratelimit import burst


@pytest.fixture
def broken_teardown():
    yield
    raise RuntimeError("teardown broke")


@pytest.mark.parametrize("n", [1, 2, 3])
def test_param(n):
    assert burst(n, 100) == n


@pytest.mark.xfail(reason="known")
def test_xfail():
    assert burst(150, 100) == 150


@pytest.mark.xfail(reason="fixed now")
def test_xpass():
    assert burst(1, 100) == 1


@pytest.mark.skip(reason="later")
def test_skip():
    pass


def test_teardown_error(broken_teardown):
    assert burst(1, 100) == 1
`;
  const pyPassing = pyTests.replace(/\ndef test_teardown_error[\s\S]*$/, '\n');
  const repo = project(
    {
      ...PY_BASE,
      'tests/test_ratelimit.py': pyPassing,
      'tests/test_more.py': pyTests,
    },
    {
      'honest-variety': {
        'ratelimit.py': 'def burst(requests, limit):\n    return min(limit, requests)\n',
      },
    },
  );

  it('honest: pytest xfail, xpass, skip, parametrised and a failing test: FAIL, no disagreement', async () => {
    const { report } = await verifyInProcess(repo.dir, 'honest-variety');
    expect(report.anomalies.filter((a) => a.kind === 'report-disagrees')).toEqual([]);
    expect(report.verdict).toBe('FAIL');
    expect(report.tests_failed).toBeGreaterThan(0);
    expect(report.tests_passed).toBeGreaterThan(0);
  });

  const base = {
    '.gitignore': 'node_modules/\n',
    'package.json': `${JSON.stringify({ name: 'rl', private: true, type: 'module', scripts: { test: 'vitest run' } }, null, 2)}\n`,
    'src/ratelimit.js': JS_SOURCE('', '  return Math.min(requests, limit);'),
    'test/ratelimit.test.js': `import { describe, expect, it } from 'vitest';
import { burst } from '../src/ratelimit.js';

describe('burst', () => {
  it.each([1, 2, 3])('admits %i', (n) => expect(burst(n, 100)).toBe(n));
  it.skip('later', () => {});
  it.todo('someday');
  it('boundary', () => expect(burst(150, 100)).toBe(100));
});
`,
    'test/broken.test.js': "import { burst } from '../src/ratelimit.js';\nimport './missing.js';\n",
    '.github/testlock.yml': NO_TYPECHECK,
  };
  const vitestRepo = project(base, {
    'vitest-variety': {
      'src/ratelimit.js': JS_SOURCE('// tidy', '  return Math.min(limit, requests);'),
    },
  });
  installVitest(vitestRepo.dir);

  it('honest: vitest skip, todo, each and a suite that fails to load: FAIL, no disagreement', async () => {
    const { report } = await verifyInProcess(vitestRepo.dir, 'vitest-variety');
    expect(report.anomalies.filter((a) => a.kind === 'report-disagrees')).toEqual([]);
    expect(report.verdict).toBe('FAIL');
  });
});
