// Process groups of running checks: each check leads its own group, so signalling the group
// reaches every descendant that did not deliberately leave it (setsid, double fork into a new session).
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

// How often a dying group is looked at; short enough not to add to a check's duration.
const POLL_MS = 25;
// How long to wait for the kernel to finish off a group after SIGKILL.
const AFTER_KILL_MS = 2_000;

/** Sends a signal to every process of a group; false when the group no longer exists. */
export function signalGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch (error) {
    if (isErrno(error, 'ESRCH')) return false;
    // EPERM: a member changed user (setuid helper); nothing more this process can do to it.
    if (isErrno(error, 'EPERM')) return false;
    throw error;
  }
}

/** True while a group has a member that is not a zombie. */
export function groupAlive(pgid: number): boolean {
  if (!signalGroup(pgid, 0)) return false;
  // Orphaned zombies count as group members for kill(2) until someone reaps them, and in a
  // container whose PID 1 does not reap they never go: ask /proc for live members instead.
  const members = liveMembersFromProc(pgid);
  return members === null ? true : members > 0;
}

/**
 * Ends a whole group: SIGTERM, then SIGKILL if anything is left after `graceMs`.
 * Returns the last signal sent, or null when the group was already gone.
 */
export async function terminateGroup(
  pgid: number,
  graceMs: number,
): Promise<NodeJS.Signals | null> {
  if (!groupAlive(pgid) || !signalGroup(pgid, 'SIGTERM')) return null;
  if (await waitForGroupExit(pgid, graceMs)) return 'SIGTERM';
  signalGroup(pgid, 'SIGKILL');
  await waitForGroupExit(pgid, AFTER_KILL_MS);
  return 'SIGKILL';
}

/** Polls until no live member is left; false when the time ran out first. */
export async function waitForGroupExit(pgid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (groupAlive(pgid)) {
    const left = deadline - Date.now();
    if (left <= 0) return false;
    await delay(Math.min(POLL_MS, left));
  }
  return true;
}

// Counts non-zombie processes of the group; null where /proc is not available (macOS).
function liveMembersFromProc(pgid: number): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  let live = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat !== null && stat.pgrp === pgid && stat.state !== 'Z' && stat.state !== 'X') live++;
  }
  return live;
}

// `/proc/PID/stat` is "pid (comm) state ppid pgrp ..."; comm may hold spaces and parentheses.
function readStat(pid: string): { state: string; pgrp: number } | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null; // exited while we were looking
  }
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const pgrp = Number(fields[2]);
  return state === undefined || Number.isNaN(pgrp) ? null : { state, pgrp };
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

// Groups of the checks running now, for an interrupted testlock to end them.
const runningGroups = new Set<number>();

/** Records a group as running until `untrackGroup`. */
export function trackGroup(pgid: number): void {
  runningGroups.add(pgid);
}

export function untrackGroup(pgid: number): void {
  runningGroups.delete(pgid);
}

/** Signals the group of every running check; returns how many were signalled. Safe in exit handlers. */
export function killAllRunning(signal: NodeJS.Signals = 'SIGKILL'): number {
  let signalled = 0;
  for (const pgid of runningGroups) if (signalGroup(pgid, signal)) signalled++;
  return signalled;
}
