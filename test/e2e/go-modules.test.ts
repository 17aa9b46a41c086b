// End to end with real go: a repository with two modules (the root and `arc/`, each its own
// go.mod), whose CI tests the second with `working-directory: ./arc`, as a cache library does.
// Both modules' tests run, each as its own check, and what they report names root-relative files.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

const CONFIG = 'checks:\n  typecheck: false\n  lint: false\n';
const CI = `name: build
on:
  pull_request:
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - name: test the cache
        run: go test -v ./...
      - name: test ARC
        working-directory: ./arc
        run: go test ./...
`;

const CACHE = (note = ''): string =>
  `// Package cache keeps the most recent entries.${note}\npackage cache\n\n// Cap bounds a size to the capacity.\nfunc Cap(size, capacity int) int {\n\tif size > capacity {\n\t\treturn capacity\n\t}\n\treturn size\n}\n`;
const CACHE_TEST = `package cache\n\nimport "testing"\n\nfunc TestCapUnder(t *testing.T) {\n\tif got := Cap(3, 10); got != 3 {\n\t\tt.Errorf("Cap(3, 10) = %d, want 3", got)\n\t}\n}\n\nfunc TestCapOver(t *testing.T) {\n\tif got := Cap(30, 10); got != 10 {\n\t\tt.Errorf("Cap(30, 10) = %d, want 10", got)\n\t}\n}\n`;

const ARC = (ghosts: string, note = ''): string =>
  `// Package arc balances recent and frequent entries.${note}\npackage arc\n\n// Ghosts is how many evicted keys an ARC cache of size n remembers.\nfunc Ghosts(n int) int {\n\treturn ${ghosts}\n}\n`;
const ARC_TEST = (want: string): string =>
  `package arc\n\nimport "testing"\n\nfunc TestGhosts(t *testing.T) {\n\tif got := Ghosts(4); got != ${want} {\n\t\tt.Errorf("Ghosts(4) = %d, want ${want}", got)\n\t}\n}\n\nfunc TestGhostsZero(t *testing.T) {\n\tif got := Ghosts(0); got != 0 {\n\t\tt.Errorf("Ghosts(0) = %d, want 0", got)\n\t}\n}\n`;

let repo: TempRepo;
const OUTSIDE = mkdtempSync(join(tmpdir(), 'testlock-outside-arc-'));

beforeAll(() => {
  repo = createRepo({
    'go.mod': 'module example.com/cache\n\ngo 1.18\n',
    'cache.go': CACHE(),
    'cache_test.go': CACHE_TEST,
    'arc/go.mod': 'module example.com/cache/arc\n\ngo 1.18\n',
    'arc/arc.go': ARC('2 * n'),
    'arc/arc_test.go': ARC_TEST('8'),
    '.github/workflows/ci.yml': CI,
    '.github/testlock.yml': CONFIG,
  });
  repo.commit('base');
  const branch = (name: string, files: Record<string, string>): void => {
    repo.git('checkout', '-q', '-b', name, 'main');
    repo.write(files);
    repo.commit(name);
  };
  branch('honest', { 'arc/arc.go': ARC('2 * n', ' See the paper.'), 'cache.go': CACHE(' LRU.') });
  branch('arc-broken', { 'arc/arc.go': ARC('n') });
  branch('arc-test-edited', { 'arc/arc.go': ARC('n'), 'arc/arc_test.go': ARC_TEST('4') });
  // arc/ becomes a link to a module outside the checkout whose tests pass.
  mkdirSync(OUTSIDE, { recursive: true });
  writeFileSync(join(OUTSIDE, 'go.mod'), 'module example.com/cache/arc\n\ngo 1.18\n');
  writeFileSync(join(OUTSIDE, 'arc.go'), ARC('2 * n'));
  writeFileSync(join(OUTSIDE, 'arc_test.go'), ARC_TEST('8'));
  repo.git('checkout', '-q', '-b', 'arc-linked-out', 'main');
  repo.remove('arc/go.mod', 'arc/arc.go', 'arc/arc_test.go');
  rmSync(join(repo.dir, 'arc'), { recursive: true, force: true });
  symlinkSync(OUTSIDE, join(repo.dir, 'arc'));
  repo.commit('arc-linked-out');
  repo.git('checkout', '-q', 'main');
});

afterAll(() => {
  rmSync(OUTSIDE, { recursive: true, force: true });
  cleanupRepos();
  cleanupReports();
});

const testChecks = (
  checks: ReadonlyArray<{ kind: string; name: string; cwd: string; ok: boolean }>,
) =>
  checks
    .filter((c) => c.kind === 'test')
    .map((c) => `${c.name} [${c.cwd}] ${c.ok ? 'ok' : 'failed'}`);

