// Which tests a run reported and which of them were skipped, read from the same results the
// verdict reads (JUnit, go test -json, cargo/jest console): TestRun has no skipped ids.
import type { RunIds } from '../model/inventory.js';
import { parseJestJson } from '../results/jest-json/parse-jest-json.js';
import { testName } from '../results/junit/junit-name.js';
import type { ResultFiles } from '../results/result-files.js';
import { attr, child, children, parseXml, type XmlElement } from '../results/xml/xml-tree.js';
import type { Instrumented } from '../run/instrumented.js';
import { profileOf } from '../runners/registry.js';

/** The run's ids, or null where its results do not name tests. */
export function runIdsOf(prepared: Instrumented, files: ResultFiles): RunIds | null {
  try {
    if (prepared.jestJson && files.jestJson && !files.jestJsonProblem)
      return jestJsonIds(files.jestJson, prepared.jestJson.cwd);
    const profile = prepared.runner === null ? undefined : profileOf(prepared.runner);
    if (prepared.junit !== null && files.junit !== null)
      return (profile?.junit?.ids ?? junitIds)(files.junit);
    if (prepared.goJson) return goJsonIds(files.stdout);
    const own = profile?.listing;
    if (own?.consoleIds) return own.consoleIds(files.stdout, files.stderr);
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

/**
 * jest's JSON report: the files it ran (what `--listTests` lists at base) and each test by id, so
 * that a base test skipped now can be named and confirmed at base (`jest-tests.ts`).
 */
export function jestJsonIds(content: string, cwd: string): RunIds {
  const { ids } = parseJestJson(content, cwd);
  return { ran: [...ids.files, ...ids.ran], skipped: ids.skipped, unit: 'file', files: ids.files };
}
