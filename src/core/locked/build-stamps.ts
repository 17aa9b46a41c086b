// Which files of a rebuilt locked tree get back the mtime they had in the previous run (docs/
// caches.md): cargo decides a path crate is fresh by mtimes, so a file whose content is the same
// blob as last time keeps last time's mtime, and every other file stays as new as its writing.
import { isObjectId } from '../model/object-id.js';

/** One file as the previous run left it: the blob written there and the stat it kept. */
export interface Stamp {
  blob: string;
  /** Nanoseconds since the epoch, as a decimal string (beyond a double's precision). */
  mtimeNs: string;
  size: number;
}

export type Stamps = Map<string, Stamp>;

const DIGITS = /^\d{1,30}$/;

function isStamp(value: unknown): value is [string, string, number] {
  if (!Array.isArray(value) || value.length !== 3) return false;
  const [blob, mtimeNs, size] = value as unknown[];
  return (
    typeof blob === 'string' &&
    isObjectId(blob) &&
    typeof mtimeNs === 'string' &&
    DIGITS.test(mtimeNs) &&
    Number.isSafeInteger(size) &&
    (size as number) >= 0
  );
}

// A path as git writes it in a tree: relative, no `..`, no empty part.
function isTreePath(path: string): boolean {
  return (
    path !== '' && !path.startsWith('/') && !path.split('/').some((p) => p === '..' || p === '')
  );
}

/** The stamps a previous run saved, or null for anything else (then nothing is restored). */
export function parseStamps(text: string): Stamps | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { v, files } = parsed as { v?: unknown; files?: unknown };
  if (v !== 1 || typeof files !== 'object' || files === null || Array.isArray(files)) return null;
  const stamps: Stamps = new Map();
  for (const [path, value] of Object.entries(files)) {
    if (!isTreePath(path) || !isStamp(value)) return null;
    stamps.set(path, { blob: value[0], mtimeNs: value[1], size: value[2] });
  }
  return stamps;
}

export function serializeStamps(stamps: Stamps): string {
  const files: Record<string, [string, string, number]> = {};
  for (const [path, s] of stamps) files[path] = [s.blob, s.mtimeNs, s.size];
  return JSON.stringify({ v: 1, files });
}

/**
 * The files to give their previous mtime: the same path holding the same blob as last run, and
 * not a file testlock rewrote after the checkout (a merged manifest, a spliced source), whose
 * content is not its blob.
 */
export function stampsToRestore(
  previous: Stamps,
  blobs: ReadonlyMap<string, string>,
  rewritten: ReadonlySet<string>,
): Array<[string, Stamp]> {
  const out: Array<[string, Stamp]> = [];
  for (const [path, blob] of blobs) {
    const stamp = previous.get(path);
    if (stamp !== undefined && stamp.blob === blob && !rewritten.has(path)) out.push([path, stamp]);
  }
  return out;
}
