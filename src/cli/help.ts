// The CLI's help texts: one per command, each with every flag, the exit codes and an example.

const EXIT_CODES = `exit codes:
  0  passed (plan: the plan was printed)
  1  failed: the verdict is FAIL or PARTIAL
  2  usage or environment error (bad flag, unknown ref, not a git repository,
     a --working-directory that is no folder at base or head)
  130, 143  interrupted (Ctrl-C, SIGTERM): the checks stopped, the worktree removed`;

const COMMON = `  --repo DIR               the repository (default: the current folder)
  --base REF               the pull request's base: a branch, tag or commit (required)
  --head REF               the pull request's head (default: HEAD; uncommitted changes are not part of it)
  --json PATH|-            also write the JSON to PATH, or to stdout with -
  --config PATH            the config file (default: .github/testlock.yml at the base commit)
  --working-directory DIR  the project folder inside the repository
  --added-tests evidence|critical
                           tests the PR adds: evidence (default) or critical anomalies`;

export const MAIN_HELP = `testlock: verify a pull request against the tests that existed before it

usage:
  testlock verify --base REF [flags]   run the base tests against the PR's code, print the verdict
  testlock plan   --base REF [flags]   show what verify would run and restore, run nothing
  testlock inventory --base REF --out FILE
                                       list the base's tests once, for verify --inventory
  testlock merge  REPORT|DIR...        merge the reports of a sharded or monorepo run
  testlock COMMAND --help              every flag of a command
  testlock --version

${EXIT_CODES}

example:
  testlock verify --base main`;

export const VERIFY_HELP = `usage: testlock verify --base REF [flags]

Builds a locked worktree (the PR's code, the base's tests and harness), runs the project's
checks in it and prints the verdict.

flags:
${COMMON}
  --test-command CMD       the test command instead of the discovered one
  --typecheck-command CMD  the type check command instead of the discovered one
  --lint-command CMD       the lint command instead of the discovered one
  --on-test-change fail|warn|ignore
                           what changed tests do to the verdict (default: fail)
  --timeout-minutes N      per check (default: the config's, else 30)
  --parallel               run the checks at the same time
  --sequential             run the checks one at a time (by default the lint and type checks
                           that only read the tree run beside the tests)
  --shard I/N              run only shard I of N of the tests
  --baseline               also run the locked suite at base and mark failures that already failed
  --evidence PATH          write a markdown evidence bundle for a reviewer
  --inventory FILE         a base inventory written by testlock inventory (checked; listed again
                           when its key or body does not match)
  --timings                print how long each stage took, and testlock's own time (stderr)
  -h, --help               this help

${EXIT_CODES}

example:
  testlock verify --base origin/main --json report.json`;

export const PLAN_HELP = `usage: testlock plan --base REF [flags]

Prints the changed files and their classes, the anomalies, the locked worktree and the checks
verify would run (read from the base commit). Runs nothing.

flags:
${COMMON}
  --projects               list the monorepo's projects and the matrix of those the PR touches
  --timings                print how long each stage took (stderr)
  -h, --help               this help

${EXIT_CODES}

example:
  testlock plan --base main`;

export const INVENTORY_HELP = `usage: testlock inventory --base REF --out FILE [flags]

Lists the tests of the base commit (the listing verify makes to find deleted and newly skipped
tests) and writes it with its key (base commit, listing commands, tool versions), so that verify
--inventory FILE and the Action's cache reuse it.

flags:
${COMMON}
  --out FILE               where to write the inventory (required)
  --test-command CMD       the test command instead of the discovered one
  --typecheck-command CMD  as for verify (it shapes the plan, and so the key)
  --lint-command CMD       as for verify
  --timeout-minutes N      for the listing (default: the config's, else 30)
  -h, --help               this help

${EXIT_CODES}

example:
  testlock inventory --base origin/main --out inventory.json`;

export const MERGE_HELP = `usage: testlock merge [flags] REPORT|DIR...

Merges the reports of a sharded or monorepo run into one verdict.

flags:
  --json PATH|-            also write the merged report to PATH, or to stdout with -
  --expect NAME,...        the parts that must be present (a missing one fails the merge)
  -h, --help               this help

${EXIT_CODES}

example:
  testlock merge --expect shard-1,shard-2 reports/`;

export const HELP: Record<'verify' | 'plan' | 'inventory' | 'merge', string> = {
  verify: VERIFY_HELP,
  plan: PLAN_HELP,
  inventory: INVENTORY_HELP,
  merge: MERGE_HELP,
};
