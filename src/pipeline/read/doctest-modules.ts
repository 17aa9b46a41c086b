// Whether the base pytest runs the doctests of source modules (`--doctest-modules`): on a test
// check's command line or in its PYTEST_ADDOPTS, or in a base pytest config of its folder or
// above. Then a docstring example the PR edits is a base test it changed.
import { readFiles } from '../../adapters/git.js';
import { PYTEST_CONFIGS } from '../../core/discovery/executed/pytest-plugin-files.js';
import { inDir, selfAndAncestors } from '../../core/discovery/paths.js';
import type { Check } from '../../core/model/check.js';

const FLAG = '--doctest-modules';

export async function runsDoctestModules(
  repo: string,
  mergeBase: string,
  checks: readonly Check[],
): Promise<boolean> {
  const tests = checks.filter((check) => check.kind === 'test' && check.skipped === null);
  const named = (check: Check): boolean =>
    [check.command, ...check.args, check.script, check.env.PYTEST_ADDOPTS ?? ''].some((word) =>
      word.includes(FLAG),
    );
  if (tests.some(named)) return true;
  const paths = new Set(
    tests.flatMap((check) =>
      selfAndAncestors(check.cwd).flatMap((dir) => PYTEST_CONFIGS.map((name) => inDir(dir, name))),
    ),
  );
  if (paths.size === 0) return false;
  const texts = await readFiles(repo, mergeBase, [...paths]);
  return [...texts.values()].some((text) => text.includes(FLAG));
}
