// A file the PR adds next to base source that a test runner's resolver then prefers: a `sum.js`
// beside `sum.ts` (tests import './sum.js'; vitest and jest load the .js, the TypeScript build
// ships sum.ts), a `calc.mjs` beside `calc.ts` (vite tries .mjs first), or a
// `ratelimit/__init__.py` beside `ratelimit.py` (a package wins over a module of the same name).
// The base tests then test the PR's new file, not the shipped code. Each resolver's order lives
// in its own module under shadowing/.
import type { Anomaly } from '../model/anomaly.js';
import type { ChangedFile } from '../model/changed-file.js';
import type { Shadowed } from './shadowing/resolver.js';
import { resolversFor } from './shadowing/resolvers.js';

const ARRIVED = new Set(['added', 'renamed', 'copied']);

/** The base source files an arrived file could shadow (with each resolver's reason), by path. */
export function shadowCandidates(changes: readonly ChangedFile[]): Map<string, Shadowed[]> {
  const candidates = new Map<string, Shadowed[]>();
  for (const file of changes) {
    if (!ARRIVED.has(file.status) || file.class !== 'source') continue;
    const seen = new Set<string>();
    const shadowed = resolversFor(file.ecosystem)
      .flatMap((resolver) => resolver.shadows(file.path))
      .filter((s) => s.path !== file.path && !seen.has(s.path) && seen.add(s.path));
    if (shadowed.length > 0) candidates.set(file.path, shadowed);
  }
  return candidates;
}

/**
 * `harness-added` (critical) for each arrived file whose shadowed sibling exists at base and at
 * head: a sibling the PR adds too is new code no base test imports. The file is left out of the
 * locked run (the caller locks it), so the base tests import the base file again.
 */
export function shadowAnomalies(
  candidates: ReadonlyMap<string, readonly Shadowed[]>,
  atBase: ReadonlySet<string>,
  atHead: ReadonlySet<string>,
): Anomaly[] {
  const found: Anomaly[] = [];
  for (const [path, siblings] of candidates) {
    const shadowed = siblings.find((s) => atBase.has(s.path) && atHead.has(s.path));
    if (shadowed === undefined) continue;
    found.push({
      kind: 'harness-added',
      severity: 'critical',
      path,
      line: null,
      detail: `${path} shadows ${shadowed.path}: the test runner resolves the base tests' imports to the new file (${shadowed.why}), so ${shadowed.path} is no longer what they test (left out of the locked run)`,
    });
  }
  return found;
}
