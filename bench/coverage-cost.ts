// What each instrumentation costs against the plain command, on the honest PR of each fixture:
// pytest-cov (bare --cov and --cov=<source>), vitest v8 coverage, jest's own coverage (one
// json-summary vs its default reporters), go -coverprofile, JUnit reporters. A B A B rounds,
// medians, ratio and difference.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { goStack } from '../test/e2e/helpers/go-fixture.js';
import { pythonStack } from '../test/e2e/helpers/python-fixture.js';
import { buildStack, cleanupRepos, type StackSpec } from '../test/e2e/helpers/scenarios.js';
import { tsStack } from '../test/e2e/helpers/ts-fixture.js';
import { linkRunnerModules, runnerModules } from '../test/helpers/npm-runners.js';
import { median, ms, type Row } from './measure.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

type Variant = [label: string, command: string, args: string[]];

function time(cwd: string, [, command, args]: Variant): number {
  const start = performance.now();
  try {
    execFileSync(command, args, { cwd, stdio: 'ignore' });
  } catch {}
  return performance.now() - start;
}

/** Plain first, then each instrumented variant, in interleaved rounds after a warm-up. */
function compare(stack: string, spec: StackSpec, variants: (out: string) => Variant[]): Row[] {
  const repo = buildStack(spec);
  const out = mkdtempSync(join(tmpdir(), 'testlock-bench-cov-'));
  try {
    repo.git('checkout', '-q', 'honest');
    const all = variants(out);
    for (const variant of all) time(repo.dir, variant);
    const times = all.map((): number[] => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, variant] of all.entries()) times[index]?.push(time(repo.dir, variant));
    }
    const plain = median(times[0] ?? []);
    return all.map(([label], index) => {
      const value = median(times[index] ?? []);
      return {
        name: `${stack}: ${label}`,
        median: ms(value),
        target: index === 0 ? 'baseline' : 'cheapest equivalent',
        note: index === 0 ? '' : `+${ms(value - plain)}; ratio ${(value / plain).toFixed(2)}`,
      };
    });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

// A small jest project (two source files, one test each), jest installed once into the cache.
const JEST_SOURCE = (name: string): string =>
  `exports.${name} = (a, b) => {\n  if (a < 0) return 0;\n  return a + b;\n};\n`;
const JEST_TEST = (name: string): string =>
  `const { ${name} } = require('../src/${name}.js');\ntest('${name}', () => {\n  expect(${name}(1, 2)).toBe(3);\n});\n`;
const jestStack: StackSpec = {
  base: {
    '.gitignore': 'node_modules/\n',
    'package.json': '{"name":"bench-jest","private":true,"scripts":{"test":"jest"}}\n',
    'src/add.js': JEST_SOURCE('add'),
    'src/plus.js': JEST_SOURCE('plus'),
    'test/add.test.js': JEST_TEST('add'),
    'test/plus.test.js': JEST_TEST('plus'),
  },
  branches: {
    honest: { write: { 'src/add.js': `// Adds.\n${JEST_SOURCE('add')}` } },
    broken: {},
    'test-edited': {},
    'test-deleted': {},
    'test-skipped': {},
    'ci-echo': {},
  },
  prepare: (dir) => linkRunnerModules(dir, runnerModules(['jest@29.7.0'])),
};

export function benchCoverageCost(): Row[] {
  try {
    return [
      ...compare('pytest', pythonStack, (out) => [
        ['plain pytest -q', 'pytest', ['-q', '-p', 'no:cacheprovider']],
        ['+ JUnit XML', 'pytest', ['-q', '-p', 'no:cacheprovider', `--junitxml=${out}/j.xml`]],
        [
          '+ --cov (bare: tests measured too)',
          'pytest',
          ['-q', '-p', 'no:cacheprovider', '--cov', `--cov-report=json:${out}/c.json`],
        ],
        [
          '+ --cov=ratelimit (the source only)',
          'pytest',
          ['-q', '-p', 'no:cacheprovider', '--cov=ratelimit', `--cov-report=json:${out}/c.json`],
        ],
        [
          '+ --cov + term and HTML reports',
          'pytest',
          [
            '-q',
            '-p',
            'no:cacheprovider',
            '--cov',
            '--cov-report=term',
            `--cov-report=html:${out}/html`,
          ],
        ],
      ]),
      ...compare('vitest', tsStack, (out) => [
        ['plain vitest run', 'npx', ['--no', '--', 'vitest', 'run']],
        [
          '+ JUnit reporter',
          'npx',
          [
            '--no',
            '--',
            'vitest',
            'run',
            '--reporter=default',
            '--reporter=junit',
            `--outputFile.junit=${out}/j.xml`,
          ],
        ],
        [
          '+ v8 coverage, json-summary only',
          'npx',
          [
            '--no',
            '--',
            'vitest',
            'run',
            '--coverage.enabled',
            '--coverage.reporter=json-summary',
            `--coverage.reportsDirectory=${out}/c`,
          ],
        ],
        [
          '+ v8 coverage, default reporters',
          'npx',
          [
            '--no',
            '--',
            'vitest',
            'run',
            '--coverage.enabled',
            `--coverage.reportsDirectory=${out}/d`,
          ],
        ],
      ]),
      ...compare('jest', jestStack, (out) => [
        ['plain jest', 'npx', ['--no', '--', 'jest']],
        ['+ --json results', 'npx', ['--no', '--', 'jest', '--json', `--outputFile=${out}/j.json`]],
        [
          '+ --coverage, json-summary only',
          'npx',
          [
            '--no',
            '--',
            'jest',
            '--coverage',
            '--coverageReporters=json-summary',
            `--coverageDirectory=${out}/c`,
            '--coverageThreshold={}',
          ],
        ],
        [
          '+ --coverage, default reporters',
          'npx',
          ['--no', '--', 'jest', '--coverage', `--coverageDirectory=${out}/d`],
        ],
      ]),
      ...compare('go', goStack, (out) => [
        ['plain go test ./...', 'go', ['test', '-count=1', './...']],
        ['+ -json', 'go', ['test', '-count=1', '-json', './...']],
        [
          '+ -json -coverprofile',
          'go',
          ['test', '-count=1', '-json', `-coverprofile=${out}/c.out`, './...'],
        ],
      ]),
    ];
  } finally {
    cleanupRepos();
  }
}

// `tsx bench/coverage-cost.ts` runs only this part.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./measure.js');
  printTable(benchCoverageCost());
}
