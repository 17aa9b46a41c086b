// Reads the `go test -json` event stream into a TestRun. Lines that are not JSON are kept: Go before
// 1.24 prints build failures as plain text (`FAIL pkg [build failed]`, `# pkg` blocks on stderr).
import type { TestFailure, TestRun } from '../../model/results.js';
import { makeRun } from '../test-run.js';
import { buildBlocks } from './go-build-blocks.js';
import { goPackageFailure, goTestFailure, insertFailure } from './go-failure.js';

interface GoEvent {
  Action?: string;
  Package?: string;
  Test?: string;
  Output?: string;
  ImportPath?: string;
}

interface TestEntry {
  pkg: string;
  test: string;
  output: string[];
  outcome: 'pass' | 'fail' | 'skip' | null;
}

/** Everything the stream said, grouped: tests in order of first mention, output per package. */
interface Stream {
  tests: Map<string, TestEntry>;
  finished: TestEntry[];
  packageOutput: Map<string, string[]>;
  buildOutput: Map<string, string[]>;
  failedPackages: string[];
  plain: string[];
}

/** Parses `go test -json` output; stderr may be appended to read Go 1.19's build errors. */
export function parseGoTestJson(content: string): TestRun {
  const stream = readStream(content);
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const failures: TestFailure[] = [];
  for (const entry of stream.finished) {
    if (entry.outcome === 'pass') counts.passed++;
    if (entry.outcome === 'skip') counts.skipped++;
    if (entry.outcome !== 'fail') continue;
    counts.failed++;
    insertFailure(failures, goTestFailure(entry.test, entry.output));
  }
  // A test without an outcome was cut off (timeout, crash): the package's output says why.
  const cutOff = [...stream.tests.values()].filter((entry) => entry.outcome === null);
  for (const entry of cutOff) {
    counts.failed++;
    const why = stream.packageOutput.get(entry.pkg) ?? [];
    failures.push(goTestFailure(entry.test, [...entry.output, ...why]));
  }
  failures.push(...packageFailures(stream));
  const testIds = [...stream.tests.values()].map(({ pkg, test }) => `${pkg}.${test}`);
  return makeRun(counts, failures, testIds);
}

function readStream(content: string): Stream {
  const stream: Stream = {
    tests: new Map(),
    finished: [],
    packageOutput: new Map(),
    buildOutput: new Map(),
    failedPackages: [],
    plain: [],
  };
  for (const line of content.split('\n')) {
    const event = parseEvent(line);
    if (event) {
      record(stream, event);
      continue;
    }
    if (line.trim() !== '') stream.plain.push(line.replace(/\r$/, ''));
    const built = /^FAIL\s+(\S+) \[(?:build|setup) failed\]/.exec(line);
    if (built?.[1]) stream.failedPackages.push(built[1]);
  }
  return stream;
}

function parseEvent(line: string): GoEvent | null {
  if (!line.startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null ? (value as GoEvent) : null;
  } catch {
    return null;
  }
}

function record(stream: Stream, event: GoEvent): void {
  const { Action: action, Package: pkg = '', Test: test } = event;
  if (action === 'build-output' && event.ImportPath) {
    append(stream.buildOutput, event.ImportPath, event.Output ?? '');
  } else if (test === undefined) {
    if (action === 'output') append(stream.packageOutput, pkg, event.Output ?? '');
    if (action === 'fail') stream.failedPackages.push(pkg);
  } else {
    const key = `${pkg}\u0000${test}`;
    const entry = stream.tests.get(key) ?? { pkg, test, output: [], outcome: null };
    stream.tests.set(key, entry);
    if (action === 'output') entry.output.push(...splitOutput(event.Output ?? ''));
    if ((action === 'pass' || action === 'fail' || action === 'skip') && entry.outcome === null) {
      entry.outcome = action;
      stream.finished.push(entry);
    }
  }
}

// A failed package whose tests all passed or never ran failed to build, set up, or in TestMain.
function packageFailures(stream: Stream): TestFailure[] {
  const blamed = new Set(
    [...stream.tests.values()]
      .filter((e) => e.outcome !== 'pass' && e.outcome !== 'skip')
      .map((e) => e.pkg),
  );
  const blocks = buildBlocks(stream.plain);
  return [...new Set(stream.failedPackages)]
    .filter((pkg) => !blamed.has(pkg))
    .map((pkg) => goPackageFailure(pkg, packageLines(stream, blocks, pkg)));
}

function packageLines(stream: Stream, blocks: Map<string, string[]>, pkg: string): string[] {
  const built = [...stream.buildOutput].filter(
    ([path]) => path === pkg || path.startsWith(`${pkg} `),
  );
  if (built.length > 0) return built.flatMap(([, lines]) => lines);
  const block = blocks.get(pkg);
  if (block) return block;
  const output = stream.packageOutput.get(pkg);
  if (output && output.length > 0) return output;
  return stream.plain.filter((line) => line.includes(pkg));
}

function append(map: Map<string, string[]>, key: string, output: string): void {
  const lines = map.get(key) ?? [];
  lines.push(...splitOutput(output));
  map.set(key, lines);
}

function splitOutput(output: string): string[] {
  return output.replace(/\r?\n$/, '').split(/\r?\n/);
}
