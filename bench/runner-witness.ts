// What the runner's integrity witness costs: a generated 2,000-test pytest suite run as testlock
// runs it (JUnit report), without and with the witness plugin, in interleaved rounds; medians.
// Trivial tests are the worst case: the witness's work per test is the same whatever the test does.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  PYTEST_WITNESS_MODULE,
  PYTEST_WITNESS_SOURCE,
} from '../src/core/runners/pytest/witness-source.js';
import { median, ms, printTable, type Row } from './measure.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const FILES = 40;
const PER_FILE = 50;

function pytestSuite(dir: string): void {
  mkdirSync(join(dir, 'tests'));
  writeFileSync(join(dir, 'calc.py'), 'def add(a, b):\n    return a + b\n');
  writeFileSync(join(dir, 'pyproject.toml'), '[tool.pytest.ini_options]\npythonpath = ["."]\n');
  for (let f = 0; f < FILES; f++) {
    const tests = Array.from(
      { length: PER_FILE },
      (_, i) => `def test_${i}():\n    assert add(${i}, 1) == ${i + 1}\n`,
    );
    writeFileSync(
      join(dir, 'tests', `test_${f}.py`),
      `from calc import add\n\n${tests.join('\n')}`,
    );
  }
}

function time(cwd: string, env: NodeJS.ProcessEnv): number {
  const start = performance.now();
  execFileSync('python3', ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', 'tests'], {
    cwd,
    env,
    stdio: 'ignore',
  });
  return performance.now() - start;
}

export function benchRunnerWitness(): Row[] {
  const root = mkdtempSync(join(tmpdir(), 'testlock-bench-witness-'));
  try {
    const project = join(root, 'project');
    const witness = join(root, 'witness');
    mkdirSync(project);
    mkdirSync(witness);
    pytestSuite(project);
    writeFileSync(join(witness, `${PYTEST_WITNESS_MODULE}.py`), PYTEST_WITNESS_SOURCE);
    const junit = `--junitxml=${join(root, 'junit.xml')}`;
    const plain = { ...process.env, PYTEST_ADDOPTS: junit };
    const witnessed = {
      ...process.env,
      PYTEST_ADDOPTS: `${junit} -p ${PYTEST_WITNESS_MODULE}`,
      PYTHONPATH: witness,
    };
    time(project, plain);
    time(project, witnessed);
    const a: number[] = [];
    const b: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      a.push(time(project, plain));
      rmSync(join(witness, 'channel.jsonl'), { force: true });
      b.push(time(project, witnessed));
    }
    const [without, with_] = [median(a), median(b)];
    const tests = FILES * PER_FILE;
    return [
      {
        name: `pytest, ${tests} tests: JUnit only`,
        median: ms(without),
        target: 'baseline',
        note: '',
      },
      {
        name: `pytest, ${tests} tests: JUnit + witness`,
        median: ms(with_),
        target: '≤ 3 % over the baseline',
        note: `+${ms(with_ - without)}; ${(((with_ - without) / without) * 100).toFixed(1)} %`,
      },
    ];
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printTable(benchRunnerWitness());
}
