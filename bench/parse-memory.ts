// Peak memory of the parse benchmarks, each in its own child process so one does not inherit the
// other's heap: `parse-memory.ts junit|lcov` parses once and prints its peak and pre-parse RSS.
import { execFileSync } from 'node:child_process';
import { loadParsers } from '../src/adapters/load-parsers.js';
import { parseLcov } from '../src/core/results/coverage/parse-lcov.js';
import { parseJunit } from '../src/core/results/junit/parse-junit.js';
import type { Row } from './measure.js';
import { junit, lcov } from './parsers.js';

interface Memory {
  /** Resident set after the input was generated, before parsing (MB). */
  before: number;
  /** Peak resident set of the whole child (MB). */
  peak: number;
}

const MB = 1024 * 1024;

function child(kind: string): void {
  const text = kind === 'junit' ? junit(50_000) : lcov(10_000);
  const before = process.memoryUsage().rss / MB;
  if (kind === 'junit') parseJunit(text);
  else parseLcov(text);
  // maxRSS is in kilobytes.
  const peak = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(JSON.stringify({ before, peak } satisfies Memory));
}

function measure(kind: string): Memory {
  const out = execFileSync(process.execPath, ['--import', 'tsx', import.meta.filename, kind], {
    encoding: 'utf8',
  });
  return JSON.parse(out) as Memory;
}

export function benchParseMemory(): Row[] {
  return (['junit', 'lcov'] as const).map((kind) => {
    const memory = measure(kind);
    return {
      name: `parse ${kind === 'junit' ? 'JUnit, 50,000 cases' : 'lcov, 10,000 files'}: peak RSS`,
      median: `${memory.peak.toFixed(0)} MB`,
      target: '< 300 MB',
      note: `whole child; ${(memory.peak - memory.before).toFixed(0)} MB over the generated input`,
    };
  });
}

if (process.argv[2] === 'junit' || process.argv[2] === 'lcov') {
  // A child of its own: the parsers the pipeline would load for a run are loaded here.
  await loadParsers(['xml']);
  child(process.argv[2]);
}
