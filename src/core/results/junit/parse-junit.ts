// Reads JUnit XML (pytest, vitest, jest-junit, node:test, gotestsum, Maven Surefire) into a TestRun.
import type { TestFailure, TestRun } from '../../model/results.js';
import { ParseError } from '../parse-error.js';
import { makeRun } from '../test-run.js';
import { attr, child, children, parseXml, type XmlElement } from '../xml/xml-tree.js';
import { failureOf } from './junit-failure.js';
import { type JunitDialect, testName } from './junit-name.js';

/** Parses a JUnit XML report; throws ParseError when it is not XML or has no test suite root. */
export function parseJunit(content: string): TestRun {
  const document = parseXml('junit', content);
  const root = child(document, 'testsuites') ?? child(document, 'testsuite');
  if (root === null) throw new ParseError('junit', 'no <testsuites> or <testsuite> root element');
  const dialect = dialectOf(root);
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const failures: TestFailure[] = [];
  const testIds: string[] = [];
  for (const testcase of testcasesOf(root)) {
    const name = testName(dialect, attr(testcase, 'classname') ?? '', attr(testcase, 'name') ?? '');
    testIds.push(name);
    const problem = children(testcase, 'failure')[0] ?? children(testcase, 'error')[0];
    if (problem) {
      counts.failed++;
      failures.push(failureOf(testcase, name, problem));
    } else if (children(testcase, 'skipped').length > 0) {
      counts.skipped++;
    } else {
      counts.passed++;
    }
  }
  return makeRun(counts, failures, testIds);
}

function dialectOf(root: XmlElement): JunitDialect {
  const suiteName = attr(children(root, 'testsuite')[0] ?? root, 'name');
  return attr(root, 'name') === 'pytest tests' || suiteName === 'pytest' ? 'pytest' : 'generic';
}

// Suites nest (jest-junit, node:test describe blocks); node:test also puts cases under the root.
// Depth is bounded by the parser's nesting limit.
function testcasesOf(suite: XmlElement, found: XmlElement[] = []): XmlElement[] {
  found.push(...children(suite, 'testcase'));
  for (const nested of children(suite, 'testsuite')) testcasesOf(nested, found);
  return found;
}
