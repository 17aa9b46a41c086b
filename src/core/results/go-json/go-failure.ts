// Builds a TestFailure from the lines Go printed for one failing test or package; shared by the
// `go test -json` parser and the plain `go test` console parser.
import type { TestFailure } from '../../model/results.js';
import { clipBlock } from '../../text/clip.js';
import { findLocation } from '../find-location.js';

// `    limits_test.go:17: admits >100` is how t.Error/t.Fatal print.
const LOG_LINE = /^\s+([\w.-]+\.go):(\d+): (.*)$/;
const FRAMING = /^(?:=== (?:RUN|PAUSE|CONT|NAME)\s|\s*--- (?:FAIL|PASS|SKIP):\s)/;

export function goTestFailure(name: string, lines: readonly string[]): TestFailure {
  const shown = lines.filter((line) => !/^=== (?:RUN|PAUSE|CONT|NAME)\s/.test(line));
  const logged = shown.map((line) => LOG_LINE.exec(line)).find((match) => match !== null);
  if (logged) {
    const [, file, line, message] = logged;
    return {
      name,
      message: message ?? '',
      detail: clipBlock(shown.join('\n')),
      file: file ?? null,
      line: Number(line),
    };
  }
  const panic = shown.find((line) => line.startsWith('panic: '));
  const first =
    shown.find((line) => line.trim() !== '' && !FRAMING.test(line)) ??
    shown.find((line) => line.trim() !== '') ??
    '';
  const location = findLocation(shown.join('\n'));
  return {
    name,
    message: (panic ?? first).replace(/ \[recovered\]$/, '').trim(),
    detail: clipBlock(shown.join('\n')),
    file: location?.file ?? null,
    line: location?.line ?? null,
  };
}

/** A package that failed without a failing test: build errors, a panic in init or TestMain. */
export function goPackageFailure(pkg: string, lines: readonly string[]): TestFailure {
  const text = lines.join('\n');
  const buildError = lines
    .map((line) => /^(\S+\.go):(\d+)(?::\d+)?: (.*)$/.exec(line))
    .find(Boolean);
  const reason = /\[(build|setup) failed\]/.exec(text);
  return {
    name: pkg,
    message:
      buildError?.[3] ?? (reason ? `${reason[1]} failed` : goTestFailure(pkg, lines).message),
    detail: clipBlock(text),
    file: buildError?.[1] ?? null,
    line: buildError ? Number(buildError[2]) : null,
  };
}

/** Orders a subtest's failure before its parent's: the subtest holds the assertion. */
export function insertFailure(failures: TestFailure[], failure: TestFailure): void {
  const parent = failures.findIndex((other) => failure.name.startsWith(`${other.name}/`));
  if (parent === -1) failures.push(failure);
  else failures.splice(parent, 0, failure);
}
