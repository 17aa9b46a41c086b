// Retries and rate limits of every GitHub client (the action's and the App's) through Octokit's own
// plugins, @octokit/plugin-retry and @octokit/plugin-throttling, instead of a hand-written wrapper:
// they follow GitHub's documented rules (retry-after, x-ratelimit-reset, pacing of writes).
import type { ThrottlingOptions } from '@octokit/plugin-throttling';

/** How the limits behave; production uses the defaults, tests shorten the waits. */
export interface LimitOptions {
  /** Milliseconds per second of a retry's wait (default 1000). */
  retryAfterBaseMs?: number;
  /**
   * Writes at least 1 s apart, and 3 s between writes that notify people (comments), as GitHub
   * recommends against secondary rate limits (default true).
   */
  paceWrites?: boolean;
}

// A rate limit that lifts later than this is not waited for: the request fails instead.
const MAX_WAIT_S = 60;
const MAX_RETRIES = 3;

type Group = NonNullable<ThrottlingOptions['write']>;

// Runs each request at once: what the throttling plugin's write groups do with no pacing.
const UNPACED = {
  key: () => ({
    schedule: (_options: unknown, task: (...args: unknown[]) => unknown, ...args: unknown[]) =>
      task(...args),
  }),
} as unknown as Group;

/**
 * The plugins and their options: server errors and 429 are retried (after 1, 4, 9 s), rate limits
 * (primary, and secondary with retry-after) are waited out up to a minute, three times at most;
 * what retrying cannot fix (400, 401, 403 without a rate limit, 404, 422) fails at once.
 * Loaded on first use, like octokit itself.
 */
export async function limitPlugins(limits: LimitOptions = {}) {
  const [{ retry }, { throttling }] = await Promise.all([
    import('@octokit/plugin-retry'),
    import('@octokit/plugin-throttling'),
  ]);
  const base = limits.retryAfterBaseMs ?? 1000;
  const waitFor = (retryAfter: number, _options: unknown, _octokit: unknown, retryCount: number) =>
    retryCount < MAX_RETRIES && retryAfter <= MAX_WAIT_S;
  const pacing =
    limits.paceWrites === false ? { write: UNPACED, notifications: UNPACED, search: UNPACED } : {};
  return {
    plugins: [retry, throttling],
    options: {
      retry: { retries: MAX_RETRIES, retryAfterBaseValue: base },
      throttle: {
        retryAfterBaseValue: base,
        onRateLimit: waitFor,
        onSecondaryRateLimit: waitFor,
        ...pacing,
      },
    },
  };
}
