// What the runners' integrity witnesses cost: a generated 2,000-test pytest suite run as testlock
// runs it (JUnit report), without and with the witness plugin, and the same for jest (its JSON
// report, without and with the witness's setup file), mocha (its console, without and with the
// witness's --require) and vitest (its JUnit report, the project's config or testlock's wrapping
// config with the witness) and ava (its console, the project's config or testlock's wrapping
// config with the witness), in interleaved rounds; medians. Trivial
// tests are the worst case: the witness's work per test is the same whatever the test does.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  AVA_WITNESS_CONFIG,
  AVA_WITNESS_FILE,
  AVA_WITNESS_SOURCE,
  avaWitnessConfig,
} from '../src/core/runners/ava/witness-source.js';
import { JEST_WITNESS_FILE, JEST_WITNESS_SOURCE } from '../src/core/runners/jest/witness-source.js';
import {
  MOCHA_WITNESS_FILE,
  MOCHA_WITNESS_SOURCE,
} from '../src/core/runners/mocha/witness-source.js';
import {
  PYTEST_WITNESS_MODULE,
  PYTEST_WITNESS_SOURCE,
} from '../src/core/runners/pytest/witness-source.js';
import { vitestWitness } from '../src/core/runners/vitest/witness.js';
import {
  VITEST_WITNESS_CONFIG,
  VITEST_WITNESS_FILE,
  vitestWitnessConfig,
} from '../src/core/runners/vitest/witness-source.js';
import { linkNodeTools } from '../test/e2e/helpers/ts-fixture.js';
import { linkRunnerModules, runnerModules } from '../test/helpers/npm-runners.js';
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

const percent = (ratio: number): string =>
  `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(1)} %`;

/**
 * The two rows of one runner: the baseline and the witnessed run against it, by the medians of
 * each and by the median of each round's own ratio (a machine whose speed drifts over minutes
 * moves both runs of a round alike), with the rounds' spread of that ratio.
 */
function rows(runner: string, a: number[], b: number[]): Row[] {
  const [without, with_] = [median(a), median(b)];
  const ratios = a.map((base, i) => (b[i] ?? base) / base).sort((x, y) => x - y);
  const paired = `paired ${percent(median(ratios))} (${percent(ratios[0] ?? 1)} to ${percent(ratios.at(-1) ?? 1)})`;
  const tests = FILES * PER_FILE;
  return [
    {
      name: `${runner}, ${tests} tests: report only`,
      median: ms(without),
      target: 'baseline',
      note: '',
    },
    {
      name: `${runner}, ${tests} tests: report + witness`,
      median: ms(with_),
      target: '≤ 3 % over the baseline',
      note: `${with_ >= without ? '+' : '-'}${ms(Math.abs(with_ - without))}; ${percent(with_ / without)}; ${paired}`,
    },
  ];
}

/** Interleaved rounds of `plain` and `witnessed` after one warm-up of each, each round's order
 * the other way round from the one before (A B, B A), so that neither always runs second. */
function rounds(plain: () => number, witnessed: () => number): [number[], number[]] {
  plain();
  witnessed();
  const a: number[] = [];
  const b: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) {
      a.push(plain());
      b.push(witnessed());
    } else {
      b.push(witnessed());
      a.push(plain());
    }
  }
  return [a, b];
}

