// .gitattributes end to end: the locked tree is checked out from an index, and git applies the
// attributes it finds there. A PR that made its output CRLF and added `*.golden text eol=crlf`
// passed (the base golden file was written with CRLF); the locked tree now uses base's attributes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createRepo, type TempRepo } from '../../helpers/git-repo.js';
import { workflow } from '../helpers/scenarios.js';
import { cleanupReports, verifyInProcess } from '../helpers/verify-run.js';

const TIMEOUT = 180_000;

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const SOURCE = (eol: string): string =>
  `def render(items):\n    return "".join(item + "${eol}" for item in items)\n`;

const BASE = {
  '.gitignore': '__pycache__/\n',
  'pyproject.toml': '[tool.pytest.ini_options]\npythonpath = ["src"]\n',
  'src/report.py': SOURCE('\\n'),
  'tests/expected.golden': 'alpha\nbeta\n',
  'tests/test_report.py': `from pathlib import Path

from report import render


def test_render_matches_golden():
    golden = (Path(__file__).parent / "expected.golden").read_bytes().decode()
    assert render(["alpha", "beta"]) == golden
`,
  '.github/workflows/ci.yml': workflow(['uses: actions/setup-python@v5'], ['pytest']),
};

describe('checkout attributes: .gitattributes', () => {
  let repo: TempRepo;

  beforeAll(() => {
    repo = createRepo(BASE);
    repo.commit('base');
    const branch = (name: string, write: Record<string, string>): void => {
      repo.git('checkout', '-q', '-b', name, 'main');
      repo.write(write);
      repo.commit(name);
    };
    branch('crlf-golden', {
      'src/report.py': SOURCE('\\r\\n'),
      '.gitattributes': '*.golden text eol=crlf\n',
    });
    branch('binary-assets', { '.gitattributes': '*.png binary\n', 'assets/.keep': '' });
    repo.git('checkout', '-q', 'main');
  }, 60_000);

  it(
    'gaming: eol=crlf on the golden files does not reach the locked tree',
    async () => {
      const { code, report } = await verifyInProcess(repo.dir, 'crlf-golden');
      expect(code).toBe(1);
      expect(report.verdict).toBe('FAIL');
      expect(report.tests_failed).toBe(1);
      expect(report.failure_detail).toContain('test_render_matches_golden');
      const found = report.anomalies.find((a) => a.path === '.gitattributes');
      expect(found?.kind).toBe('harness-added');
    },
    TIMEOUT,
  );

  it(
    'honest: a .gitattributes for assets passes with a warning',
    async () => {
      const { code, report } = await verifyInProcess(repo.dir, 'binary-assets');
      expect(report.anomalies.filter((a) => a.severity === 'critical')).toEqual([]);
      expect(report.verdict).toBe('PASS');
      expect(code).toBe(0);
      expect(report.anomalies.find((a) => a.path === '.gitattributes')?.severity).toBe('warning');
    },
    TIMEOUT,
  );
});
