// Ranks the CI candidates of one check kind: a job that runs the project's tests on pull requests
// beats a fuzzing, benchmark, release, docs, deploy or autofix one, and a push-only workflow.
import type { Candidate } from './candidate.js';

/** What a job, step or command says it is for, when that is not checking the project. */
const PURPOSES: ReadonlyArray<[RegExp, string]> = [
  [/^(fuzz|fuzzing|fuzzer|fuzzers|cifuzz|oss-fuzz)$/, 'fuzzing'],
  [/^(bench|benches|benchmark|benchmarks|codspeed|perf)$/, 'benchmarks'],
  [/^(release|releases|publish|publishing|changelog)$/, 'release'],
  [/^(deploy|deployment|pages)$/, 'deploy'],
  [/^(doc|docs|documentation)$/, 'docs'],
  [/^(autofix|autoformat)$/, 'autofix'],
  [/^(nightly|scheduled|cron)$/, 'nightly'],
];
/** In a command itself only these mark a non-check run (`go test -fuzz=`, `-bench=.`). */
const COMMAND_PURPOSES = new Set(['fuzzing', 'benchmarks']);

/** The first non-check purpose that `texts` name, word by word (`fuzz.yml`, `build-docs`). */
export function purposeOf(texts: readonly string[], commandOnly = false): string | undefined {
  for (const text of texts) {
    for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) {
      const hit = PURPOSES.find(([pattern]) => pattern.test(word))?.[1];
      if (hit !== undefined && (!commandOnly || COMMAND_PURPOSES.has(hit))) return hit;
    }
  }
  return undefined;
}

/** A candidate with where it stands: lower ranks first, then the order of the files. */
export interface Ranked {
  candidate: Candidate;
  /** The workflow runs on pull requests (else on push only). */
  onPullRequest: boolean;
  /** A non-check purpose (fuzzing, release...) the job, step or command names. */
  purpose: string | undefined;
  /** Position in path/job/step order. */
  order: number;
  /** The workflow file it was read from. */
  workflow?: string;
}

function key(r: Ranked): number[] {
  return [r.purpose === undefined ? 0 : 1, r.onPullRequest ? 0 : 1, r.order];
}

function compare(a: Ranked, b: Ranked): number {
  const [ka, kb] = [key(a), key(b)];
  for (let i = 0; i < ka.length; i += 1) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
  return 0;
}

function describe(r: Ranked): string {
  const event = r.onPullRequest ? 'runs on pull_request' : 'runs on push only';
  return r.purpose === undefined ? event : `${event}, ${r.purpose}`;
}

/** The candidates best first. */
export function byRank(ranked: readonly Ranked[]): Ranked[] {
  return [...ranked].sort(compare);
}

/** Whether two candidates stand as high: same purpose class and same trigger. */
export function rankedAsHigh(a: Ranked, b: Ranked): boolean {
  return key(a)[0] === key(b)[0] && key(a)[1] === key(b)[1];
}

/** The best candidate, with the ranking's reason when there was a choice. */
export function best(ranked: readonly Ranked[]): Candidate | undefined {
  const sorted = byRank(ranked);
  const [first, next] = sorted;
  if (first === undefined) return undefined;
  if (next === undefined) return first.candidate;
  const others = sorted.length - 1;
  const reason =
    `ranked first of ${sorted.length} CI candidates (${describe(first)}); ` +
    `next: ${next.candidate.source} (${describe(next)})${others > 1 ? ` and ${others - 1} more` : ''}`;
  const own = first.candidate.reason;
  return { ...first.candidate, reason: own === undefined ? reason : `${own}; ${reason}` };
}
