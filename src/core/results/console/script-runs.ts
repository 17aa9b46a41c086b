// Splits a check's console output by the package scripts npm and pnpm started in it, so a run of
// several scripts (`npm test --workspaces`, `pnpm -r test`, a script that calls two others) is
// counted in full, and a script that started a runner but never printed its summary is noticed.

import type { TestRun } from '../../model/results.js';
import { toLines } from '../../text/strip-ansi.js';

// npm: `> name@1.0.0 test` (or `> test`; pnpm adds the folder), then `> the command`.
const NPM_HEADER = /^> \S/;
// pnpm -r / --filter: `packages/a test$ vitest run`, then every line as `packages/a test: ...`.
const PNPM_HEADER = /^(\S+ [^\s$]+)\$ (.+)$/;

/** What one package script printed, and the command its header names (null before any header). */
export interface ScriptPart {
  command: string | null;
  lines: string[];
}

/** The output of each script the package manager started, in order; one part when none was. */
export function scriptParts(output: string): ScriptPart[] {
  const lines = toLines(output);
  const parts: ScriptPart[] = [{ command: null, lines: [] }];
  const prefixed = new Map<string, ScriptPart>();
  let current = parts[0] as ScriptPart;
  let inHeader = false;
  for (const [index, line] of lines.entries()) {
    const pnpm = PNPM_HEADER.exec(line);
    if (pnpm) {
      const part = { command: pnpm[2] ?? '', lines: [] };
      prefixed.set(`${pnpm[1]}: `, part);
      parts.push(part);
      continue;
    }
    const owner = [...prefixed.keys()].find((prefix) => line.startsWith(prefix));
    if (owner !== undefined) {
      prefixed.get(owner)?.lines.push(line.slice(owner.length));
      continue;
    }
    const isHeader = NPM_HEADER.test(line);
    // Two `> ` lines or more open a part; the last of them is the command (pnpm prints the
    // folder on the first). A lone quoted line a test prints opens nothing.
    if (isHeader && !inHeader && NPM_HEADER.test(lines[index + 1] ?? '')) {
      current = { command: null, lines: [] };
      parts.push(current);
      inHeader = true;
    }
    if (!isHeader) inHeader = false;
    else if (inHeader) current.command = line.slice(2);
    current.lines.push(line);
  }
  return parts;
}

/** The summed runs of several scripts, or why they cannot be counted. */
export type ScriptRuns = { run: TestRun } | { missing: string };

/**
 * The runs of the scripts that printed a summary, summed; null when the output holds one run at
 * most (its summary is the whole output's). A script whose command starts a runner
 * (`startsRunner`) and printed no summary makes the count incomplete: its tests are unknown.
 * Failures keep their order, so the first is the first.
 */
export function sumScriptRuns(
  output: string,
  read: (part: string) => TestRun | null,
  startsRunner: (command: string) => boolean,
): ScriptRuns | null {
  const parts = scriptParts(output).map((part) => ({
    ...part,
    run: read(part.lines.join('\n')),
  }));
  const runs = parts.flatMap((part) => (part.run === null ? [] : [part.run]));
  const started = parts.filter((part) => part.command !== null && startsRunner(part.command));
  if (runs.length < 2 && started.length < 2) return null;
  const silent = started.find((part) => part.run === null);
  if (silent) {
    return {
      missing: `the package script '${silent.command}' started a test runner that printed no summary (${runs.length} of ${started.length} did)`,
    };
  }
  return {
    run: {
      total: runs.reduce((sum, run) => sum + run.total, 0),
      passed: runs.reduce((sum, run) => sum + run.passed, 0),
      failed: runs.reduce((sum, run) => sum + run.failed, 0),
      skipped: runs.reduce((sum, run) => sum + run.skipped, 0),
      failures: runs.flatMap((run) => run.failures),
      testIds: runs.flatMap((run) => run.testIds),
    },
  };
}