describe('two Go modules, the second tested with working-directory: ./arc', () => {
  it('honest: comments in both modules pass, and both modules ran', async () => {
    const { report } = await verifyInProcess(repo.dir, 'honest');
    expect(testChecks(report.checks)).toEqual(['tests [] ok', 'tests (arc) [arc] ok']);
    expect(report.tests_run).toBe(4);
    expect(report.verdict).toBe('PASS');
    expect(report.anomalies.filter((a) => a.severity === 'critical')).toEqual([]);
  }, 240_000);

  it('gaming: the second module broken with its tests untouched fails (its tests ran)', async () => {
    const { report } = await verifyInProcess(repo.dir, 'arc-broken');
    expect(testChecks(report.checks)).toEqual(['tests [] ok', 'tests (arc) [arc] failed']);
    expect(report.verdict).toBe('FAIL');
    expect(report.tests_failed).toBe(1);
    expect(report.confidence_qualifier).toMatch(/TestGhosts/);
  }, 240_000);

  it("gaming: the second module broken and its test edited: FAIL, test-modified names arc's file", async () => {
    const { report } = await verifyInProcess(repo.dir, 'arc-test-edited');
    expect(report.verdict).toBe('FAIL');
    expect(testChecks(report.checks)).toEqual(['tests [] ok', 'tests (arc) [arc] failed']);
    expect(report.tests_failed).toBe(1);
    expect(report.anomalies).toContainEqual(
      expect.objectContaining({ kind: 'test-modified', path: 'arc/arc_test.go' }),
    );
    expect(report.inventory?.missing ?? 0).toBe(0);
  }, 240_000);

  it('gaming: arc/ replaced by a link to a passing module outside the checkout: never run there, FAIL', async () => {
    const { report } = await verifyInProcess(repo.dir, 'arc-linked-out');
    expect(report.verdict).toBe('FAIL');
    // The locked tree puts the base test back into a real arc/ folder: the link is gone, and the
    // outside module's passing tests never run (only the root module's 2 tests are counted).
    expect(report.checks.find((c) => c.name === 'tests (arc)')?.ok).toBe(false);
    expect(report.tests_passed).toBe(2);
    expect(report.anomalies).toContainEqual(
      expect.objectContaining({ kind: 'test-deleted', path: 'arc/arc_test.go' }),
    );
  }, 240_000);
});

describe('one workflow per module, each on its own pull_request paths', () => {
  const moduleWorkflow = (paths: string, dir: string | null): string =>
    `name: m\non:\n  pull_request:\n    paths: ${paths}\njobs:\n  test:\n    runs-on: ubuntu-latest\n${dir === null ? '' : `    defaults:\n      run:\n        working-directory: ${dir}\n`}    steps:\n      - uses: actions/checkout@v4\n      - run: go test ./...\n`;
  let split: TempRepo;

  beforeAll(() => {
    split = createRepo({
      'go.mod': 'module example.com/cache\n\ngo 1.18\n',
      'cache.go': CACHE(),
      'cache_test.go': CACHE_TEST,
      'arc/go.mod': 'module example.com/cache/arc\n\ngo 1.18\n',
      'arc/arc.go': ARC('2 * n'),
      'arc/arc_test.go': ARC_TEST('8'),
      '.github/workflows/cache.yml': moduleWorkflow('["*.go", "go.*"]', null),
      '.github/workflows/arc.yml': moduleWorkflow('["arc/**"]', 'arc'),
      '.github/testlock.yml': CONFIG,
    });
    split.commit('base');
    for (const [name, files] of Object.entries<Record<string, string>>({
      'root-comment': { 'cache.go': CACHE(' LRU.') },
      'arc-broken': { 'arc/arc.go': ARC('n') },
    })) {
      split.git('checkout', '-q', '-b', name, 'main');
      split.write(files);
      split.commit(name);
    }
    split.git('checkout', '-q', 'main');
  });

  it("honest: a change to the root module runs the root module's workflow only", async () => {
    const { report } = await verifyInProcess(split.dir, 'root-comment');
    expect(report.verdict).toBe('PASS');
    expect(testChecks(report.checks)).toEqual(['tests [] ok']);
  }, 240_000);

  it("gaming: arc broken, nothing else touched: arc's workflow runs and fails", async () => {
    const { report } = await verifyInProcess(split.dir, 'arc-broken');
    expect(report.verdict).toBe('FAIL');
    expect(testChecks(report.checks)).toEqual(['tests [arc] failed']);
    expect(report.tests_failed).toBe(1);
  }, 240_000);
});
