import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { mergePyproject } from '../../../src/core/locked/merge-pyproject.js';

const BASE = `[project]
name = "limits"
version = "1.0.0"
dependencies = ["attrs>=22"]

[tool.pytest.ini_options]
addopts = "-q --strict-markers"
testpaths = ["tests"]

[tool.coverage.report]
fail_under = 90

[tool.ruff]
line-length = 100
`;

describe('mergePyproject', () => {
  it('keeps the PR dependency change and takes pytest and coverage config from base', () => {
    const head = `[project]
name = "limits"
version = "1.1.0"
dependencies = ["attrs>=23", "httpx>=0.27"]

[tool.pytest.ini_options]
addopts = "-q -k 'not burst'"
testpaths = ["tests"]

[tool.coverage.report]
fail_under = 0
`;
    const merged = parse(mergePyproject(BASE, head));
    expect(merged.project).toEqual({
      name: 'limits',
      version: '1.1.0',
      dependencies: ['attrs>=23', 'httpx>=0.27'],
    });
    expect(merged.tool).toEqual({
      pytest: { ini_options: { addopts: '-q --strict-markers', testpaths: ['tests'] } },
      coverage: { report: { fail_under: 90 } },
      ruff: { 'line-length': 100 },
    });
  });

  it.each<[string, string, string, Record<string, unknown>]>([
    [
      'a pytest section the PR adds is removed',
      '[project]\nname = "a"\n',
      '[project]\nname = "a"\n\n[tool.pytest.ini_options]\naddopts = "-p no:cacheprovider"\n',
      { project: { name: 'a' } },
    ],
    [
      'hatch test scripts come from base, other hatch settings from head',
      '[tool.hatch.envs.test.scripts]\nrun = "pytest"\n\n[tool.hatch.build]\ninclude = ["src"]\n',
      '[tool.hatch.envs.test.scripts]\nrun = "pytest || true"\n\n[tool.hatch.build]\ninclude = ["src", "lib"]\n',
      {
        tool: {
          hatch: {
            envs: { test: { scripts: { run: 'pytest' } } },
            build: { include: ['src', 'lib'] },
          },
        },
      },
    ],
    [
      'a pytest plugin table and tox config come from base',
      '[tool.pytest-timeout]\ntimeout = 10\n\n[tool.tox]\nlegacy_tox_ini = "x"\n',
      '[tool.pytest-timeout]\ntimeout = 9999\n\n[tool.tox]\nlegacy_tox_ini = "y"\n',
      { tool: { 'pytest-timeout': { timeout: 10 }, tox: { legacy_tox_ini: 'x' } } },
    ],
    [
      'mypy strictness the PR relaxes comes back, uv dev dependencies stay from head',
      '[tool.mypy]\nstrict = true\n\n[tool.uv]\ndev-dependencies = ["pytest>=7"]\n',
      '[tool.mypy]\nstrict = false\n\n[tool.uv]\ndev-dependencies = ["pytest>=8"]\n',
      { tool: { mypy: { strict: true }, uv: { 'dev-dependencies': ['pytest>=8'] } } },
    ],
  ])('%s', (_name, base, head, expected) => {
    expect(parse(mergePyproject(base, head))).toEqual(expected);
  });

  it('returns head text untouched (comments included) when the test sections are the same', () => {
    const head = BASE.replace('attrs>=22', 'attrs>=23  # bumped');
    expect(mergePyproject(BASE, head)).toBe(head);
  });

  it('keeps big integers and dates from head intact when re-serialising', () => {
    const head = `[project]
name = "a"
released = 2024-05-01
big = 9007199254740993

[tool.pytest.ini_options]
addopts = "-x"
`;
    const merged = mergePyproject('[tool.pytest.ini_options]\naddopts = "-q"\n', head);
    expect(merged).toContain('big = 9007199254740993');
    expect(merged).toContain('released = 2024-05-01');
    expect(merged).toContain('addopts = "-q"');
  });

  it.each([
    ['head does not parse', BASE, '[project\nname = '],
    ['base does not parse', 'not = = toml', BASE],
    ['head has a non-table where a merge target must go', BASE, 'tool = "x"\n'],
  ])('returns base text when %s', (_name, base, head) => {
    expect(mergePyproject(base, head)).toBe(base);
  });
});
