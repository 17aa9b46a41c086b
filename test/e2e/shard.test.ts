// Acceptance of `verify --shard i/n` (issue 6) on real projects through the CLI: the shards of a
// vitest suite, a Go module and a pytest suite, merged with `testlock merge`, count what the
// unsharded run counts; an empty shard is a usage error.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/core/model/report.js';
import type { VerifyReport } from '../../src/pipeline/stages/verify-types.js';
import { cli } from '../helpers/cli.js';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';
import { linkNodeTools } from './helpers/ts-fixture.js';

const dirs: string[] = [];

afterAll(() => {
  cleanupRepos();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** `base` on main; branch `pr` (checked out) changes one source file so there is a diff. */
function project(base: Record<string, string>, change: Record<string, string>): TempRepo {
  const repo = createRepo(base);
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  repo.write(change);
  repo.commit('pr');
  return repo;
}

async function verify(
  repo: TempRepo,
  extra: string[],
): Promise<{ code: number; report: VerifyReport }> {
  const run = await cli(['verify', '--base', 'main', '--json', '-', ...extra], repo.dir);
  return { code: run.code, report: JSON.parse(run.stdout) as VerifyReport };
}

/** Lays the shard reports out as download-artifact does and merges them with the CLI. */
async function merge(
  reports: Record<string, VerifyReport>,
): Promise<{ code: number; report: Report }> {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-shards-'));
  dirs.push(dir);
  for (const [name, report] of Object.entries(reports)) {
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, 'testlock-report.json'), JSON.stringify(report));
  }
  const names = Object.keys(reports).join(',');
  const run = await cli(['merge', '--json', '-', '--expect', names, dir], '/');
  return { code: run.code, report: JSON.parse(run.stdout) as Report };
}

type Counts = Pick<Report, 'tests_run' | 'tests_passed' | 'tests_failed' | 'tests_skipped'>;

function counts(report: Report): Counts {
  const { tests_run, tests_passed, tests_failed, tests_skipped } = report;
  return { tests_run, tests_passed, tests_failed, tests_skipped };
}

const vitestFile = (name: string, tests: number): string =>
  `import { expect, it } from 'vitest';
import { double } from '../src/double.js';
${Array.from({ length: tests }, (_, i) => `\nit('${name} ${i}', () => {\n  expect(double(${i})).toBe(${2 * i});\n});\n`).join('')}`;

const VITEST_PROJECT: Record<string, string> = {
  '.gitignore': 'node_modules/\ncoverage/\n',
  // Its coverage provider declared: the merged shards' coverage is measured (SPEC rule 3).
  'package.json': `${JSON.stringify({ name: 'sharded', private: true, type: 'module', scripts: { test: 'vitest run' }, devDependencies: { '@vitest/coverage-v8': '^4.0.0' } }, null, 2)}\n`,
  'src/double.ts':
    'export function double(n: number): number {\n  return n * 2;\n}\n\nexport function unused(): number {\n  return 1;\n}\n',
  'test/a.test.ts': vitestFile('a', 1),
  'test/b.test.ts': vitestFile('b', 2),
  'test/c.test.ts': vitestFile('c', 3),
  'test/d.test.ts': vitestFile('d', 4),
};

