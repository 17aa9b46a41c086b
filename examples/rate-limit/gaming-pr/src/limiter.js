// A fixed-window rate limiter: at most `limit` requests are admitted per window.
export function admit(requests, limit = 100) {
  let admitted = 0;
  for (let i = 0; i < requests; i++) {
    if (admitted <= limit) admitted++;
  }
  return admitted;
}