/** `bench` given a fresh folder with empty `project` and `witness` folders in it, removed after. */
function inScratch(
  prefix: string,
  bench: (root: string, project: string, witness: string) => Row[],
): Row[] {
  const root = mkdtempSync(join(tmpdir(), prefix));
  try {
    const project = join(root, 'project');
    const witness = join(root, 'witness');
    mkdirSync(project);
    mkdirSync(witness);
    return bench(root, project, witness);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** A timed run of a node script in the project, the runner's words then `extra`. */
function nodeRun(project: string, words: readonly string[]) {
  return (extra: readonly string[]) => (): number => {
    const start = performance.now();
    execFileSync(process.execPath, [...words, ...extra], { cwd: project, stdio: 'ignore' });
    return performance.now() - start;
  };
}

/** FILES test files of PER_FILE tests under `test/`, each `header` then the tests `test(i)` gives. */
function writeTests(dir: string, header: string, test: (i: number) => string): void {
  for (let f = 0; f < FILES; f++) {
    const tests = Array.from({ length: PER_FILE }, (_, i) => test(i));
    writeFileSync(join(dir, 'test', `t${f}.test.js`), `${header}\n${tests.join('\n')}`);
  }
}

const EXPECT_TEST = (i: number): string =>
  `test('t${i}', () => {\n  expect(add(${i}, 1)).toBe(${i + 1});\n});\n`;

function jestSuite(dir: string): void {
  mkdirSync(join(dir, 'test'));
  writeFileSync(join(dir, 'calc.js'), 'exports.add = (a, b) => a + b;\n');
  writeFileSync(join(dir, 'package.json'), '{"name":"calc","private":true}\n');
  writeTests(dir, "const { add } = require('../calc');\n", EXPECT_TEST);
}

function benchJestWitness(): Row[] {
  return inScratch('testlock-bench-witness-jest-', (root, project, witness) => {
    jestSuite(project);
    linkRunnerModules(project, runnerModules(['jest@29.7.0']));
    writeFileSync(join(witness, JEST_WITNESS_FILE), JEST_WITNESS_SOURCE);
    const jest = join(project, 'node_modules', 'jest', 'bin', 'jest.js');
    const run = nodeRun(project, [
      jest,
      '--ci',
      '--json',
      `--outputFile=${join(root, 'jest.json')}`,
    ]);
    const [a, b] = rounds(
      run([]),
      run([`--setupFilesAfterEnv=${join(witness, JEST_WITNESS_FILE)}`]),
    );
    return rows('jest', a, b);
  });
}

function benchMochaWitness(): Row[] {
  return inScratch('testlock-bench-witness-mocha-', (_root, project, witness) => {
    jestSuite(project);
    linkRunnerModules(project, runnerModules(['mocha@10.7.3', 'chai@4.5.0']));
    // The suite's tests, with chai's expect in place of jest's.
    writeTests(
      project,
      "const { expect } = require('chai');\nconst { add } = require('../calc');\n",
      (i) => `it('t${i}', () => {\n  expect(add(${i}, 1)).to.equal(${i + 1});\n});\n`,
    );
    writeFileSync(join(witness, MOCHA_WITNESS_FILE), MOCHA_WITNESS_SOURCE);
    const mocha = join(project, 'node_modules', 'mocha', 'bin', 'mocha.js');
    const run = nodeRun(project, [mocha, 'test/*.test.js']);
    const [a, b] = rounds(run([]), run(['--require', join(witness, MOCHA_WITNESS_FILE)]));
    return rows('mocha', a, b);
  });
}

function benchVitestWitness(): Row[] {
  return inScratch('testlock-bench-witness-vitest-', (root, project, witness) => {
    jestSuite(project);
    linkNodeTools(project);
    writeFileSync(
      join(project, 'package.json'),
      '{"name":"calc","private":true,"type":"module"}\n',
    );
    writeFileSync(join(project, 'calc.js'), 'export const add = (a, b) => a + b;\n');
    writeFileSync(join(project, 'vitest.config.mjs'), 'export default { test: {} };\n');
    writeTests(
      project,
      "import { expect, test } from 'vitest';\nimport { add } from '../calc.js';\n",
      EXPECT_TEST,
    );
    for (const file of vitestWitness.files) writeFileSync(join(witness, file.name), file.content);
    const config = join(witness, VITEST_WITNESS_CONFIG);
    const own = join(project, 'vitest.config.mjs');
    writeFileSync(config, vitestWitnessConfig(own, join(witness, VITEST_WITNESS_FILE)));
    const vitest = join(project, 'node_modules', 'vitest', 'vitest.mjs');
    const junit = `--outputFile.junit=${join(root, 'junit.xml')}`;
    const run = nodeRun(project, [vitest, 'run', '--reporter=junit', junit]);
    const [a, b] = rounds(run([`--config=${own}`]), run([`--config=${config}`]));
    return rows('vitest', a, b);
  });
}

function benchAvaWitness(): Row[] {
  return inScratch('testlock-bench-witness-ava-', (_root, project, witness) => {
    jestSuite(project);
    linkRunnerModules(project, runnerModules(['ava@6.4.1']));
    writeFileSync(
      join(project, 'package.json'),
      '{"name":"calc","private":true,"type":"module"}\n',
    );
    writeFileSync(join(project, 'calc.js'), 'export const add = (a, b) => a + b;\n');
    writeFileSync(join(project, 'ava.config.mjs'), "export default { files: ['test/**'] };\n");
    writeTests(
      project,
      "import test from 'ava';\nimport { add } from '../calc.js';\n",
      (i) => `test('t${i}', (t) => {\n  t.is(add(${i}, 1), ${i + 1});\n});\n`,
    );
    writeFileSync(join(witness, AVA_WITNESS_FILE), AVA_WITNESS_SOURCE);
    const config = join(witness, AVA_WITNESS_CONFIG);
    const own = join(project, 'ava.config.mjs');
    writeFileSync(config, avaWitnessConfig(own, null, join(witness, AVA_WITNESS_FILE)));
    const ava = join(project, 'node_modules', 'ava', 'entrypoints', 'cli.mjs');
    const run = nodeRun(project, [ava]);
    const [a, b] = rounds(run([`--config=${own}`]), run([`--config=${config}`]));
    return rows('ava', a, b);
  });
}

/** `BENCH_WITNESS=jest,mocha` times only those runners. */
export function benchRunnerWitness(): Row[] {
  const only = process.env.BENCH_WITNESS?.split(',');
  const runners: Array<[string, () => Row[]]> = [
    ['pytest', benchPytestWitness],
    ['jest', benchJestWitness],
    ['mocha', benchMochaWitness],
    ['vitest', benchVitestWitness],
    ['ava', benchAvaWitness],
  ];
  return runners.flatMap(([name, bench]) => (only && !only.includes(name) ? [] : bench()));
}

function benchPytestWitness(): Row[] {
  return inScratch('testlock-bench-witness-', (root, project, witness) => {
    pytestSuite(project);
    writeFileSync(join(witness, `${PYTEST_WITNESS_MODULE}.py`), PYTEST_WITNESS_SOURCE);
    const junit = `--junitxml=${join(root, 'junit.xml')}`;
    const plain = { ...process.env, PYTEST_ADDOPTS: junit };
    const witnessed = {
      ...process.env,
      PYTEST_ADDOPTS: `${junit} -p ${PYTEST_WITNESS_MODULE}`,
      PYTHONPATH: witness,
    };
    const [a, b] = rounds(
      () => time(project, plain),
      () => {
        rmSync(join(witness, 'channel.jsonl'), { force: true });
        return time(project, witnessed);
      },
    );
    return rows('pytest', a, b);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printTable(benchRunnerWitness());
}
