// Whether a failed check failed only because a dependency could not be downloaded here. The
// check's output is untrusted: the claim is read from the tool's own stderr format, only when
// nothing was built or tested, and it counts only when the facts agree (judgeClaims).
import type { CheckOutcome } from '../../model/outcome.js';
import { flattenToLine } from '../../text/clip.js';
import { stripAnsi } from '../../text/strip-ansi.js';
import { cargoUnavailable } from './cargo-unavailable.js';
import type { DependencyClaim } from './claim.js';
import { goUnavailable } from './go-unavailable.js';
import { npmUnavailable } from './npm-unavailable.js';

/** Lines a test binary or a compiler prints once it runs: something was built or tested. */
const RAN =
  /^(?:ok\s|FAIL\s|--- |=== RUN|PASS$|running \d+ tests?$|test result: |\s+(?:Compiling|Checking|Running|Doc-tests|Finished|Fresh)\s)|"Action":"(?:run|pass|fail|skip|output)"/m;

/** The tool's own line is quoted; a URL in it is the project's, so it is kept short. */
const CAUSE_MAX = 240;

/**
 * The dependencies a failed check's tool could not download, when that is all its stderr says
 * and nothing ran; empty otherwise (a test that ran and failed stays a failure).
 */
export function dependencyClaims(outcome: CheckOutcome): DependencyClaim[] {
  const { result } = outcome;
  if (result.skipped !== null || result.timedOut || result.signal !== null) return [];
  if (result.exitCode === null || result.exitCode === 0) return [];
  if (outcome.invalidated || outcome.reportDisagrees || outcome.exitExplained) return [];
  if ((outcome.tests?.total ?? 0) > 0) return [];
  // Colour a CI asks for (CARGO_TERM_COLOR=always) is not part of the tool's words.
  const stdout = stripAnsi(result.stdout);
  const stderr = stripAnsi(result.stderr);
  if (RAN.test(stdout) || RAN.test(stderr)) return [];
  for (const read of [goUnavailable, cargoUnavailable, npmUnavailable]) {
    const stop = read(stderr);
    if (stop.claims.length > 0) return stop.stray === 0 ? stop.claims : [];
  }
  return [];
}

/** What testlock itself knows of one claimed dependency, never what the check printed. */
export interface DependencyFacts {
  /** A manifest or lockfile of the tree that ran requires it. */
  requiredHere: boolean;
  /** A base manifest or lockfile requires it. */
  requiredAtBase: boolean;
  /** The lines that declare it differ between base and head (the PR bumped or replaced it). */
  changedByPr: boolean;
  /** This machine's module cache or registry holds it (then the claim is false). */
  cached: boolean;
}

/**
 * `dependency unavailable: …` when every claim holds (required by the tree, absent from the
 * machine's cache), or null: one doubtful claim and the failure stays a failure.
 */
export function judgeClaims(
  claims: readonly DependencyClaim[],
  facts: readonly DependencyFacts[],
): string | null {
  if (claims.length === 0 || facts.length !== claims.length) return null;
  if (facts.some((fact) => !fact.requiredHere || fact.cached)) return null;
  // A dependency the PR adds or changes is named first: that one is the PR's doing.
  const at = Math.max(
    facts.findIndex((fact) => !fact.requiredAtBase || fact.changedByPr),
    0,
  );
  const first = claims[at];
  const fact = facts[at];
  if (first === undefined || fact === undefined) return null;
  const more = claims.length > 1 ? ` (and ${claims.length - 1} more)` : '';
  const added = !fact.requiredAtBase
    ? ', added by the PR'
    : fact.changedByPr
      ? ', changed by the PR'
      : '';
  const cause = flattenToLine(first.cause, CAUSE_MAX);
  return `dependency unavailable: ${describe(first)}${more} cannot be downloaded here${added} (${cause})`;
}

function describe(claim: DependencyClaim): string {
  const kind = { go: 'module', cargo: 'crate', npm: 'npm package' }[claim.ecosystem];
  const version = claim.version === null ? '' : ` ${claim.version}`;
  const from = claim.url === null ? '' : ` from ${claim.url}`;
  return `${kind} ${claim.name}${version}${from}`;
}

/** The outcome of a check that could not run: skipped as `tool-not-installed`, with why. */
export function markUnavailable(outcome: CheckOutcome, reason: string): CheckOutcome {
  const { result } = outcome;
  const shown = (result.script || [result.command, ...result.args].join(' ')).split('\n')[0];
  return {
    ...outcome,
    tests: null,
    coverage: null,
    diagnostics: [],
    unavailable: reason,
    result: {
      ...result,
      ok: false,
      skipped: 'tool-not-installed',
      reason: [result.reason, reason].filter((r) => r !== undefined).join('; '),
      summary: `skipped (tool-not-installed): ${shown}: ${reason}`,
    },
  };
}
