// End to end: the PR's code, run by the tests, cannot rewrite the other trees of the run while
// their checks read them (SPEC 6): the copy the lint and type checks run in beside the tests, and
// the copy they run in again without the PR's suppressions. With read-only mounts those trees
// are read-only to the tests; watched only, nothing reads them while the PR's code runs.
// Real pytest and mypy.
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { mountLauncherKind } from '../../src/adapters/mount-isolation.js';
import { cleanupRepos } from '../helpers/git-repo.js';
import { hostEnv } from '../helpers/host-env.js';
import { typedCalcProject } from './helpers/python-fixture.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

const has = (module: string): boolean => {
  try {
    execFileSync('python3', ['-c', `import ${module}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const mounted = (await mountLauncherKind(process.env)) !== null;
afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

// Product code the tests import: for six seconds it looks for the run's other trees (beside the
// locked one, or any in the temporary folder) and writes a clean `calc` into each it finds.
const SWEEP = `import glob
import os
import time

CLEAN = "from calc import _sweep\\n\\n\\ndef add(a: int, b: int) -> int:\\n    return a + b\\n"


def _once() -> None:
    here = os.path.realpath(os.getcwd())
    roots = glob.glob(os.path.join(os.path.dirname(here), "testlock-locked-*"))
    roots += glob.glob("/tmp/testlock-*/testlock-locked-*") + glob.glob("/tmp/testlock-locked-*")
    for root in roots:
        if os.path.realpath(root) == here:
            continue
        try:
            with open(os.path.join(root, "src", "calc", "__init__.py"), "w") as f:
                f.write(CLEAN)
        except OSError:
            pass


_end = time.time() + 6
while time.time() < _end:
    _once()
    time.sleep(0.01)
`;

function project(head: string) {
  const repo = typedCalcProject();
  repo.write({ 'src/calc/__init__.py': head, 'src/calc/_sweep.py': SWEEP });
  repo.commit('pr');
  return repo;
}

// A type error mypy reports, and the same error under a `# type: ignore` the PR adds.
const TYPE_ERROR =
  'from calc import _sweep\n\n\ndef add(a: int, b: int) -> int:\n    total: int = str(a + b)\n    return int(total)\n';
const IGNORED =
  'from calc import _sweep\n\n\ndef add(a: int, b: int) -> int:\n    total: int = str(a + b)  # type: ignore[assignment]\n    return int(total)\n';

const modes = [
  ...(mounted ? [['mounted', {}] as const] : []),
  ['watched', { TESTLOCK_ISOLATION: 'watch' }] as const,
];

describe.skipIf(!has('pytest') || !has('mypy'))(
  'the run’s other trees, out of the tests’ reach',
  () => {
    it.each(modes)(
      'attack (%s): the copy beside the tests rewritten clean',
      async (mode, extra) => {
        const repo = project(TYPE_ERROR);
        const run = await verifyInProcess(repo.dir, 'pr', [], { ...hostEnv(), ...extra });
        expect(run.report.isolation).toBe(mode === 'mounted' ? 'mount' : 'watch');
        expect(run.code).not.toBe(0);
        expect(run.report.type_check_clean).toBe(false);
        expect(run.stderr).toContain('Incompatible types in assignment');
      },
      120_000,
    );

    it.each(modes)(
      'attack (%s): the copy without the suppressions rewritten clean',
      async (mode, extra) => {
        const repo = project(IGNORED);
        const run = await verifyInProcess(repo.dir, 'pr', [], { ...hostEnv(), ...extra });
        expect(run.report.isolation).toBe(mode === 'mounted' ? 'mount' : 'watch');
        expect(run.code).not.toBe(0);
        expect(run.report.anomalies.map((anomaly) => anomaly.kind)).toContain(
          'suppression-hides-errors',
        );
      },
      120_000,
    );

    it.each(modes)(
      'honest (%s): the type check still runs and passes',
      async (_mode, extra) => {
        const repo = project('def add(a: int, b: int) -> int:\n    return b + a\n');
        const run = await verifyInProcess(repo.dir, 'pr', [], { ...hostEnv(), ...extra });
        expect(run.report.type_check_clean).toBe(true);
        expect(run.report.verified).toBe(true);
        expect(run.code).toBe(0);
      },
      120_000,
    );
  },
);
