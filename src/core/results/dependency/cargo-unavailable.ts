// Reads cargo's own stderr for a dependency it could not fetch: crates.io or a git remote is
// unreachable, or `--offline` / CARGO_NET_OFFLINE with a crate not in the local registry.
// Formats provoked with cargo 1.95.
import { type DependencyClaim, MAKE_ERROR, type ToolStop } from './claim.js';

/** `error: failed to get `itoa` as a dependency of package `rs1 v0.1.0 (/path)``. */
const FAILED_TO_GET = /^error: failed to get `([^`]+)` as a dependency of package `[^`]+`$/;

/** `error: no matching package named `itoa` found`, then `location searched: crates.io index`. */
const NO_MATCHING = /^error: no matching package named `([^`]+)` found$/;

/** The `Caused by:` lines that say the network or offline mode is why, not the crate itself. */
const NETWORK_CAUSE =
  /^\s+(?:\[6\] Could not resolve hostname|failed to resolve address for \S+: Name or service not known|network failure seems to have happened|failed to download from `[^`]+`|failed to lookup reference in preexisting repository, and can't check for updates in offline mode|can't checkout from '[^']+': you are in the offline mode)/;

/** A git dependency's remote: `  unable to update https://github.com/example/mygit`. */
const GIT_REMOTE = /^\s+unable to update (\S+)$/;

const OFFLINE_REMINDER = /^As a reminder, you're using offline mode \(--offline\)/;

/** What cargo prints around such a stop: progress and its retries. */
const PROGRESS = /^(?:\s+Updating .+|warning: spurious network error .+)$/;

/** The crates cargo's stderr says it could not fetch for want of a network (or offline mode). */
export function cargoUnavailable(stderr: string): ToolStop {
  const lines = stderr.split('\n').map((line) => line.replace(/\r$/, ''));
  const claims: DependencyClaim[] = [];
  let stray = 0;
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    const block = following(lines, index + 1);
    const found = claimOf(line, block);
    if (found !== null) claims.push(found);
    else if (line.trim() !== '' && !PROGRESS.test(line) && !MAKE_ERROR.test(line)) stray += 1;
    // A claim's block is its own; any other block's lines are read one by one.
    index += found === null ? 1 : block.length + 1;
  }
  return { claims, stray };
}

function claimOf(line: string, block: readonly string[]): DependencyClaim | null {
  const got = FAILED_TO_GET.exec(line);
  const cause = block.find((c) => NETWORK_CAUSE.test(c))?.trim();
  if (got?.[1] && cause !== undefined) {
    const url = block.map((c) => GIT_REMOTE.exec(c)?.[1]).find(Boolean) ?? null;
    return { ecosystem: 'cargo', name: got[1], version: null, url, cause };
  }
  const missing = NO_MATCHING.exec(line);
  const offline =
    block.some((l) => /^location searched: crates\.io index$/.test(l)) &&
    block.some((l) => OFFLINE_REMINDER.test(l));
  if (missing?.[1] && offline) {
    const why = 'offline mode, and the crate is not in the local registry';
    return { ecosystem: 'cargo', name: missing[1], version: null, url: null, cause: why };
  }
  return null;
}

/** The lines after an `error:` line, up to the next `error:` or `warning:` line. */
function following(lines: readonly string[], from: number): string[] {
  const out: string[] = [];
  for (let i = from; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (/^(?:error|warning):/.test(line) || MAKE_ERROR.test(line)) break;
    out.push(line);
  }
  return out;
}
