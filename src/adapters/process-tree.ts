// Process groups of running checks: each check leads its own group, so signalling the group
// reaches every descendant that did not deliberately leave it (setsid, double fork into a new session).
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { clipChars } from '../core/text/clip.js';

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

/**
 * Signals the group of every running check, then (for SIGKILL) sweeps the processes carrying a
 * running check's marker; returns how many groups were signalled. Safe in exit handlers.
 */
export function killAllRunning(signal: NodeJS.Signals = 'SIGKILL'): number {
  let signalled = 0;
  for (const pgid of runningGroups) if (signalGroup(pgid, signal)) signalled++;
  if (signal === 'SIGKILL') for (const entry of runningMarkers) killTaggedSync(entry);
  return signalled;
}

// Processes that left the group (setsid, a double fork into a new session) are found by the
// marker every check's environment carries: /proc/PID/environ keeps the environment a process
// was started with, and children inherit it. Linux only; elsewhere nothing is found.

/** A process found carrying a check's marker. */
export interface TaggedProcess {
  pid: number;
  /** Its command line, arguments joined by spaces, clipped. */
  command: string;
}

const COMMAND_CLIP = 200;
// Rounds of kill-and-look: a process may fork while being killed; each round takes ~POLL_MS.
const SWEEP_ROUNDS = 40;

/** Live processes whose environment holds `entry` (e.g. `TESTLOCK_CHECK_x=1`). */
export function findTagged(entry: string): TaggedProcess[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const wanted = Buffer.from(`${entry}\0`);
  const found: TaggedProcess[] = [];
  for (const name of entries) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    const environ = readProc(name, 'environ');
    if (environ === null || !hasEntry(environ, wanted)) continue;
    const state = readStat(name)?.state;
    if (state === 'Z' || state === 'X') continue;
    found.push({ pid: Number(name), command: commandOf(name) });
  }
  return found;
}

/**
 * SIGKILLs every process carrying the marker until none is left (bounded), and returns the
 * ones it found, each once. Synchronous, so exit handlers can use it too.
 */
export function killTaggedSync(entry: string): TaggedProcess[] {
  const seen = new Map<number, TaggedProcess>();
  for (let round = 0; round < SWEEP_ROUNDS && killRound(entry, seen) > 0; round++) {
    sleepSync(POLL_MS);
  }
  return [...seen.values()];
}

/** The same sweep, waiting between rounds without blocking the event loop. */
export async function killTagged(entry: string): Promise<TaggedProcess[]> {
  const seen = new Map<number, TaggedProcess>();
  for (let round = 0; round < SWEEP_ROUNDS && killRound(entry, seen) > 0; round++) {
    await delay(POLL_MS);
  }
  return [...seen.values()];
}

// One round: SIGKILL what carries the marker now; returns how many were found.
function killRound(entry: string, seen: Map<number, TaggedProcess>): number {
  const alive = findTagged(entry);
  for (const tagged of alive) {
    if (!seen.has(tagged.pid)) seen.set(tagged.pid, tagged);
    try {
      process.kill(tagged.pid, 'SIGKILL');
    } catch {
      // Gone already, or no longer ours (EPERM): nothing more this process can do.
    }
  }
  return alive.length;
}

function hasEntry(environ: Buffer, wanted: Buffer): boolean {
  const at = environ.indexOf(wanted);
  // At the start or right after another entry's NUL, so `XTESTLOCK_CHECK_x=1` does not match.
  return at === 0 || (at > 0 && environ[at - 1] === 0);
}

function commandOf(pid: string): string {
  const raw = readProc(pid, 'cmdline');
  const text = raw === null ? '' : raw.toString('utf8').replace(/\0+$/, '').replaceAll('\0', ' ');
  const command = text === '' ? `(pid ${pid})` : text;
  return clipChars(command, COMMAND_CLIP);
}

function readProc(pid: string, file: string): Buffer | null {
  try {
    return readFileSync(`/proc/${pid}/${file}`);
  } catch {
    return null; // exited, or not ours to read
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

// Markers of the checks started and not yet swept, for an interrupted testlock to sweep.
const runningMarkers = new Set<string>();

export function trackMarker(entry: string): void {
  runningMarkers.add(entry);
}

export function untrackMarker(entry: string): void {
  runningMarkers.delete(entry);
}
