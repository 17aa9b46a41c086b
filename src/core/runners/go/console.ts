// Reads plain `go test` output. Counts come from `--- PASS/FAIL/SKIP` lines, which Go prints for
// passing tests only with -v: run it with -v (or -json) to count every test.
import type { TestFailure, TestRun } from '../../model/results.js';
import { buildBlocks } from '../../results/go-json/go-build-blocks.js';
import {
  goPackageFailure,
  goTestFailure,
  insertFailure,
} from '../../results/go-json/go-failure.js';
import { makeRun } from '../../results/test-run.js';
import { toLines } from '../../text/strip-ansi.js';

const MARKER = /^=== (RUN|PAUSE|CONT|NAME)\s+(\S+)/;
const RESULT = /^\s*--- (PASS|FAIL|SKIP): (\S+) \(/;
// Go puts a tab before the package (`ok  \tpkg\t0.1s`): TAP's `ok 1 name` is not a package line.
export const GO_PACKAGE = /^(ok|FAIL)\s*\t(\S+)(?:\s|$)/;
const BUILD_FAILED = /^FAIL\s+(\S+) \[(?:build|setup) failed\]/;

export function parseGoTest(output: string): TestRun | null {
  const lines = toLines(output);
  if (!lines.some((line) => RESULT.test(line) || GO_PACKAGE.test(line))) return null;
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const outputOf = new Map<string, string[]>();
  const failed: string[] = [];
  const ids: string[] = [];
  let pending: string[] = [];
  let current: string | null = null;
  for (const line of lines) {
    const marker = MARKER.exec(line);
    const result = RESULT.exec(line);
    const pkg = GO_PACKAGE.exec(line);
    if (marker) {
      current = marker[1] === 'PAUSE' ? null : (marker[2] ?? null);
    } else if (result) {
      const [, status, name = ''] = result;
      current = name;
      pending.push(name);
      if (status === 'PASS') counts.passed++;
      if (status === 'SKIP') counts.skipped++;
      if (status === 'FAIL') {
        counts.failed++;
        failed.push(name);
      }
    } else if (/^(?:PASS|FAIL)$/.test(line)) {
      current = null;
    } else if (pkg) {
      ids.push(...pending.map((name) => `${pkg[2]}.${name}`));
      pending = [];
      current = null;
    }
    if (current !== null && !marker) appendTo(outputOf, current, line);
  }
  const failures: TestFailure[] = [];
  for (const name of failed) insertFailure(failures, goTestFailure(name, outputOf.get(name) ?? []));
  failures.push(...buildFailures(lines));
  return makeRun(counts, failures, [...ids, ...pending]);
}

function appendTo(map: Map<string, string[]>, key: string, line: string): void {
  const lines = map.get(key);
  if (lines) lines.push(line);
  else map.set(key, [line]);
}

// `FAIL pkg [build failed]`, with the `# pkg` block of compiler errors printed before it.
function buildFailures(lines: readonly string[]): TestFailure[] {
  const blocks = buildBlocks(lines);
  return lines.flatMap((line) => {
    const pkg = BUILD_FAILED.exec(line)?.[1];
    return pkg ? [goPackageFailure(pkg, blocks.get(pkg) ?? [line])] : [];
  });
}
