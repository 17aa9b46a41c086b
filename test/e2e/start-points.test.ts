// End to end: a check of the PR's code that writes what interpreters and tools run at every start
// (a site folder's `.pth` file or customize module, npm's user config) reaches every check after
// it, here a type check run again without the PR's `# type: ignore`; it is `runner-tampered`.
// Real pytest and mypy; each case has its own home folder, so its user site is a temporary one.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mountLauncherKind } from '../../src/adapters/mount-isolation.js';
import { cleanupRepos } from '../helpers/git-repo.js';
import { hostEnv } from '../helpers/host-env.js';
import { typedCalcProject } from './helpers/python-fixture.js';
import { cleanupReports, type VerifyRun, verifyInProcess } from './helpers/verify-run.js';

const PYTHON = execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], {
  encoding: 'utf8',
}).trim();
const has = (module: string): boolean => {
  try {
    execFileSync(PYTHON, ['-c', `import ${module}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const mounted = (await mountLauncherKind(process.env)) !== null;
const homes: string[] = [];
afterAll(() => {
  cleanupRepos();
  cleanupReports();
  for (const dir of homes) rmSync(dir, { recursive: true, force: true });
});

// Makes any later `mypy` say there is nothing to report, before mypy's own code runs.
const HOOK =
  "import os, sys; os.path.basename(sys.argv[0] if sys.argv else '') == 'mypy' and (print('Success: no issues found'), os._exit(0))";

/** A home folder of its own; `userSite`: its user site folder made beforehand. */
function home(userSite: boolean): {
  dir: string;
  site: string;
  env: Record<string, string | undefined>;
} {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-start-home-'));
  homes.push(dir);
  const env = {
    ...hostEnv(),
    HOME: dir,
    // pyenv's shims find their root from HOME: the interpreter's own folder comes first.
    PATH: `${dirname(PYTHON)}:${process.env.PATH ?? ''}`,
    PYENV_ROOT: process.env.PYENV_ROOT ?? join(homedir(), '.pyenv'),
    TESTLOCK_CACHE_DIR: join(dir, 'caches'),
  };
  const site = execFileSync(PYTHON, ['-c', 'import site; print(site.getusersitepackages())'], {
    encoding: 'utf8',
    env,
  }).trim();
  if (userSite) mkdirSync(site, { recursive: true });
  return { dir, site, env };
}

/** The PR: an error `# type: ignore` hides, and a module the package imports that writes `body`. */
async function verifyWith(
  body: string,
  userSite: boolean,
  isolation: 'watch' | 'any' = 'any',
  mypyConfig = true,
): Promise<VerifyRun & { site: string }> {
  const repo = typedCalcProject(mypyConfig);
  const { site, env } = home(userSite);
  repo.write({
    'src/calc/__init__.py': `from calc import _setup  # noqa: F401\n\n\ndef add(a: int, b: int) -> int:\n    total: int = str(a + b)  # type: ignore[assignment]\n    return int(total)\n`,
    'src/calc/_setup.py': `import os, site, time\n\nHOOK = ${JSON.stringify(HOOK)}\n\n${body}`,
  });
  repo.commit('pr');
  const runEnv = isolation === 'watch' ? { ...env, TESTLOCK_ISOLATION: 'watch' } : env;
  return { ...(await verifyInProcess(repo.dir, 'pr', [], runEnv)), site };
}

const tampered = (run: VerifyRun): string[] =>
  run.report.anomalies
    .filter((anomaly) => anomaly.kind === 'runner-tampered' && anomaly.severity === 'critical')
    .map((anomaly) => anomaly.detail);
const kinds = (run: VerifyRun): string[] => run.report.anomalies.map((anomaly) => anomaly.kind);

const MOMENT =
  'path = os.path.join(site.getusersitepackages(), "zz_moment.pth")\nwith open(path, "w") as f:\n    f.write(HOOK + "\\n")\ntime.sleep(0.3)\nos.remove(path)\n';

describe.skipIf(!has('pytest') || !has('mypy'))('start points outside the tree', () => {
  it('attack: a `.pth` file in a user site folder the check makes, kept', async () => {
    const run = await verifyWith(
      'folder = site.getusersitepackages()\nos.makedirs(folder, exist_ok=True)\nwith open(os.path.join(folder, "zz_local.pth"), "w") as f:\n    f.write(HOOK + "\\n")\n',
      false,
    );
    expect(run.code).not.toBe(0);
    expect(tampered(run)).toEqual([
      expect.stringContaining(`${join(run.site, 'zz_local.pth')} was written while the test check`),
    ]);
    // The user site did not exist: the checks after the test check skip it, so the type check
    // run again without the suppression still sees the error it hides.
    expect(kinds(run)).toContain('suppression-hides-errors');
  }, 120_000);

  it('attack: a `.pth` file written and removed while the tests run (watched)', async () => {
    const run = await verifyWith(MOMENT, true, 'watch');
    expect(run.code).not.toBe(0);
    expect(run.report.isolation).toBe('watch');
    expect(existsSync(join(run.site, 'zz_moment.pth'))).toBe(false);
    expect(tampered(run)).toEqual([
      expect.stringContaining('zz_moment.pth was written while the test check'),
    ]);
  }, 120_000);

  it.skipIf(!mounted)(
    'attack: the same where the checks run with read-only mounts',
    async () => {
      const run = await verifyWith(MOMENT, true);
      expect(run.report.isolation).toBe('mount');
      // The site folder is read-only to the check: the write fails, and with it the tests' import.
      expect(run.code).not.toBe(0);
      expect(run.report.verified).toBe(false);
      expect(run.report.failure_detail).toContain('Read-only file system');
      expect(tampered(run)).toEqual([]);
    },
    120_000,
  );

  // Written after the rule: the other start points it names, each in a form not tried before.
  it('attack (after the rule): a `sitecustomize` package in the user site folder', async () => {
    const run = await verifyWith(
      'folder = os.path.join(site.getusersitepackages(), "sitecustomize")\nos.makedirs(folder, exist_ok=True)\nwith open(os.path.join(folder, "__init__.py"), "w") as f:\n    f.write(HOOK + "\\n")\n',
      true,
      'watch',
    );
    expect(run.code).not.toBe(0);
    expect(tampered(run).join('\n')).toContain('sitecustomize');
  }, 120_000);

  it("attack (after the rule): npm's user config given `node-options`", async () => {
    const run = await verifyWith(
      'with open(os.path.expanduser("~/.npmrc"), "a") as f:\n    f.write("node-options=--require /tmp/x.js\\n")\n',
      true,
    );
    expect(run.code).not.toBe(0);
    expect(tampered(run).join('\n')).toContain('.npmrc was written while the test check');
  }, 120_000);

  it("attack (after the rule): mypy's user config told to ignore every error", async () => {
    const run = await verifyWith(
      'with open(os.path.expanduser("~/.mypy.ini"), "w") as f:\n    f.write("[mypy]\\nignore_errors = True\\n")\n',
      true,
      'any',
      false,
    );
    expect(run.code).not.toBe(0);
    expect(tampered(run).join('\n')).toContain('.mypy.ini was written while the test check');
  }, 120_000);

  it('honest: a test run that writes its cache in the home folder and a `.pth` elsewhere', async () => {
    const repo = typedCalcProject();
    const { env, site } = home(true);
    // A `.pth` file the environment held before the run is the job's own set-up.
    writeFileSync(join(site, 'unrelated.pth'), '');
    repo.write({
      'src/calc/__init__.py': `import os, tempfile\n\n\ndef add(a: int, b: int) -> int:\n    folder = os.path.expanduser("~/.cache/calc")\n    os.makedirs(folder, exist_ok=True)\n    with open(os.path.join(folder, "last.json"), "w") as f:\n        f.write("{}")\n    with open(os.path.join(tempfile.gettempdir(), "calc-notes.pth"), "w") as f:\n        f.write("x")\n    return a + b\n`,
    });
    repo.commit('pr');
    const run = await verifyInProcess(repo.dir, 'pr', [], env);
    expect(tampered(run)).toEqual([]);
    expect(run.report.verified).toBe(true);
    expect(run.code).toBe(0);
  }, 120_000);
});
