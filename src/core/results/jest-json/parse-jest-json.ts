// Turns a checked `jest --json` report into per-test results: counts, the failures verbatim, and
// the ids of the tests that ran or skipped (`<file> > <describe…> > <title>`, file relative to the
// folder jest ran in, as `jest --listTests` is read), which jest's console cannot give.
import { isAbsolute, posix, relative } from 'node:path';
import type { TestFailure, TestRun } from '../../model/results.js';
import { clipBlock } from '../../text/clip.js';
import { stripAnsi } from '../../text/strip-ansi.js';
import { findLocation } from '../find-location.js';
import { makeRun } from '../test-run.js';
import { type JestAssertion, type JestFile, readJestJson } from './jest-json-schema.js';

/** The tests of a jest run, by outcome, with ids in the inventory's form. */
export interface JestTestIds {
  files: string[];
  ran: string[];
  skipped: string[];
}

export interface JestResults {
  run: TestRun;
  ids: JestTestIds;
}

/** `cwd`: the absolute folder jest ran in, to which its absolute file names are made relative. */
export function parseJestJson(content: string, cwd: string): JestResults {
  const files = readJestJson(content);
  const failures: TestFailure[] = [];
  const ids: JestTestIds = { files: [], ran: [], skipped: [] };
  let broken = 0;
  for (const file of files) {
    const path = relativePath(file.name, cwd);
    ids.files.push(path);
    for (const test of file.tests) {
      const id = [path, ...test.ancestors, test.title].join(' > ');
      ids.ran.push(id);
      if (test.status === 'skipped') ids.skipped.push(id);
      if (test.status === 'failed') failures.push({ ...testFailure(test, file), id });
    }
    // A file that failed with no failed test did not load or run (jest: "Test suite failed to
    // run"): it is in no test count, so it counts as one failed test named by its file.
    if (file.failed && !file.tests.some((test) => test.status === 'failed')) {
      broken += 1;
      failures.push(suiteFailure(file, path));
    }
  }
  const tests = files.flatMap((file) => file.tests);
  const of = (status: JestAssertion['status']) => tests.filter((t) => t.status === status).length;
  const counts = { passed: of('passed'), failed: of('failed') + broken, skipped: of('skipped') };
  return { run: makeRun(counts, failures, ids.ran), ids };
}

// Named as jest's console names it (`describe › test`), so a failure reads the same either way.
function testFailure(test: JestAssertion, file: JestFile): TestFailure {
  const text = stripAnsi(test.failureMessages[0] ?? '').replace(/\r\n?/g, '\n');
  const located = findLocation(text, { file: file.name });
  return {
    name: [...test.ancestors, test.title].join(' › '),
    message: firstLine(text),
    detail: clipBlock(text),
    file: located?.file ?? file.name,
    line: located?.line ?? null,
  };
}

function suiteFailure(file: JestFile, path: string): TestFailure {
  const text = stripAnsi(file.message).replace(/\r\n?/g, '\n');
  const lines = text.split('\n').filter((line) => !/^\s*● Test suite failed to run\s*$/.test(line));
  const body = lines.join('\n');
  // jest prints this block's frames relative to its root, not to the repository: the file is
  // named by jest's absolute path (made repository-relative with the others), the line kept.
  const located = findLocation(body, { file: path });
  const here = located !== null && (located.file === path || located.file === file.name);
  return {
    name: path,
    message: firstLine(body) || 'the test file failed to run',
    detail: clipBlock(body === '' ? 'the test file failed to run' : body),
    file: file.name,
    line: here ? located.line : null,
  };
}

function firstLine(text: string): string {
  return (text.split('\n').find((line) => line.trim() !== '') ?? '').trim();
}

function relativePath(file: string, cwd: string): string {
  const path = isAbsolute(file) && cwd !== '' ? relative(cwd, file) : file;
  return path.split('\\').join(posix.sep);
}