describe('verify --shard', () => {
  it('two vitest shards merged count what the unsharded run counts', async () => {
    const repo = project(VITEST_PROJECT, { 'NOTES.md': 'Sharded.\n' });
    linkNodeTools(repo.dir);
    const whole = await verify(repo, []);
    const first = await verify(repo, ['--shard', '1/2']);
    const second = await verify(repo, ['--shard', '2/2']);
    expect([whole.code, first.code, second.code]).toEqual([0, 0, 0]);
    expect(counts(whole.report)).toEqual({
      tests_run: 10,
      tests_passed: 10,
      tests_failed: 0,
      tests_skipped: 0,
    });
    // Each shard ran a part of the suite, and the vitest command got the native option.
    expect(first.report.tests_run).toBeGreaterThan(0);
    expect(second.report.tests_run).toBeGreaterThan(0);
    expect(first.report.tests_run + second.report.tests_run).toBe(10);
    expect(first.report.checks[0]!.args).toContain('--shard=1/2');
    expect(second.report.checks[0]!.args).toContain('--shard=2/2');
    expect([first.report.shard, second.report.shard, whole.report.shard]).toEqual([
      '1/2',
      '2/2',
      null,
    ]);
    expect(whole.report.project).toBe(null);
    // double() is covered, unused() is not: 1 of 2 lines, in each shard as in the whole run.
    expect(whole.report.coverage_lines).toEqual({ covered: 1, total: 2 });
    expect(first.report.coverage_lines).toEqual({ covered: 1, total: 2 });
    expect(second.report.coverage_lines).toEqual({ covered: 1, total: 2 });
    expect(whole.report.coverage).toBe(50);

    const merged = await merge({ 'shard-1': first.report, 'shard-2': second.report });
    expect(merged.code).toBe(0);
    expect(counts(merged.report)).toEqual(counts(whole.report));
    expect(merged.report.verdict).toBe('PASS');
    // Merged from the shards' line totals (2 of 4 lines), not from averaged percentages.
    expect(merged.report.coverage).toBe(50);
    expect(merged.report.confidence_qualifier).toBe('passes-but-thinly-tested (50.0%)');
  });

  it('splits the packages of a Go module', async () => {
    const pkg = (name: string, tests: number): Record<string, string> => ({
      [`${name}/${name}.go`]: `package ${name}\n\nfunc Id(n int) int { return n }\n`,
      [`${name}/${name}_test.go`]: `package ${name}\n\nimport "testing"\n${Array.from({ length: tests }, (_, i) => `\nfunc TestId${i}(t *testing.T) {\n\tif Id(${i}) != ${i} {\n\t\tt.Fatal("id")\n\t}\n}\n`).join('')}`,
    });
    const repo = project(
      {
        'go.mod': 'module example.com/shards\n\ngo 1.19\n',
        ...pkg('alpha', 1),
        ...pkg('beta', 2),
        ...pkg('gamma', 3),
      },
      { 'alpha/alpha.go': 'package alpha\n\nfunc Id(n int) int { return n + 0 }\n' },
    );
    const extra = ['--test-command', 'go test ./...'];
    const whole = await verify(repo, extra);
    const first = await verify(repo, [...extra, '--shard', '1/2']);
    const second = await verify(repo, [...extra, '--shard', '2/2']);
    expect(whole.report.tests_run).toBe(6);
    // Round-robin over the sorted packages: alpha and gamma, then beta.
    expect(first.report.checks[0]!.args.slice(3)).toEqual([
      'example.com/shards/alpha',
      'example.com/shards/gamma',
    ]);
    expect(second.report.checks[0]!.args.slice(3)).toEqual(['example.com/shards/beta']);
    expect([first.report.tests_run, second.report.tests_run]).toEqual([4, 2]);
    const merged = await merge({ 'shard-1': first.report, 'shard-2': second.report });
    expect(counts(merged.report)).toEqual(counts(whole.report));
  });

  it('splits the collected files of a pytest suite, and an empty shard is a usage error', async () => {
    const test = (name: string, tests: number): string =>
      Array.from(
        { length: tests },
        (_, i) => `def test_${name}_${i}():\n    assert ${i} == ${i}\n`,
      ).join('\n');
    const repo = project(
      {
        'pyproject.toml': '[project]\nname = "shards"\nversion = "0.1.0"\n',
        'shards.py': 'ONE = 1\n',
        'tests/test_a.py': test('a', 1),
        'tests/test_b.py': test('b', 2),
      },
      { 'shards.py': 'ONE = 2\n' },
    );
    const extra = ['--test-command', 'pytest -q'];
    const whole = await verify(repo, extra);
    const first = await verify(repo, [...extra, '--shard', '1/2']);
    const second = await verify(repo, [...extra, '--shard', '2/2']);
    expect(whole.report.tests_run).toBe(3);
    expect([first.report.tests_run, second.report.tests_run]).toEqual([1, 2]);
    const merged = await merge({ 'shard-1': first.report, 'shard-2': second.report });
    expect(counts(merged.report)).toEqual(counts(whole.report));

    const empty = await cli(['verify', '--base', 'main', ...extra, '--shard', '3/3'], repo.dir);
    expect(empty.code).toBe(2);
    expect(empty.stdout).toBe('');
    // After the progress line, one line and nothing ran: no test counts were printed.
    expect(empty.stderr.split('\n').slice(1)).toEqual([
      'testlock: --shard 3/3: shard 3/3 has no test files: 2 test files over 3 shards',
      '',
    ]);
  }, 180_000);
});
