// A file the PR adds next to base source that the test runner's resolver then prefers: a
// `sum.js` beside `sum.ts` (tests import './sum.js'; vitest and jest load the .js, the TypeScript
// build ships sum.ts), or a `ratelimit/__init__.py` beside `ratelimit.py` (a package wins over
// a module of the same name). The base tests then test the PR's new file, not the shipped code.
import type { Anomaly } from '../model/anomaly.js';
import type { ChangedFile } from '../model/changed-file.js';

// JavaScript flavour -> the TypeScript files an import of that name can mean.
const TS_SIBLINGS: ReadonlyMap<string, readonly string[]> = new Map([
  ['.js', ['.ts', '.tsx']],
  ['.jsx', ['.tsx', '.ts']],
  ['.mjs', ['.mts']],
  ['.cjs', ['.cts']],
]);

const ARRIVED = new Set(['added', 'renamed', 'copied']);

function extension(path: string): string {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  return dot > slash + 1 ? path.slice(dot) : '';
}

/** The base source files an arrived file could shadow, by the arrived file's path. */
export function shadowCandidates(changes: readonly ChangedFile[]): Map<string, string[]> {
  const candidates = new Map<string, string[]>();
  for (const file of changes) {
    if (!ARRIVED.has(file.status) || file.class !== 'source') continue;
    const ext = extension(file.path);
    const ts = TS_SIBLINGS.get(ext);
    if (ts && !file.path.endsWith('.d.ts')) {
      const stem = file.path.slice(0, -ext.length);
      candidates.set(
        file.path,
        ts.map((e) => `${stem}${e}`),
      );
    } else if (file.path.endsWith('/__init__.py')) {
      candidates.set(file.path, [`${file.path.slice(0, -'/__init__.py'.length)}.py`]);
    }
  }
  return candidates;
}

/**
 * `harness-modified` (critical) for each arrived file whose shadowed sibling exists at base and
 * at head: a sibling the PR adds too is new code no base test imports.
 */
export function shadowAnomalies(
  candidates: ReadonlyMap<string, readonly string[]>,
  atBase: ReadonlySet<string>,
  atHead: ReadonlySet<string>,
): Anomaly[] {
  const found: Anomaly[] = [];
  for (const [path, siblings] of candidates) {
    const shadowed = siblings.find((s) => atBase.has(s) && atHead.has(s));
    if (shadowed === undefined) continue;
    found.push({
      kind: 'harness-modified',
      severity: 'critical',
      path,
      line: null,
      detail: `${path} shadows ${shadowed}: the test runner resolves the base tests' imports to the new file, so ${shadowed} is no longer what they test`,
    });
  }
  return found;
}
