// One base repository per stack with one branch per pull-request scenario, built once and shared
// by the scenario tests of that stack (docs/verdict.md's rules 1-6 seen from outside).
import { cleanupRepos, createRepo, type TempRepo } from '../../helpers/git-repo.js';

/** The pull requests every stack is verified with, each a branch off `main`. */
export type Scenario =
  | 'honest'
  | 'broken'
  | 'test-edited'
  | 'test-deleted'
  | 'test-skipped'
  | 'ci-echo';

export interface BranchChange {
  write?: Record<string, string>;
  remove?: string[];
}

export interface StackSpec {
  /** The files at `main`. */
  base: Record<string, string>;
  branches: Record<Scenario, BranchChange>;
  /** Runs in the checkout (on `main`) after the branches exist: dependencies, warm caches. */
  prepare?: (dir: string) => void;
}

/** Creates the repository: `main` with the base files, and a branch named after each scenario. */
export function buildStack(spec: StackSpec): TempRepo {
  const repo = createRepo(spec.base);
  repo.commit('base');
  for (const [name, change] of Object.entries(spec.branches)) {
    repo.git('checkout', '-q', '-b', name, 'main');
    if (change.write) repo.write(change.write);
    if (change.remove) repo.remove(...change.remove);
    repo.commit(name);
  }
  repo.git('checkout', '-q', 'main');
  spec.prepare?.(repo.dir);
  return repo;
}

export { cleanupRepos };

/** A GitHub Actions workflow with one job whose steps are `setup` (uses:) lines then `run:` lines. */
export function workflow(
  setup: readonly string[],
  runs: readonly string[],
  /** An `env:` of the last `run:` step. */
  lastEnv: Readonly<Record<string, string>> = {},
): string {
  const env = Object.entries(lastEnv).map(([name, value]) => `          ${name}: ${value}`);
  const steps = [
    '      - uses: actions/checkout@v4',
    ...setup.map((line) => `      - ${line}`),
    ...runs.map((line) => `      - run: ${line}`),
    ...(env.length > 0 ? ['        env:', ...env] : []),
  ];
  return `name: ci\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n${steps.join('\n')}\n`;
}

/** The 1-based line of the first line of `text` that contains `needle`. */
export function lineOf(text: string, needle: string): number {
  const index = text.split('\n').findIndex((line) => line.includes(needle));
  if (index < 0) throw new Error(`'${needle}' is not in the fixture text`);
  return index + 1;
}
