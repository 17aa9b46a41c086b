// Issue 42.3, `suppression-hides-errors`, end to end on a TypeScript project with real tsc and
// biome behind package scripts: `// @ts-ignore`, `// @ts-nocheck` and `biome-ignore` that hide an
// error fail naming its line; a `biome-ignore` over code biome would not flag passes with the
// `suppression-added` warning.
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/core/model/report.js';
import { cleanupRepos, createPrRepo } from '../helpers/git-repo.js';
import { workflow } from './helpers/scenarios.js';
import { linkNodeTools } from './helpers/ts-fixture.js';
import { cleanupReports, type VerifyRun, verifyInProcess } from './helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

const ADD = 'export function add(a: number, b: number): number {\n  return a + b;\n}\n';
const BASE = {
  '.gitignore': 'node_modules/\n',
  'package.json': json({
    name: 'calc',
    version: '0.1.0',
    private: true,
    type: 'module',
    scripts: { test: 'vitest run', typecheck: 'tsc --noEmit', lint: 'biome check .' },
    devDependencies: { '@biomejs/biome': '^2.0.0', typescript: '^5.9.0', vitest: '^4.0.0' },
  }),
  'tsconfig.json': json({
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
  }),
  // Written the way biome formats it, so that biome's own check of biome.json passes.
  'biome.json':
    '{\n  "files": { "includes": ["src/**", "test/**"] },\n  "formatter": { "indentStyle": "space", "indentWidth": 2 },\n  "javascript": { "formatter": { "quoteStyle": "single" } }\n}\n',
  'src/calc.ts': ADD,
  'test/calc.test.ts':
    "import { expect, it } from 'vitest';\nimport { add } from '../src/calc.js';\n\nit('adds', () => {\n  expect(add(1, 2)).toBe(3);\n});\n",
  '.github/workflows/ci.yml': workflow(
    ['uses: actions/setup-node@v4'],
    ['npm ci', 'npm run lint', 'npm run typecheck', 'npm test'],
  ),
};

async function verify(pr: Record<string, string>): Promise<VerifyRun> {
  const repo = createPrRepo(BASE, pr);
  linkNodeTools(repo.dir);
  return verifyInProcess(repo.dir, 'pr', [], process.env);
}

const hidden = (report: Report) =>
  report.anomalies
    .filter((a) => a.kind === 'suppression-hides-errors')
    .map((a) => `${a.path}:${a.line}`);

describe('suppressions that hide errors (TypeScript: tsc, biome)', () => {
  it('attack: `// @ts-ignore` over a wrong return type', async () => {
    const pr = {
      'src/calc.ts': `${ADD}\nexport function label(n: number): string {\n  // @ts-ignore\n  return n;\n}\n`,
    };
    const { report, code } = await verify(pr);
    expect([code, report.verdict, report.type_check_clean]).toEqual([1, 'FAIL', true]);
    expect(hidden(report)).toEqual(['src/calc.ts:7']);
    expect(report.anomalies.find((a) => a.kind === 'suppression-hides-errors')?.detail).toMatch(
      /TS2322/,
    );
  }, 180_000);

  it('attack: `// @ts-nocheck` over the whole file', async () => {
    const pr = {
      'src/calc.ts': `// @ts-nocheck\n${ADD}\nexport function label(n: number): string {\n  return n;\n}\n`,
    };
    const { report } = await verify(pr);
    expect(report.verdict).toBe('FAIL');
    expect(hidden(report)).toEqual(['src/calc.ts:7']);
  }, 180_000);

  it('attack: `biome-ignore` over a lint error', async () => {
    const pr = {
      'src/calc.ts': `${ADD}\nexport function same(a: number, b: number): boolean {\n  // biome-ignore lint/suspicious/noDoubleEquals: legacy\n  return a == b;\n}\n`,
    };
    const { report } = await verify(pr);
    expect([report.verdict, report.lint_clean]).toEqual(['FAIL', true]);
    expect(hidden(report)).toEqual(['src/calc.ts:7']);
  }, 180_000);

  it('honest: a `biome-ignore` over code biome does not flag hides nothing: a warning', async () => {
    const pr = {
      'src/calc.ts': `${ADD}\nexport function same(a: number, b: number): boolean {\n  // biome-ignore lint/suspicious/noDoubleEquals: kept for old callers\n  return a === b;\n}\n`,
    };
    const { report, code, stderr } = await verify(pr);
    expect([code, report.verdict]).toEqual([0, 'PASS']);
    expect(hidden(report)).toEqual([]);
    expect(report.anomalies.map((a) => `${a.kind} ${a.line}`)).toContain('suppression-added 6');
    // Only biome ran again: tsc honours no biome comment.
    expect(stderr).toMatch(/1 lint and type checks again without the 1 suppressions/);
  }, 180_000);
});
