// File-level anomalies of a classified diff: tests added, modified, deleted or renamed, and
// harness files changed. Line-level details (skip markers, assertions) come from hunk-anomalies.

import type { Anomaly, AnomalyKind, ChangedFile, Hunk } from '../model.js';
import { modificationSummary } from './hunk-anomalies.js';

/** Hunks of the zero-context diff, keyed by head path. */
export type HunksByPath = ReadonlyMap<string, readonly Hunk[]>;

function anomaly(kind: AnomalyKind, path: string, line: number | null, detail: string): Anomaly {
  return { kind, severity: 'critical', path, line, detail };
}

const basename = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/** How a harness path is named in a detail: `CI workflow`, `snapshot`, else its file name. */
export function harnessLabel(path: string): string {
  if (/^\.github\/workflows\//.test(path)) return 'CI workflow';
  if (/(^|\/)__snapshots__\/|\.(snap|ambr)$/.test(path)) return 'snapshot';
  if (/(^|\/)testdata\/|\.golden$|\.approved\./.test(path)) return 'golden file';
  return basename(path);
}

const similarity = (f: ChangedFile): string =>
  f.similarity === null ? '' : ` (${f.similarity}% similar)`;

function modifiedTest(f: ChangedFile, hunks: HunksByPath | undefined): Anomaly {
  if (f.status === 'type-changed') {
    return anomaly('test-modified', f.path, null, `type changed: ${f.oldKind} -> ${f.newKind}`);
  }
  const fileHunks = hunks?.get(f.path);
  if (fileHunks === undefined) return anomaly('test-modified', f.path, null, 'modified');
  const summary = modificationSummary(f, fileHunks);
  return anomaly('test-modified', f.path, summary.line, summary.detail);
}

// What the base path loses: a base test or harness file modified, deleted or moved away.
function baseSide(f: ChangedFile, hunks: HunksByPath | undefined): Anomaly[] {
  const basePath = f.oldPath ?? f.path;
  const label = harnessLabel(basePath);
  switch (f.status) {
    case 'added':
    case 'copied':
      return [];
    case 'deleted':
      if (f.oldClass === 'test') {
        return [anomaly('test-deleted', f.path, null, 'test file deleted (restored from base)')];
      }
      if (f.oldClass === 'harness') {
        return [anomaly('harness-modified', f.path, null, `${label} deleted (restored from base)`)];
      }
      return [];
    case 'renamed': {
      const moved = `renamed to ${f.path}${similarity(f)}`;
      if (f.oldClass === 'test') {
        const rest =
          f.class === 'test' ? `; base path restored, ${f.path} left out of the run` : '';
        return [anomaly('test-renamed', basePath, null, `${moved}${rest}`)];
      }
      if (f.oldClass === 'harness') {
        const rest = f.class === 'harness' ? `, ${f.path} removed from the run` : '';
        const detail = `${label} ${moved}; base path restored${rest}`;
        return [anomaly('harness-modified', basePath, null, detail)];
      }
      return [];
    }
    default:
      if (f.oldClass === 'test') return [modifiedTest(f, hunks)];
      if (f.oldClass === 'harness') {
        const what =
          f.status === 'type-changed' ? `type changed: ${f.oldKind} -> ${f.newKind}` : 'modified';
        return [anomaly('harness-modified', f.path, null, `${label} ${what}`)];
      }
      return [];
  }
}

// What the head path gains: a test or harness file that did not exist at base in that role.
function headSide(f: ChangedFile): Anomaly[] {
  const isNew = f.status === 'added' || f.status === 'copied' || f.status === 'renamed';
  if (!isNew) return [];
  // A rename within the same class is one event, reported from the base side.
  if (f.status === 'renamed' && f.oldClass === f.class) return [];
  const origin =
    f.status === 'copied'
      ? `copied from ${f.oldPath}; `
      : f.status === 'renamed'
        ? `renamed from ${f.oldPath}; `
        : '';
  if (f.class === 'test') {
    return [
      anomaly('test-added', f.path, null, `test file added (${origin}left out of the locked run)`),
    ];
  }
  if (f.class === 'harness') {
    const label = harnessLabel(f.path);
    return [
      anomaly(
        'harness-modified',
        f.path,
        null,
        `${label} added (${origin}removed from the locked run)`,
      ),
    ];
  }
  return [];
}

function compare(a: Anomaly, b: Anomaly): number {
  if (a.path !== b.path) return a.path < b.path ? -1 : 1;
  return a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0;
}

/**
 * Critical anomalies for every test and harness file the diff adds, changes, deletes or moves,
 * sorted by path then kind. With hunks, a modified test's detail names its most telling change.
 */
export function fileAnomalies(changes: readonly ChangedFile[], hunks?: HunksByPath): Anomaly[] {
  return changes.flatMap((f) => [...baseSide(f, hunks), ...headSide(f)]).sort(compare);
}
