// Reads the JUnit report `ctest --output-junit` writes (CMake ≥ 3.21). ctest says how a test
// ended in each testcase's `status`: `run` (passed unless a <failure> follows), `fail`,
// `disabled`, or `notrun` (a skip rule matched, `<skipped message="SKIP_…">`; anything else, such
// as a missing executable, ctest counts as failed). Its <failure> carries no message: the test's
// output in <system-out> is read for it, as on the console.
import type { RunIds } from '../../model/inventory.js';
import type { TestFailure, TestRun } from '../../model/results.js';
import { ParseError } from '../../results/parse-error.js';
import { makeRun } from '../../results/test-run.js';
import {
  attr,
  child,
  children,
  parseXml,
  textOf,
  type XmlElement,
} from '../../results/xml/xml-tree.js';
import { toLines } from '../../text/strip-ansi.js';
import { testOutputFailure } from './test-output.js';

type Ending = 'passed' | 'failed' | 'skipped';

interface CtestCase {
  name: string;
  ending: Ending;
  element: XmlElement;
}

function casesOf(content: string): CtestCase[] {
  const document = parseXml('junit', content);
  const root = child(document, 'testsuite') ?? child(document, 'testsuites');
  if (root === null) throw new ParseError('junit', 'no <testsuite> root element');
  const suites = [root, ...children(root, 'testsuite')];
  return suites.flatMap((suite) =>
    children(suite, 'testcase').map((element) => ({
      name: (attr(element, 'name') ?? '').trim(),
      ending: endingOf(element),
      element,
    })),
  );
}

function endingOf(testcase: XmlElement): Ending {
  const status = attr(testcase, 'status') ?? 'run';
  if (children(testcase, 'failure').length > 0 || children(testcase, 'error').length > 0)
    return 'failed';
  if (status === 'disabled') return 'skipped';
  if (status === 'notrun') {
    const skip = attr(children(testcase, 'skipped')[0] ?? {}, 'message') ?? '';
    return /^SKIP_/.test(skip) ? 'skipped' : 'failed';
  }
  return status === 'fail' ? 'failed' : 'passed';
}

function outputOf(testcase: XmlElement): string[] {
  const streams = [...children(testcase, 'system-out'), ...children(testcase, 'system-err')];
  const skipped = children(testcase, 'skipped').map((s) => `${attr(s, 'message') ?? ''}`);
  return toLines([...streams.map((s) => textOf(s)), ...skipped].join('\n'));
}

/** Counts and failures from ctest's JUnit report; throws ParseError when it is not one. */
export function parseCtestJunit(content: string): TestRun {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const failures: TestFailure[] = [];
  const ids: string[] = [];
  for (const testcase of casesOf(content)) {
    ids.push(testcase.name);
    counts[testcase.ending]++;
    if (testcase.ending === 'failed') {
      const status = attr(testcase.element, 'status') === 'notrun' ? 'Not Run' : 'Failed';
      failures.push(testOutputFailure(testcase.name, outputOf(testcase.element), status));
    }
  }
  return makeRun(counts, failures, ids);
}

/** The tests the report names, and which of them were skipped or disabled. */
export function ctestJunitIds(content: string): RunIds {
  const ids: RunIds = { ran: [], skipped: [], unit: 'test' };
  for (const testcase of casesOf(content)) {
    ids.ran.push(testcase.name);
    if (testcase.ending === 'skipped') ids.skipped.push(testcase.name);
  }
  return ids;
}
