// Line-level anomalies of an edited base test file: skip markers added, assertions removed or
// changed; and the one-line summary that becomes the `test-modified` detail.

import type { Anomaly } from '../model/anomaly.js';
import type { ChangedFile, Ecosystem } from '../model/changed-file.js';
import type { Hunk } from '../model/diff.js';
import { assertionChanges, describeAssertionChange } from './assertion-changes.js';
import { findSkipMarker } from './skip-markers.js';

/** The statuses under which a base test file still exists at head with edits. */
const EDITED: ReadonlySet<ChangedFile['status']> = new Set([
  'modified',
  'type-changed',
  'renamed',
  'unmerged',
  'unknown',
]);

interface MarkerHit {
  line: number;
  name: string;
}

// A marker that was removed and re-added (moved, reindented) is not new: removals cancel additions.
function addedMarkers(hunks: readonly Hunk[], eco: Ecosystem | null): MarkerHit[] {
  const removed = new Map<string, number>();
  for (const l of hunks.flatMap((h) => h.removed)) {
    const name = findSkipMarker(l.text, eco);
    if (name !== null) removed.set(name, (removed.get(name) ?? 0) + 1);
  }
  const hits: MarkerHit[] = [];
  for (const l of hunks.flatMap((h) => h.added)) {
    const name = findSkipMarker(l.text, eco);
    if (name === null) continue;
    const pending = removed.get(name) ?? 0;
    if (pending > 0) removed.set(name, pending - 1);
    else hits.push({ line: l.line, name });
  }
  return hits.sort((a, b) => a.line - b.line);
}

/** One `skip-marker-added` per new marker in the added lines. */
export function skipMarkerAnomalies(
  path: string,
  hunks: readonly Hunk[],
  ecosystem: Ecosystem | null,
): Anomaly[] {
  return addedMarkers(hunks, ecosystem).map((hit) => ({
    kind: 'skip-marker-added',
    severity: 'critical',
    path,
    line: hit.line,
    detail: `${hit.name} added`,
  }));
}

/** One `assertion-removed` per assertion removed or changed. */
export function assertionAnomalies(
  path: string,
  hunks: readonly Hunk[],
  ecosystem: Ecosystem | null,
): Anomaly[] {
  return assertionChanges(hunks, ecosystem).map((change) => ({
    kind: 'assertion-removed',
    severity: 'critical',
    path,
    line: change.line,
    detail: describeAssertionChange(change),
  }));
}

function byLineThenKind(a: Anomaly, b: Anomaly): number {
  return (a.line ?? 0) - (b.line ?? 0) || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0);
}

/** Skip markers and assertion changes in a base test file that head still has (edited or moved). */
export function hunkAnomalies(file: ChangedFile, hunks: readonly Hunk[]): Anomaly[] {
  if (file.oldClass !== 'test' || file.class !== 'test' || !EDITED.has(file.status)) return [];
  return [
    ...skipMarkerAnomalies(file.path, hunks, file.ecosystem),
    ...assertionAnomalies(file.path, hunks, file.ecosystem),
  ].sort(byLineThenKind);
}

/** What a `test-modified` anomaly says, and the head line it points at. */
export interface ModificationSummary {
  detail: string;
  line: number | null;
}

function firstChangedLine(hunks: readonly Hunk[]): number | null {
  const first = hunks[0];
  if (first === undefined) return null;
  return first.added[0]?.line ?? Math.max(1, first.newStart);
}

/** The most telling change: the first assertion change, else the first skip marker, else counts. */
export function modificationSummary(
  file: ChangedFile,
  hunks: readonly Hunk[],
): ModificationSummary {
  const change = assertionChanges(hunks, file.ecosystem)[0];
  if (change !== undefined) return { detail: describeAssertionChange(change), line: change.line };
  const marker = addedMarkers(hunks, file.ecosystem)[0];
  if (marker !== undefined) return { detail: `${marker.name} added`, line: marker.line };
  if (hunks.length === 0) return { detail: 'modified: no line changes', line: null };
  const plus = hunks.reduce((n, h) => n + h.added.length, 0);
  const minus = hunks.reduce((n, h) => n + h.removed.length, 0);
  return { detail: `modified: +${plus} -${minus} lines`, line: firstChangedLine(hunks) };
}
