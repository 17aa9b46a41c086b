// testlock's changed-lines recorder for pytest (runners/pytest/lines-source.ts), run by real pytest
// beside the witness that loads it: it must count what coverage.py counts on the constructs that
// compile differently (docstrings, __future__, decorators, elif, try, match, async, generators),
// leave the module's behaviour alone (docstrings, tracebacks' lines), count a file nothing imports
// as run by no test, and say nothing of a file loaded past it (by path, through runpy).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PYTEST_LINES_CONFIG,
  PYTEST_LINES_MODULE,
  PYTEST_LINES_SOURCE,
} from '../../src/core/runners/pytest/lines-source.js';
import {
  PYTEST_WITNESS_MODULE,
  PYTEST_WITNESS_SOURCE,
} from '../../src/core/runners/pytest/witness-source.js';

const TRICKY = `"""Module docstring."""
from __future__ import annotations

import functools


def deco(f):
    @functools.wraps(f)
    def inner(*a, **k):
        return f(*a, **k)

    return inner


@deco
def branchy(n):
    """Doc."""
    if n < 0:
        return "neg"
    elif n == 0:
        return "zero"
    else:
        total = 0
        for i in range(n):
            if i % 2:
                continue
            total += i
        try:
            1 / (n - 3)
        except ZeroDivisionError:
            total = -1
        else:
            total += 1
        finally:
            total += 0
        return total


class Thing:
    """Doc."""

    def method(self, v):
        match v:
            case 1:
                return "one"
            case _:
                return "other"

    async def amethod(self):
        return 1


def gen(n):
    for i in range(n):
        yield i


def fails():
    value = 1
    raise ValueError("boom")


def never():
    x = (
        1 +
        2
    )
    return x
`;

const TEST = `import asyncio
import importlib.util
import pytest
from pkg.tricky import Thing, branchy, fails, gen


def test_all():
    assert branchy(-1) == "neg"
    assert branchy(0) == "zero"
    assert branchy(3) == -1
    assert branchy(5) >= 0
    assert Thing().method(1) == "one"
    assert list(gen(2)) == [0, 1]
    assert asyncio.run(Thing().amethod()) == 1
    assert Thing.__doc__ == "Doc." and branchy.__doc__ == "Doc."


def test_traceback_line():
    with pytest.raises(ValueError) as caught:
        fails()
    assert caught.traceback[-1].lineno + 1 == ${TRICKY.split('\n').indexOf('    raise ValueError("boom")') + 1}


def test_by_path():
    spec = importlib.util.spec_from_file_location("by_path", "pkg/by_path.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.VALUE == 2


def test_runpy():
    import runpy

    assert runpy.run_path("pkg/script.py")["OUT"] == 3
`;

interface Lines {
  path: string;
  statements: number[];
  run: number[];
}

describe("pytest's changed-lines recorder", () => {
  let dir: string;
  let records: Lines[];

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'testlock-lines-'));
    const project = join(dir, 'project');
    const witness = join(dir, 'witness');
    const files: Record<string, string> = {
      'pyproject.toml': '[tool.pytest.ini_options]\npythonpath = ["."]\n',
      'pkg/__init__.py': '',
      'pkg/tricky.py': TRICKY,
      'pkg/unused.py': '"""Nothing imports this."""\n\n\ndef alone():\n    return 1\n',
      'pkg/by_path.py': 'VALUE = 2\n',
      'pkg/script.py': 'OUT = 3\n',
      'tests/test_tricky.py': TEST,
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(project, path)), { recursive: true });
      writeFileSync(join(project, path), text);
    }
    mkdirSync(witness);
    writeFileSync(join(witness, `${PYTEST_WITNESS_MODULE}.py`), PYTEST_WITNESS_SOURCE);
    writeFileSync(join(witness, `${PYTEST_LINES_MODULE}.py`), PYTEST_LINES_SOURCE);
    const traced = ['tricky', 'unused', 'by_path', 'script'].map((m) =>
      join(project, 'pkg', `${m}.py`),
    );
    const out = join(dir, 'lines.jsonl');
    writeFileSync(join(witness, PYTEST_LINES_CONFIG), JSON.stringify({ files: traced, out }));
    const run = spawnSync('python3', ['-m', 'pytest', '-q', '-p', 'no:cacheprovider'], {
      cwd: project,
      encoding: 'utf8',
      env: {
        ...process.env,
        PYTHONPATH: witness,
        PYTEST_ADDOPTS: `-p ${PYTEST_WITNESS_MODULE}`,
        PYTHONDONTWRITEBYTECODE: '1',
      },
    });
    expect(run.stdout).toMatch(/4 passed/);
    records = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Lines);
    // coverage.py's own view of the same run, for the comparison.
    execFileSync(
      'python3',
      [
        '-m',
        'pytest',
        '-q',
        '-p',
        'no:cacheprovider',
        '--cov=pkg',
        `--cov-report=json:${join(dir, 'cov.json')}`,
      ],
      { cwd: project, stdio: 'ignore', env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' } },
    );
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const record = (name: string): Lines | undefined =>
    records.find((r) => r.path.endsWith(`/pkg/${name}.py`));

  it('counts the statements coverage.py counts, and the same of them as run', () => {
    const coverage = JSON.parse(readFileSync(join(dir, 'cov.json'), 'utf8')).files[
      'pkg/tricky.py'
    ] as { executed_lines: number[]; missing_lines: number[] };
    const tricky = record('tricky');
    expect(tricky?.statements).toEqual(
      [...coverage.executed_lines, ...coverage.missing_lines].sort((a, b) => a - b),
    );
    expect(tricky?.run).toEqual(coverage.executed_lines);
    // The lines no test reaches: the unmatched case and never()'s body, among others.
    expect(coverage.missing_lines.length).toBeGreaterThan(3);
  });

  it('a changed file nothing imports: its statements, none run', () => {
    expect(record('unused')).toMatchObject({ statements: [4, 5], run: [] });
  });

  it.each(['by_path', 'script'])(
    'a changed file loaded past the recorder (%s) is left unmeasured, not counted as unrun',
    (name) => {
      expect(record(name)).toBeUndefined();
    },
  );
});
