// Check runs the App left in progress, waiting for a report: when one waits longer than the
// configured time it is completed as `timed_out`. The clocks are saved in the state file
// (app-state.ts), so a restart does not reset them.
export interface PendingCheck {
  installationId: number;
  owner: string;
  repo: string;
  headSha: string;
  checkRunId: number;
  /** When the clock started (ms since the epoch). */
  since: number;
}

export interface PendingChecks {
  /** Starts the clock for this check run, unless it is already running. */
  wait(check: PendingCheck): void;
  /** The report came (or the check was completed otherwise): stop its clock. */
  done(owner: string, repo: string, headSha: string): void;
  /** Removes and returns the checks that have waited at least `timeoutMs` by `now`. */
  expired(now: number, timeoutMs: number): PendingCheck[];
  /** Every check still waiting (for the state file). */
  list(): PendingCheck[];
}

export function createPendingChecks(before: readonly PendingCheck[] = []): PendingChecks {
  const key = (owner: string, repo: string, sha: string) => `${owner}/${repo}@${sha}`;
  const waiting = new Map<string, PendingCheck>(
    before.map((check) => [key(check.owner, check.repo, check.headSha), check]),
  );
  return {
    list: () => [...waiting.values()],
    wait(check) {
      const k = key(check.owner, check.repo, check.headSha);
      const known = waiting.get(k);
      waiting.set(k, known === undefined ? check : { ...check, since: known.since });
    },
    done(owner, repo, headSha) {
      waiting.delete(key(owner, repo, headSha));
    },
    expired(now, timeoutMs) {
      const out: PendingCheck[] = [];
      for (const [k, check] of waiting) {
        if (now - check.since < timeoutMs) continue;
        waiting.delete(k);
        out.push(check);
      }
      return out;
    },
  };
}
