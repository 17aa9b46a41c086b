// What the App keeps across a restart: the delivery ids it has handled (redeliveries stay
// dropped) and the checks waiting for a report (their clocks keep running). Read back as untrusted
// data: every entry is checked for shape and the lists are bounded. Pure.
import { isSafeName } from './fetch-commits.js';
import type { PendingCheck } from './pending-checks.js';

export const STATE_VERSION = 1;
/** Bounds of what is kept (and of what is read back, whatever the file says). */
export const MAX_DELIVERIES = 10_000;
export const MAX_PENDING = 10_000;
/** A state file larger than this is not read (the bounds above keep a real one well under it). */
export const MAX_STATE_BYTES = 4 * 1024 * 1024;

export interface AppState {
  /** Handled delivery ids, oldest first. */
  deliveries: string[];
  pending: PendingCheck[];
}

export const EMPTY_STATE: AppState = { deliveries: [], pending: [] };

// GitHub's delivery ids are GUIDs; anything else is not worth remembering across a restart.
const DELIVERY_ID = /^[A-Za-z0-9._-]{1,100}$/;
const SHA = /^[0-9a-f]{40}$/;

export function isDeliveryId(id: string): boolean {
  return DELIVERY_ID.test(id);
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

const positiveInt = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

function pendingCheck(value: unknown, now: number): PendingCheck | null {
  const v = record(value);
  if (v === null) return null;
  const { installationId, owner, repo, headSha, checkRunId, since } = v;
  if (!positiveInt(installationId) || !positiveInt(checkRunId)) return null;
  if (typeof owner !== 'string' || typeof repo !== 'string' || typeof headSha !== 'string') {
    return null;
  }
  if (!isSafeName(owner) || !isSafeName(repo) || !SHA.test(headSha)) return null;
  if (typeof since !== 'number' || !Number.isFinite(since) || since < 0) return null;
  // A clock that starts in the future would never run out: it starts now at the latest.
  return { installationId, owner, repo, headSha, checkRunId, since: Math.min(since, now) };
}

/** The state in `text`, or why it was not taken (then the App starts empty). */
export function parseState(text: string, now: number): { state: AppState; problem: string | null } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { state: EMPTY_STATE, problem: 'not JSON' };
  }
  const v = record(value);
  if (v === null || v.version !== STATE_VERSION) {
    return { state: EMPTY_STATE, problem: `not a version ${STATE_VERSION} state` };
  }
  const ids = Array.isArray(v.deliveries) ? v.deliveries : [];
  const deliveries = ids
    .filter((id): id is string => typeof id === 'string' && isDeliveryId(id))
    .slice(-MAX_DELIVERIES);
  const checks = Array.isArray(v.pending) ? v.pending : [];
  const pending = checks
    .map((c) => pendingCheck(c, now))
    .filter((c): c is PendingCheck => c !== null)
    .slice(-MAX_PENDING);
  return { state: { deliveries: [...new Set(deliveries)], pending }, problem: null };
}

export function serializeState(state: AppState): string {
  return JSON.stringify({
    version: STATE_VERSION,
    deliveries: state.deliveries.filter(isDeliveryId).slice(-MAX_DELIVERIES),
    pending: state.pending.slice(-MAX_PENDING),
  });
}
