// `testlock plan` says what the base checks execute from the repository (issue 10 item 1): the
// followed files in text and JSON, and the classification and locked tree that follow from them.
import { chmodSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PlanJson } from '../../src/core/render/plan-json.js';
import { cli } from '../helpers/cli.js';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';

afterAll(() => cleanupRepos());

function pr(base: Record<string, string>, head: Record<string, string>): TempRepo {
  const repo = createRepo(base);
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  repo.write(head);
  repo.commit('pr');
  return repo;
}

async function planJson(repo: TempRepo): Promise<PlanJson> {
  const run = await cli(['plan', '--base', 'main', '--json', '-'], repo.dir);
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as PlanJson;
}

/** `just` as discovery sees it installed: a project-local binary (plan runs nothing). */
function installJust(repo: TempRepo): void {
  const bin = join(repo.dir, 'node_modules', '.bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, 'just'), '#!/bin/sh\nexit 0\n');
  chmodSync(join(bin, 'just'), 0o755);
}

const WORKFLOW = (run: string): string =>
  `name: ci\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: ${run}\n`;
const PY = {
  '.gitignore': 'node_modules/\n',
  'pyproject.toml': '[project]\nname = "x"\n',
  'app.py': 'def f():\n    return 1\n',
  'tests/test_app.py': 'from app import f\n\n\ndef test_f():\n    assert f() == 1\n',
  '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
};

describe('plan: what the base checks execute', () => {
  it('gaming: justfile `set dotenv-load` and the PR adds .env: harness, removed from the run', async () => {
    const repo = pr(
      {
        ...PY,
        justfile: 'set dotenv-load\n\ntest:\n    pytest -q\n',
        '.github/workflows/ci.yml': WORKFLOW('just test'),
      },
      { '.env': 'PYTEST_ADDOPTS=-k nothing\n' },
    );
    installJust(repo);
    const plan = await planJson(repo);
    expect(plan.checks.find((c) => c.kind === 'test')?.skipped).toBeNull();
    expect(plan.changes.map((c) => [c.path, c.class])).toEqual([['.env', 'harness']]);
    expect(plan.anomalies.map((a) => [a.kind, a.severity, a.path])).toEqual([
      ['harness-added', 'critical', '.env'],
    ]);
    expect(plan.locked.removed).toEqual(['.env']);
    expect(plan.followed.find((f) => f.path === '.env')).toMatchObject({
      how: 'dotenv',
      at_base: false,
      locked: true,
      via: ['justfile'],
    });
  });

  it('honest: the PR adds .env.example, which nothing loads', async () => {
    const repo = pr(
      {
        ...PY,
        justfile: 'set dotenv-load\n\ntest:\n    pytest -q\n',
        '.github/workflows/ci.yml': WORKFLOW('just test'),
      },
      { '.env.example': 'TOKEN=\n' },
    );
    installJust(repo);
    const plan = await planJson(repo);
    expect(plan.anomalies.filter((a) => a.severity === 'critical')).toEqual([]);
    expect(plan.locked.removed).toEqual([]);
  });

  it('text and JSON list each followed file, how it was reached and from which check', async () => {
    const repo = pr(
      {
        ...PY,
        'scripts/ci.sh': '#!/bin/sh\n./scripts/unit.sh\n',
        'scripts/unit.sh': '#!/bin/sh\npytest -q\n',
        'scripts/release.sh': '#!/bin/sh\necho release\n',
        '.github/workflows/ci.yml': WORKFLOW('bash scripts/ci.sh'),
      },
      { 'scripts/unit.sh': '#!/bin/sh\nexit 0\n', 'scripts/release.sh': '#!/bin/sh\necho v2\n' },
    );
    const plan = await planJson(repo);
    const source = '.github/workflows/ci.yml jobs.test.steps[0]';
    expect(plan.followed.map((f) => [f.path, f.how, f.via, f.check, f.locked])).toEqual([
      ['scripts/ci.sh', 'interpreter', [], `test (${source})`, true],
      ['scripts/unit.sh', 'runs', ['scripts/ci.sh'], `test (${source})`, true],
    ]);
    expect(plan.changes.map((c) => [c.path, c.class])).toEqual([
      ['scripts/release.sh', 'source'],
      ['scripts/unit.sh', 'harness'],
    ]);
    expect(plan.anomalies.map((a) => [a.kind, a.path])).toEqual([
      ['harness-modified', 'scripts/unit.sh'],
    ]);
    expect(plan.locked.restored).toEqual(['scripts/unit.sh']);
    const text = await cli(['plan', '--base', 'main'], repo.dir);
    expect(text.stdout).toContain('executed by the base checks (2 files):');
    expect(text.stdout).toContain(
      `  locked  runs            scripts/ci.sh -> scripts/unit.sh  <- test (${source})`,
    );
    expect(text.stdout).not.toContain('release.sh  <-');
  });

  it('gaming: the base script is a symlink inside the repository; the PR edits its target', async () => {
    const repo = createRepo({
      ...PY,
      'ci/real.sh': '#!/bin/sh\n./scripts/out.sh\npytest -q\n',
      '.github/workflows/ci.yml': WORKFLOW('./scripts/test.sh'),
    });
    mkdirSync(join(repo.dir, 'scripts'));
    symlinkSync('../ci/real.sh', join(repo.dir, 'scripts/test.sh'));
    // A link leaving the repository is not followed (nothing outside is read).
    symlinkSync('../../../outside.sh', join(repo.dir, 'scripts/out.sh'));
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'pr');
    repo.write({ 'ci/real.sh': '#!/bin/sh\nexit 0\n' });
    repo.commit('pr');
    const plan = await planJson(repo);
    expect(plan.followed.map((f) => [f.path, f.how, f.via])).toEqual([
      ['scripts/test.sh', 'runs', []],
      ['ci/real.sh', 'symlink-target', ['scripts/test.sh']],
      ['scripts/out.sh', 'runs', ['scripts/test.sh', 'ci/real.sh']],
    ]);
    expect(plan.anomalies.map((a) => [a.kind, a.path])).toEqual([
      ['harness-modified', 'ci/real.sh'],
    ]);
    expect(plan.locked.restored).toEqual(['ci/real.sh']);
  });

  it("honest: a .gitignore change that only ignores untracked paths stays the PR's, and says so", async () => {
    const repo = pr(
      {
        ...PY,
        'ruff.toml': '',
        '.github/testlock.yml': 'checks:\n  typecheck: false\n',
        '.github/workflows/ci.yml': WORKFLOW('ruff check . && pytest -q'),
      },
      { '.gitignore': 'node_modules/\ndist/\n' },
    );
    const plan = await planJson(repo);
    expect(plan.anomalies).toEqual([]);
    expect(plan.followed.find((f) => f.path === '.gitignore')).toMatchObject({
      how: 'ignore-file',
      locked: false,
      note: 'the change only ignores untracked paths',
    });
  });
});
