// Test helpers for where CI runs a check: a small Go repository with a second module (`arc/`),
// a workflow on pull requests around a `jobs:` body, and each discovered check on one line.
import { discoverChecks } from '../../../src/core/discovery/discover-checks.js';
import type { Check } from '../../../src/core/model/check.js';
import { everything, repoOf } from './repo-files.js';

export const GO_FILES = {
  'go.mod': 'module example.com/lru\n\ngo 1.18\n',
  'lru.go': 'package lru\n',
  'arc/go.mod': 'module example.com/lru/arc\n\ngo 1.18\n',
  'arc/arc.go': 'package arc\n',
};

export const CI = '.github/workflows/ci.yml';

/** A workflow on pull requests with the given `jobs:` body (indented two spaces). */
export function workflow(jobs: string, top = ''): string {
  return `name: build\non:\n  push:\n    branches: [main]\n  pull_request:\n${top}jobs:\n${jobs}`;
}

export function job(steps: string, extra = ''): string {
  return `  build:\n    runs-on: ubuntu-latest\n${extra}    steps:\n      - uses: actions/checkout@v4\n${steps}`;
}

export function checksOf(
  files: Record<string, string>,
  workingDirectory = '',
  changedPaths?: readonly string[],
): Check[] {
  return discoverChecks({
    files: repoOf({ ...GO_FILES, ...files }),
    workingDirectory,
    isInstalled: everything,
    ...(changedPaths === undefined ? {} : { changedPaths }),
  }).checks;
}

/** kind, name, cwd and what runs, of every check that is not `not-configured`. */
export function shape(checks: readonly Check[]): string[] {
  return checks
    .filter((c) => c.skipped !== 'not-configured' && !c.source.startsWith('convention:'))
    .map(
      (c) =>
        `${c.kind} ${c.name} [${c.cwd}] ${c.script.replaceAll('\n', '; ')}${c.skipped === null ? '' : ` skipped:${c.skipped}`}`,
    );
}
