// A tiny TypeScript project: vitest with @vitest/coverage-v8, tsc --noEmit, biome, all run
// through package scripts that the CI workflow calls. node_modules links this project's tools.
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../helpers/node-fixture.js';
import { type StackSpec, workflow } from './scenarios.js';

export const TS_TEST = 'test/ratelimit.test.ts';
export const TS_CI = '.github/workflows/ci.yml';

const SOURCE = (
  limit: string,
): string => `/** How many of the requests arriving at once are admitted. */
export function burst(requests: number, limit: number): number {
  return Math.min(requests, ${limit});
}

export function describeLimit(limit: number): string {
  return \`up to \${limit}\`;
}
`;

const HONEST_SOURCE = `/** How many of the requests arriving at once are admitted. */
export function burst(requests: number, limit: number): number {
  const ceiling = Math.max(limit, 0);
  let admitted = requests;
  if (admitted > ceiling) {
    admitted = ceiling;
  }
  return admitted;
}

export function describeLimit(limit: number): string {
  return \`up to \${limit}\`;
}
`;

export const TS_TEST_TEXT = (options: { expected?: string; skip?: boolean } = {}): string =>
  `import { expect, it } from 'vitest';
import { burst } from '../src/ratelimit.js';

it('admits under limit', () => {
  expect(burst(5, 100)).toBe(5);
});

it${options.skip ? '.skip' : ''}('burst at boundary', () => {
  expect(burst(150, 100)).toBe(${options.expected ?? '100'});
});
`;

const PACKAGE_JSON = `${JSON.stringify(
  {
    name: 'ratelimit',
    version: '0.1.0',
    private: true,
    type: 'module',
    scripts: { test: 'vitest run', typecheck: 'tsc --noEmit', lint: 'biome check .' },
    devDependencies: {
      '@biomejs/biome': '^2.0.0',
      '@vitest/coverage-v8': '^4.0.0',
      typescript: '^5.9.0',
      vitest: '^4.0.0',
    },
  },
  null,
  2,
)}\n`;

const TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2022',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    },
    include: ['src', 'test'],
  },
  null,
  2,
)}\n`;

// Written the way biome formats it, so that biome's own check of biome.json passes.
const BIOME = `{
  "files": { "includes": ["src/**", "test/**"] },
  "formatter": { "indentStyle": "space", "indentWidth": 2 },
  "javascript": { "formatter": { "quoteStyle": "single" } }
}
`;

const CI = (testLine: string): string =>
  workflow(
    ['uses: actions/setup-node@v4'],
    ['npm ci', 'npm run lint', 'npm run typecheck', testLine],
  );

const BROKEN = { 'src/ratelimit.ts': SOURCE('limit + 50') };

/** What `npm ci` would have installed: links to this project's copies. */
export function linkNodeTools(dir: string): void {
  const modules = join(dir, 'node_modules');
  mkdirSync(join(modules, '.bin'), { recursive: true });
  mkdirSync(join(modules, '@vitest'), { recursive: true });
  mkdirSync(join(modules, '@biomejs'), { recursive: true });
  for (const name of ['vitest', '@vitest/coverage-v8', 'typescript', '@biomejs/biome']) {
    symlinkSync(join(PROJECT_ROOT, 'node_modules', name), join(modules, name), 'dir');
  }
  const bins: Record<string, string> = {
    vitest: '../vitest/vitest.mjs',
    tsc: '../typescript/bin/tsc',
    biome: '../@biomejs/biome/bin/biome',
  };
  for (const [bin, target] of Object.entries(bins)) symlinkSync(target, join(modules, '.bin', bin));
}

export const tsStack: StackSpec = {
  base: {
    '.gitignore': 'node_modules/\ncoverage/\n',
    'package.json': PACKAGE_JSON,
    'tsconfig.json': TSCONFIG,
    'biome.json': BIOME,
    'src/ratelimit.ts': SOURCE('limit'),
    [TS_TEST]: TS_TEST_TEXT(),
    [TS_CI]: CI('npm test'),
  },
  branches: {
    honest: { write: { 'src/ratelimit.ts': HONEST_SOURCE } },
    broken: { write: BROKEN },
    'test-edited': { write: { ...BROKEN, [TS_TEST]: TS_TEST_TEXT({ expected: '150' }) } },
    'test-deleted': { write: BROKEN, remove: [TS_TEST] },
    'test-skipped': { write: { ...BROKEN, [TS_TEST]: TS_TEST_TEXT({ skip: true }) } },
    'ci-echo': { write: { ...BROKEN, [TS_CI]: CI('echo ok') } },
  },
  prepare: linkNodeTools,
};
