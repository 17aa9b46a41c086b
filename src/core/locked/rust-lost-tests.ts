// Base Rust files with tests that the locked tree no longer compiles: the PR's module tree (a
// `#[path]` that loads a twin, a declaration removed or put under a `cfg` that does not hold, a
// declaring file orphaned) leaves them out of the test build, so their tests cannot run. The
// splice restores test items, never the product declarations above them: this is `test-deleted`.
import { hasTestFunction } from '../changes/rust-inline-tests.js';
import type { Anomaly } from '../model/anomaly.js';
import { clipChars } from '../text/clip.js';
import type { Tri } from './rust-cfg.js';
import type { ModuleGraph } from './rust-module-reach.js';
import type { ModDeclaration } from './rust-test-module-files.js';

/** One tree's module graph and what it compiles. */
export interface ReachedTree {
  graph: ModuleGraph;
  /** Per path: compiled in the test build. */
  test: ReadonlyMap<string, Tri>;
}

export interface LostTestsInput {
  base: ReachedTree & {
    /** Per path: compiled in the same build without `cfg(test)` (a test-only module is not). */
    release: ReadonlyMap<string, Tri>;
    texts: ReadonlyMap<string, string>;
  };
  locked: ReachedTree;
  /**
   * Where a base path's content is in the locked tree: itself, its rename, or both (a moved
   * test-only file is written at both); empty when the PR deleted it.
   */
  lockedPaths: (basePath: string) => string[];
}

const statusOf = (map: ReadonlyMap<string, Tri>, path: string | null): Tri =>
  path === null ? 'no' : (map.get(path) ?? 'no');

/** The locked path of a base file that the locked tree compiles best, with its status. */
function lockedStatus(input: LostTestsInput, basePath: string): { path: string | null; tri: Tri } {
  let best: { path: string | null; tri: Tri } = { path: null, tri: 'no' };
  for (const path of input.lockedPaths(basePath)) {
    const tri = statusOf(input.locked.test, path);
    if (best.path === null || rank(tri) > rank(best.tri)) best = { path, tri };
  }
  return best;
}

// A file holds base tests when it defines a test function, or is compiled only under cfg(test).
function holdsTests(input: LostTestsInput, path: string): boolean {
  const text = input.base.texts.get(path);
  if (text !== undefined && hasTestFunction(text)) return true;
  return statusOf(input.base.release, path) === 'no';
}

// Compiled at base (surely, or maybe) and not as surely in the locked tree.
function lost(base: Tri, locked: Tri): boolean {
  return (base === 'yes' && locked !== 'yes') || (base === 'maybe' && locked === 'no');
}

/** The base chain from `path` up to its crate root, each file with the declaration above it. */
function baseChain(
  input: LostTestsInput,
  path: string,
): Array<{ file: string; declarer: string | null; declaration: ModDeclaration | null }> {
  const chain: Array<{
    file: string;
    declarer: string | null;
    declaration: ModDeclaration | null;
  }> = [];
  const seen = new Set<string>();
  let at: string | null = path;
  while (at !== null && !seen.has(at)) {
    seen.add(at);
    const declarers: Array<{ file: string; declaration: ModDeclaration }> = input.base.graph
      .declarersOf(at)
      .filter((d) => statusOf(input.base.test, d.file) !== 'no');
    declarers.sort((a, b) => baseRank(input, b.file) - baseRank(input, a.file));
    const up: { file: string; declaration: ModDeclaration } | undefined = declarers[0];
    chain.push({ file: at, declarer: up?.file ?? null, declaration: up?.declaration ?? null });
    at = up?.file ?? null;
  }
  return chain;
}

const rank = (tri: Tri): number => (tri === 'yes' ? 2 : tri === 'maybe' ? 1 : 0);
const baseRank = (input: LostTestsInput, path: string): number =>
  rank(statusOf(input.base.test, path));

const clip = (text: string): string => clipChars(text, 120);

// What the locked tree declares in place of base's declaration of `child` in `declarer`.
function replaced(
  input: LostTestsInput,
  declarer: string,
  declaration: ModDeclaration,
  child: string,
): string {
  const { name, inline } = declaration;
  const now = input.locked.graph
    .declarationsIn(declarer)
    .filter((d) => d.name === name && d.inline.join('/') === inline.join('/'));
  if (now.length === 0) return 'that declaration is gone';
  if (now.some((d) => d.source === declaration.source)) {
    // The declaration stands: the declared file shuts itself out, or is not where it was.
    const [childNow] = input.lockedPaths(child);
    const inner = childNow === undefined ? [] : input.locked.graph.fileConditionsOf(childNow);
    const base = input.base.graph.fileConditionsOf(child);
    if (childNow !== undefined && inner.join() !== base.join()) {
      return `${childNow} now opens with ${inner.map((c) => `\`#![cfg(${clip(c)})]\``).join(' ')}`;
    }
    return `that declaration no longer loads ${child}`;
  }
  const list = now.map((d) => `\`${clip(d.source)}\` (line ${d.line})`).join(', ');
  return `that declaration now reads ${list}`;
}

// Where the chain breaks: the nearest file above that the locked tree still compiles as base
// did, and what it declares now in place of base's declaration.
function cause(input: LostTestsInput, path: string): string {
  const chain = baseChain(input, path);
  for (const link of chain) {
    if (link.declarer === null || link.declaration === null) break;
    const { path: declarerNow, tri } = lockedStatus(input, link.declarer);
    if (lost(statusOf(input.base.test, link.declarer), tri)) continue;
    const was = `\`${clip(link.declaration.source)}\` (line ${link.declaration.line})`;
    const now = replaced(input, declarerNow ?? link.declarer, link.declaration, link.file);
    return `${declarerNow} at base declared ${link.file} by ${was}; ${now}`;
  }
  const root = chain[chain.length - 1]?.file ?? path;
  return `its crate root ${root} is no longer compiled`;
}

/** `test-deleted` for each base file with tests that the locked tree compiles no longer. */
export function lostTestFiles(input: LostTestsInput): Anomaly[] {
  const unreadable = new Set(input.locked.graph.unreadable());
  const anomalies: Anomaly[] = [];
  for (const [path, base] of input.base.test) {
    if (base === 'no' || !holdsTests(input, path)) continue;
    const { path: now, tri } = lockedStatus(input, path);
    // A deleted file's tests are reported as deleted where the diff shows them.
    if (now === null || !lost(base, tri)) continue;
    // Under a file the locked tree cannot scan, what is compiled is not known: no finding.
    const chain = baseChain(input, path).flatMap((link) => input.lockedPaths(link.file));
    if (chain.some((p) => unreadable.has(p))) continue;
    const what =
      statusOf(input.base.release, path) === 'no' ? 'test-only module file' : 'file with tests';
    const state =
      tri === 'maybe'
        ? 'now compiled in the test build only under a condition testlock cannot evaluate (its tests may not run)'
        : 'no longer compiled in the test build (its tests cannot run)';
    anomalies.push({
      kind: 'test-deleted',
      severity: 'critical',
      path: now,
      line: null,
      detail: `base ${what} ${state}: ${cause(input, path)}`,
    });
  }
  return anomalies.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
