// Reads `jest --json` output into checked plain records: the file is written by the run it reports
// on, so every field is type-checked and the totals must add up to the tests it lists.
import { isRecord } from '../../text/is-record.js';
import { count, parseJson } from '../coverage/json-input.js';
import { ParseError } from '../parse-error.js';

const FORMAT = 'jest-json';

/** A test's outcome: jest's `pending`, `todo`, `skipped` and `disabled` all mean it did not run. */
export type JestStatus = 'passed' | 'failed' | 'skipped';

/** One `assertionResults` entry. */
export interface JestAssertion {
  ancestors: string[];
  title: string;
  status: JestStatus;
  /** jest's `todo` (a placeholder, not a test that was switched off). */
  todo: boolean;
  failureMessages: string[];
}

/** One `testResults` entry: a test file. */
export interface JestFile {
  /** As jest wrote it (absolute). */
  name: string;
  failed: boolean;
  message: string;
  tests: JestAssertion[];
}

// `focused` is jest-jasmine2's `fit` that ran; jest-circus never writes it.
const STATUSES: Record<string, JestStatus> = {
  passed: 'passed',
  focused: 'passed',
  failed: 'failed',
  pending: 'skipped',
  skipped: 'skipped',
  disabled: 'skipped',
  todo: 'skipped',
};

/** The checked test files of a `jest --json` report; ParseError on any deviation. */
export function readJestJson(content: string): JestFile[] {
  const root = parseJson(FORMAT, content);
  if (!isRecord(root) || !Array.isArray(root.testResults))
    throw new ParseError(FORMAT, 'no testResults list');
  const files = root.testResults.map(fileOf);
  checkTotals(root, files);
  return files;
}

function fileOf(value: unknown, index: number): JestFile {
  const where = `testResults[${index}]`;
  if (!isRecord(value)) throw new ParseError(FORMAT, `${where} is not an object`);
  const { name, status, message, assertionResults } = value;
  if (typeof name !== 'string' || name === '') throw new ParseError(FORMAT, `${where}.name`);
  if (typeof status !== 'string') throw new ParseError(FORMAT, `${where}.status`);
  if (message !== undefined && typeof message !== 'string')
    throw new ParseError(FORMAT, `${where}.message`);
  if (!Array.isArray(assertionResults))
    throw new ParseError(FORMAT, `${where}.assertionResults is not a list`);
  return {
    name,
    failed: status === 'failed',
    message: message ?? '',
    tests: assertionResults.map((entry, i) =>
      assertionOf(entry, `${where}.assertionResults[${i}]`),
    ),
  };
}

function assertionOf(value: unknown, where: string): JestAssertion {
  if (!isRecord(value)) throw new ParseError(FORMAT, `${where} is not an object`);
  const { ancestorTitles, title, status, failureMessages } = value;
  if (!isStringList(ancestorTitles)) throw new ParseError(FORMAT, `${where}.ancestorTitles`);
  if (typeof title !== 'string') throw new ParseError(FORMAT, `${where}.title`);
  if (typeof status !== 'string' || !Object.hasOwn(STATUSES, status))
    throw new ParseError(FORMAT, `${where}.status ${JSON.stringify(status)}`);
  const messages = failureMessages ?? [];
  if (!isStringList(messages)) throw new ParseError(FORMAT, `${where}.failureMessages`);
  const mapped = STATUSES[status] as JestStatus;
  // A test that failed with no message, or passed with one, is not what jest writes.
  if ((mapped === 'failed') !== messages.length > 0)
    throw new ParseError(
      FORMAT,
      `${where}: status ${status} with ${messages.length} failure messages`,
    );
  return {
    ancestors: ancestorTitles,
    title,
    status: mapped,
    todo: status === 'todo',
    failureMessages: messages,
  };
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** jest's own totals against the tests it lists: a report edited in one place only is refused. */
function checkTotals(root: Record<string, unknown>, files: readonly JestFile[]): void {
  const tests = files.flatMap((file) => file.tests);
  const of = (status: JestStatus) => tests.filter((test) => test.status === status).length;
  const expected: Array<[string, number]> = [
    ['numTotalTests', tests.length],
    ['numFailedTests', of('failed')],
    ['numPassedTests', of('passed')],
    ['numTotalTestSuites', files.length],
  ];
  for (const [field, listed] of expected) {
    const stated = count(FORMAT, root[field], field);
    if (stated !== listed)
      throw new ParseError(FORMAT, `${field} is ${stated} but ${listed} are listed`);
  }
  const skipped = count(FORMAT, root.numPendingTests, 'numPendingTests');
  const todo = count(FORMAT, root.numTodoTests, 'numTodoTests');
  if (skipped + todo !== of('skipped'))
    throw new ParseError(
      FORMAT,
      `${skipped + todo} skipped tests stated but ${of('skipped')} listed`,
    );
  const listedFailed = files.filter((file) => file.failed).length;
  if (root.success !== undefined && typeof root.success !== 'boolean')
    throw new ParseError(FORMAT, 'success is not a boolean');
  // `success: true` beside a failure is a contradiction jest never writes.
  if (root.success === true && (of('failed') > 0 || listedFailed > 0))
    throw new ParseError(FORMAT, 'success is true but tests failed');
}
