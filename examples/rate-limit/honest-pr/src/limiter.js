// A fixed-window rate limiter: at most `limit` requests are admitted per window.
export function admit(requests, limit = 100) {
  return Math.max(0, Math.min(requests, limit));
}
