// Reads a runner's integrity witness (SPEC section 6): what it saw altered in the runner, whether
// it ran to the end, and each test's outcome as it saw it, the third witness for the counts.
import type { Anomaly } from '../model/anomaly.js';
import type { CheckResult } from '../model/check.js';
import type { TestRun } from '../model/results.js';

/** What the run left for the witness's reading. */
export interface WitnessInput {
  /** The channel's text; null where it is absent or cannot be believed. */
  channel: string | null;
  /** Why the channel cannot be believed (a link, a FIFO, emptied, over the cap). */
  problem: string | null;
  result: CheckResult;
  /** The counts the report (or console) gives. */
  tests: TestRun | null;
  /** The runner wrote the report asked for in the same options that load the witness. */
  reportWritten: boolean;
  /**
   * The locked tree the check ran in, where it is guarded: the modules a runner takes from the
   * tree by their place (pytest's conftests) must be among its files.
   */
  tree?: LockedTreeFiles;
}

/** The locked tree's files: its root (as given and as resolved) and its index's paths. */
export interface LockedTreeFiles {
  roots: readonly string[];
  tracked: { has(path: string): boolean };
}

interface ChannelRecord {
  e: string;
  /** The process, or `pid/threadId` for a witness in a worker thread. */
  pid?: number | string;
  nested?: boolean;
  /** The witness hears every test it runs (its start). */
  hears?: boolean;
  /** The tests it saw pass (its end). */
  p?: number;
  what?: string;
  n?: string;
  w?: string;
  o?: string;
  /** A module the runner took from the tree (`tree-module`), absolute. */
  f?: string;
}

function records(text: string): ChannelRecord[] {
  const found: ChannelRecord[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const value: unknown = JSON.parse(line);
      if (value !== null && typeof value === 'object' && 'e' in value)
        found.push(value as ChannelRecord);
    } catch {
      // A torn line (a process killed mid-write) says nothing.
    }
  }
  // A runner a test starts inherits the witness; its tests are not the check's.
  return found.filter((r) => r.nested !== true);
}

/** The tests the witness saw fail in any phase, by the last report of each phase (a rerun wins). */
function failedTests(found: readonly ChannelRecord[]): string[] {
  const last = new Map<string, string>();
  for (const r of found) {
    if (r.e === 'r' && typeof r.n === 'string') last.set(`${r.n}\u0000${r.w ?? ''}`, r.o ?? '');
  }
  const failed = new Set<string>();
  for (const [key, outcome] of last) {
    if (outcome === 'failed') failed.add(key.split('\u0000')[0] ?? '');
  }
  return [...failed];
}

/** Processes whose witness started and never saw its session end. */
function unfinished(found: readonly ChannelRecord[]): Array<number | string> {
  const started = new Set(found.filter((r) => r.e === 'start').map((r) => r.pid ?? 0));
  for (const r of found) if (r.e === 'end') started.delete(r.pid ?? 0);
  return [...started];
}

/**
 * Where every witness heard each test it ran (vitest's: `hears` in its start), the report may count
 * no more passes than the witnesses saw: a result rewritten as it left the test, or a runner that
 * stopped telling its witness.
 */
function passesUnheard(found: readonly ChannelRecord[], tests: TestRun | null): string | null {
  const starts = found.filter((r) => r.e === 'start');
  if (tests === null || starts.length === 0 || starts.some((r) => r.hears !== true)) return null;
  const seen = found.reduce(
    (sum, r) => sum + (r.e === 'end' && typeof r.p === 'number' ? r.p : 0),
    0,
  );
  return tests.passed > seen
    ? `the report counts ${tests.passed} tests passed; the witness saw ${seen} pass`
    : null;
}

/** The tree modules the runner loaded that are not among the locked tree's files. */
function strangeTreeModules(found: readonly ChannelRecord[], tree: LockedTreeFiles): string[] {
  const strange: string[] = [];
  for (const r of found) {
    if (r.e !== 'tree-module' || typeof r.f !== 'string') continue;
    const path = r.f;
    const inTree = tree.roots.some((root) => {
      const relative = path.startsWith(`${root}/`) ? path.slice(root.length + 1) : null;
      return relative !== null && tree.tracked.has(relative);
    });
    if (!inTree)
      strange.push(
        `${shownPath(path, tree.roots)} was loaded, and is not one of the locked tree's files`,
      );
  }
  return strange;
}

function shownPath(path: string, roots: readonly string[]): string {
  const root = roots.find((one) => path.startsWith(`${one}/`));
  return root === undefined ? path : path.slice(root.length + 1);
}

const shortList = (items: readonly string[]): string =>
  items.slice(0, 3).join('; ') + (items.length > 3 ? `; and ${items.length - 3} more` : '');

/**
 * What the witness says was tampered with, or null. Where it says nothing it concludes nothing:
 * a run that timed out or crashed (exit status not 0) fails as such, and a channel that was never
 * written by a runner that never read testlock's options (no report either) is no evidence.
 */
export function witnessFinding(input: WitnessInput): string | null {
  const { result } = input;
  if (result.timedOut || result.exitCode === null) return null;
  if (input.problem !== null)
    return `the witness's channel ${input.problem.replace(/^the report /, '')}`;
  // A witness that loads with each test file (vitest's, jest's) has nothing to say of a run
  // that ran none, which is no pass either (no-tests).
  const ranNone = input.tests !== null && input.tests.total === 0;
  if (input.channel === null) {
    // The runner read the options that load the witness (its report is there); a runner that
    // cannot import the witness stops with an error: its channel was removed.
    return input.reportWritten && result.exitCode === 0 && !ranNone
      ? "the witness's channel is gone, though the runner read the options that load it"
      : null;
  }
  const found = records(input.channel);
  // The wrapping config found projects the witness cannot reach: it stayed out (first record).
  if (found[0]?.e === 'off') return null;
  const tampered = [
    ...new Set([
      ...found.filter((r) => r.e === 'tampered').map((r) => r.what ?? ''),
      ...(input.tree ? strangeTreeModules(found, input.tree) : []),
    ]),
  ];
  if (tampered.length > 0) return shortList(tampered);
  if (result.exitCode !== 0) return null;
  if (!found.some((r) => r.e === 'start')) {
    return input.reportWritten && !ranNone ? "the witness's channel lost its records" : null;
  }
  const stopped = unfinished(found);
  if (stopped.length > 0)
    return `the witness in process ${stopped[0]} was stopped before the test session ended`;
  // Tests the witness does not hear (vitest's type tests, a runner of the project's own): the
  // report's counts stand alone. Only as the first record, written before any test code ran.
  if (found[0]?.e === 'uncounted') return null;
  const unheard = passesUnheard(found, input.tests);
  if (unheard !== null) return unheard;
  const failed = failedTests(found);
  if (failed.length > 0 && (input.tests === null || input.tests.failed === 0)) {
    return `the witness saw ${failed.length} tests fail that the report counts as passed (${shortList(failed)})`;
  }
  return null;
}

/** The anomaly, and the reason the check's results do not count. */
export function runnerTampered(detail: string): { anomaly: Anomaly; invalidated: string } {
  return {
    anomaly: { kind: 'runner-tampered', severity: 'critical', path: '', line: null, detail },
    invalidated: `runner-tampered: ${detail}`,
  };
}
