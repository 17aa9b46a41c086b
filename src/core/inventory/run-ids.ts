// Which tests a run reported and which of them were skipped, read from the same results the
// verdict reads (JUnit, go test -json, cargo/jest console): TestRun has no skipped ids.
import type { RunIds } from '../model/inventory.js';
import { parseJestJson } from '../results/jest-json/parse-jest-json.js';
import { testName } from '../results/junit/junit-name.js';
import type { ResultFiles } from '../results/result-files.js';
import { attr, child, children, parseXml, type XmlElement } from '../results/xml/xml-tree.js';
import type { Instrumented } from '../run/instrumented.js';
import { stripAnsi } from '../text/strip-ansi.js';

/** The run's ids, or null where its results do not name tests. */
export function runIdsOf(prepared: Instrumented, files: ResultFiles): RunIds | null {
  try {
    if (prepared.jestJson && files.jestJson && !files.jestJsonProblem)
      return jestJsonIds(files.jestJson, prepared.jestJson.cwd);
    if (prepared.junit !== null && files.junit !== null) return junitIds(files.junit);
    if (prepared.goJson) return goJsonIds(files.stdout);
    if (prepared.runner === 'go') return goConsoleIds(files.stdout);
    if (prepared.runner === 'cargo') return cargoIds(files.stdout);
    if (prepared.runner === 'jest') return jestFiles(`${files.stdout}\n${files.stderr}`);
  } catch {
    // Unreadable results are the verdict's business (report-disagrees); here they name nothing.
  }
  return null;
}

export function junitIds(content: string): RunIds {
  const document = parseXml('junit', content);
  const root = child(document, 'testsuites') ?? child(document, 'testsuite');
  if (root === null) throw new Error('no JUnit root');
  const first = children(root, 'testsuite')[0] ?? root;
  const dialect =
    attr(root, 'name') === 'pytest tests' || attr(first, 'name') === 'pytest'
      ? 'pytest'
      : 'generic';
  const ids: RunIds = { ran: [], skipped: [], unit: 'test' };
  for (const testcase of testcases(root)) {
    const id = testName(dialect, attr(testcase, 'classname') ?? '', attr(testcase, 'name') ?? '');
    ids.ran.push(id);
    if (children(testcase, 'skipped').length > 0) ids.skipped.push(id);
  }
  return ids;
}

function testcases(suite: XmlElement, found: XmlElement[] = []): XmlElement[] {
  found.push(...children(suite, 'testcase'));
  for (const nested of children(suite, 'testsuite')) testcases(nested, found);
  return found;
}

/** `go test -json`: every test event names `Package` + `Test`; `skip` is the test's outcome. */
export function goJsonIds(stdout: string): RunIds {
  const ran = new Set<string>();
  const skipped = new Set<string>();
  for (const line of stdout.split('\n')) {
    if (!line.startsWith('{')) continue;
    let event: { Action?: unknown; Package?: unknown; Test?: unknown };
    try {
      event = JSON.parse(line) as typeof event;
    } catch {
      continue;
    }
    if (typeof event.Test !== 'string' || typeof event.Package !== 'string') continue;
    const id = `${event.Package}.${event.Test}`;
    ran.add(id);
    if (event.Action === 'skip') skipped.add(id);
  }
  return { ran: [...ran], skipped: [...skipped], unit: 'test' };
}

const GO_RESULT = /^\s*--- (PASS|FAIL|SKIP): (\S+) \(/;
const GO_PACKAGE_LINE = /^(ok|FAIL|\?)\s+(\S+)(.*)$/;

/**
 * `go test -v` without `-json` (a wrapper reached through GOFLAGS, several `go test` steps in one
 * script): each package's `--- PASS: TestX` lines come before its `ok <pkg>` line. Null when a
 * package ran without naming its tests (not verbose): the console then names nothing.
 */
export function goConsoleIds(stdout: string): RunIds | null {
  const ids: RunIds = { ran: [], skipped: [], unit: 'test' };
  let pending: Array<{ name: string; skipped: boolean }> = [];
  for (const raw of stripAnsi(stdout).split('\n')) {
    const line = raw.replace(/\r$/, '');
    const result = GO_RESULT.exec(line);
    if (result) {
      pending.push({ name: result[2] as string, skipped: result[1] === 'SKIP' });
      continue;
    }
    const pkg = GO_PACKAGE_LINE.exec(line);
    if (pkg === null) continue;
    const rest = pkg[3] ?? '';
    const ranNone = pkg[1] === '?' || /\[(?:no test files|build failed|setup failed)\]/.test(rest);
    if (pending.length === 0 && !ranNone && !/no tests to run/.test(rest)) return null;
    for (const test of ranNone ? [] : pending) {
      const id = `${pkg[2]}.${test.name}`;
      ids.ran.push(id);
      if (test.skipped) ids.skipped.push(id);
    }
    pending = [];
  }
  return ids.ran.length === 0 ? null : ids;
}

const CARGO_TEST = /^test (.+?) \.\.\. (ok|FAILED|ignored)\b/;

export function cargoIds(stdout: string): RunIds {
  const ids: RunIds = { ran: [], skipped: [], unit: 'test' };
  for (const line of stripAnsi(stdout).split('\n')) {
    const match = CARGO_TEST.exec(line.replace(/\r$/, ''));
    if (!match?.[1]) continue;
    ids.ran.push(match[1]);
    if (match[2] === 'ignored') ids.skipped.push(match[1]);
  }
  return ids;
}

/**
 * jest's JSON report: the files it ran (what `--listTests` lists at base) and each test by id, so
 * that a base test skipped now can be named and confirmed at base (`jest-tests.ts`).
 */
export function jestJsonIds(content: string, cwd: string): RunIds {
  const { ids } = parseJestJson(content, cwd);
  return { ran: [...ids.files, ...ids.ran], skipped: ids.skipped, unit: 'file' };
}

const JEST_FILE = /^ ?(?:PASS|FAIL)\s+(\S+)/;

/** jest's console names each test file it ran (`PASS test/a.test.js`), relative to its root. */
export function jestFiles(output: string): RunIds {
  const files = new Set<string>();
  for (const line of stripAnsi(output).split('\n')) {
    const file = JEST_FILE.exec(line)?.[1];
    if (file !== undefined) files.add(file);
  }
  return { ran: [...files], skipped: [], unit: 'file' };
}
