// The runs of the PR-tests pass: each test check's runner asked, through its profile's selection,
// for the words that run only the PR's test files under the check's folder.
import { runnerInvocation } from '../inventory/list-command.js';
import type { Ecosystem } from '../model/changed-file.js';
import type { Check } from '../model/check.js';
import type { RunnerName } from '../runners/names.js';
import { profileOf } from '../runners/registry.js';

/** A test file of the PR with its text at head. */
export interface PrTestFile {
  /** Repository-relative. */
  path: string;
  text: string;
  ecosystem: Ecosystem | null;
}

/** One run of the pass: a check narrowed to some of the PR's files. */
export interface SelectedRun {
  check: Check;
  /** The project's check it was selected from. */
  from: Check;
  runner: RunnerName;
  /** Repository-relative paths of the files it runs. */
  files: string[];
}

function under(cwd: string, path: string): string | null {
  if (cwd === '' || cwd === '.') return path;
  return path.startsWith(`${cwd}/`) ? path.slice(cwd.length + 1) : null;
}

/**
 * Every file goes to the first test check whose runner collects its language and can select it;
 * `unselected` are the files no check could run.
 */
export function selectRuns(
  checks: readonly Check[],
  files: readonly PrTestFile[],
  scriptsOf: (check: Check) => Readonly<Record<string, string>>,
): { runs: SelectedRun[]; unselected: string[] } {
  const left = new Set(files.map((file) => file.path));
  const runs: SelectedRun[] = [];
  for (const check of checks) {
    if (check.kind !== 'test' || check.skipped !== null) continue;
    const invocation = runnerInvocation(check, scriptsOf(check));
    if (invocation === null) continue;
    const profile = profileOf(invocation.runner);
    if (profile.selection === undefined) continue;
    const mine = files.flatMap((file) => {
      const path = left.has(file.path) ? under(check.cwd, file.path) : null;
      const fits = file.ecosystem === null || file.ecosystem === profile.ecosystem;
      return path !== null && fits ? [{ file, path }] : [];
    });
    if (mine.length === 0) continue;
    const selected = new Map(mine.map(({ file, path }) => [{ path, text: file.text }, file]));
    const all = [...selected.keys()];
    for (const group of profile.selection.runs?.(all) ?? [all]) {
      const words = profile.selection.files(invocation, group);
      if (words === null) continue;
      const [command = '', ...args] = words;
      const paths = group.flatMap((one) => selected.get(one)?.path ?? []);
      runs.push({
        check: {
          ...check,
          name: `PR tests (${check.name})`,
          command,
          args,
          script: '',
          source: 'pr-tests',
        },
        from: check,
        runner: invocation.runner,
        files: paths,
      });
      for (const path of paths) left.delete(path);
    }
  }
  return { runs, unselected: [...left] };
}
