// Which `.rs` files a crate compiles, and under which conditions: from its roots through every
// `mod x;` the way rustc resolves it (`x.rs` or `x/mod.rs`, `#[path]`, `cfg_attr(…, path)`,
// inline modules), each edge weighed by its `cfg`s. Built a level at a time as the caller reads
// the texts it asks for, so the core stays pure.
import { posix } from 'node:path';
import { type CfgFacts, evalCfg, type Tri, triAnd, triOr } from './rust-cfg.js';
import { type ModDeclaration, type ModScan, modDeclarations } from './rust-test-module-files.js';

/** A file a declaration may load, with the `cfg_attr` predicate that picks it (null: none). */
export interface ModuleTarget {
  path: string;
  /** A crate root, a `mod.rs` or a file loaded by `#[path]`: its modules live beside it. */
  ownsDir: boolean;
  when: string | null;
}

interface Edge {
  to: string;
  when: string | null;
  declaration: ModDeclaration;
}

interface ModuleNode {
  path: string;
  ownsDir: boolean;
  /** Null until read; `unreadable` when the text could not be scanned (unbalanced, unended). */
  scan: ModScan | 'unreadable' | null;
  edges: Edge[];
}

// A crate root or a module tree deeper than this is not a crate: an attack or a loop.
const MAX_NODES = 20_000;

const keyOf = (path: string, ownsDir: boolean): string => `${ownsDir ? 'dir' : 'file'}:${path}`;

const RANK: Record<Tri, number> = { no: 0, maybe: 1, yes: 2 };

function safe(path: string): string | null {
  const normal = posix.normalize(path);
  return normal === '..' || normal.startsWith('../') || normal.startsWith('/') ? null : normal;
}

/** The files a declaration may load, as rustc resolves them from the file that declares it. */
export function declarationTargets(
  file: string,
  ownsDir: boolean,
  declaration: ModDeclaration,
  exists: (path: string) => boolean,
): ModuleTarget[] {
  const dir = posix.dirname(file) === '.' ? '' : posix.dirname(file);
  const folder = ownsDir ? dir : posix.join(dir, posix.basename(file, '.rs'));
  const inside = posix.join(folder, ...declaration.inline);
  // Outside inline modules a path is relative to the declaring file's own folder.
  const pathBase = declaration.inline.length === 0 ? dir : inside;
  const targets: ModuleTarget[] = [];
  const earlier: string[] = [];
  for (const { when, path } of declaration.paths.filter((p) => p.when !== null)) {
    const picked = earlier.length === 0 ? when : `all(${when}, not(any(${earlier.join(', ')})))`;
    const resolved = safe(posix.join(pathBase, path));
    if (resolved !== null) targets.push({ path: resolved, ownsDir: true, when: picked });
    earlier.push(when as string);
  }
  const otherwise = earlier.length === 0 ? null : `not(any(${earlier.join(', ')}))`;
  const plain = declaration.paths.find((p) => p.when === null);
  if (plain !== undefined) {
    const resolved = safe(posix.join(pathBase, plain.path));
    if (resolved !== null) targets.push({ path: resolved, ownsDir: true, when: otherwise });
    return targets;
  }
  const file_ = posix.join(inside, `${declaration.name}.rs`);
  const modRs = posix.join(inside, declaration.name, 'mod.rs');
  if (exists(file_)) targets.push({ path: file_, ownsDir: false, when: otherwise });
  else if (exists(modRs)) targets.push({ path: modRs, ownsDir: true, when: otherwise });
  return targets;
}

/** The module graph of one tree (base, or the locked tree) from the crate roots given. */
export class ModuleGraph {
  private readonly nodes = new Map<string, ModuleNode>();
  private readonly rootKeys: string[];
  private readonly exists: (path: string) => boolean;

  constructor(roots: readonly string[], exists: (path: string) => boolean) {
    this.exists = exists;
    this.rootKeys = roots.filter(exists).map((root) => this.add(root, true));
  }

  private add(path: string, ownsDir: boolean): string {
    const key = keyOf(path, ownsDir);
    if (!this.nodes.has(key) && this.nodes.size < MAX_NODES) {
      this.nodes.set(key, { path, ownsDir, scan: null, edges: [] });
    }
    return key;
  }

  /** Whether the graph stopped growing at its size limit. */
  get truncated(): boolean {
    return this.nodes.size >= MAX_NODES;
  }

  /** The paths whose texts the graph needs next (none: complete). */
  wanted(): string[] {
    const paths = [...this.nodes.values()].filter((n) => n.scan === null).map((n) => n.path);
    return [...new Set(paths)];
  }

  /** Takes the texts of the wanted paths (a path missing from `texts` is no regular file). */
  read(texts: ReadonlyMap<string, string>): void {
    for (const node of [...this.nodes.values()]) {
      if (node.scan !== null) continue;
      const text = texts.get(node.path);
      const scan = text === undefined ? null : modDeclarations(text);
      node.scan = scan ?? 'unreadable';
      if (scan === null) continue;
      for (const declaration of scan.declarations) {
        for (const target of declarationTargets(
          node.path,
          node.ownsDir,
          declaration,
          this.exists,
        )) {
          if (!this.exists(target.path)) continue;
          const to = this.add(target.path, target.ownsDir);
          node.edges.push({ to, when: target.when, declaration });
        }
      }
    }
  }

  /** Whether each reached path is compiled in the build the facts describe. */
  reach(facts: CfgFacts): Map<string, Tri> {
    const status = new Map<string, Tri>();
    const fileCondition = (key: string): Tri => {
      const scan = this.nodes.get(key)?.scan;
      if (scan === undefined || scan === null || scan === 'unreadable') return 'yes';
      return scan.conditions.reduce<Tri>((acc, c) => triAnd(acc, evalCfg(c, facts)), 'yes');
    };
    for (const key of this.rootKeys) status.set(key, fileCondition(key));
    // Statuses only rise, over three values: the loop ends after a few rounds.
    for (let changed = true; changed; ) {
      changed = false;
      for (const [key, node] of this.nodes) {
        const from = status.get(key) ?? 'no';
        if (from === 'no') continue;
        for (const edge of node.edges) {
          const reached = triAnd(triAnd(from, edgeCondition(edge, facts)), fileCondition(edge.to));
          const now = status.get(edge.to) ?? 'no';
          if (RANK[reached] > RANK[now]) {
            status.set(edge.to, reached);
            changed = true;
          }
        }
      }
    }
    const byPath = new Map<string, Tri>();
    for (const [key, tri] of status) {
      const path = (this.nodes.get(key) as ModuleNode).path;
      byPath.set(path, triOr(byPath.get(path) ?? 'no', tri));
    }
    return byPath;
  }

  /** The declarations that load `path` here, with the file that makes each. */
  declarersOf(path: string): Array<{ file: string; declaration: ModDeclaration }> {
    const found: Array<{ file: string; declaration: ModDeclaration }> = [];
    for (const node of this.nodes.values()) {
      for (const edge of node.edges) {
        if (this.nodes.get(edge.to)?.path === path) {
          found.push({ file: node.path, declaration: edge.declaration });
        }
      }
    }
    return found;
  }

  /** The declarations a file makes (empty when it was not reached or not read). */
  declarationsIn(path: string): ModDeclaration[] {
    for (const node of this.nodes.values()) {
      if (node.path === path && node.scan !== null && node.scan !== 'unreadable') {
        return node.scan.declarations;
      }
    }
    return [];
  }

  /** The `#![cfg(…)]` predicates a file opens with (empty when not reached or not read). */
  fileConditionsOf(path: string): string[] {
    for (const node of this.nodes.values()) {
      if (node.path === path && node.scan !== null && node.scan !== 'unreadable') {
        return node.scan.conditions;
      }
    }
    return [];
  }

  /** Files reached whose text could not be scanned: what they declare is not known. */
  unreadable(): string[] {
    return [...this.nodes.values()].filter((n) => n.scan === 'unreadable').map((n) => n.path);
  }
}

function edgeCondition(edge: Edge, facts: CfgFacts): Tri {
  let tri = edge.declaration.conditions.reduce<Tri>(
    (acc, c) => triAnd(acc, evalCfg(c, facts)),
    'yes',
  );
  if (edge.when !== null) tri = triAnd(tri, evalCfg(edge.when, facts));
  // A macro decides what its input becomes: compiled, maybe.
  return edge.declaration.inMacro ? triAnd(tri, 'maybe') : tri;
}

const declarationKey = (d: ModDeclaration): string =>
  JSON.stringify([d.inline, d.name, d.conditions, d.paths, d.inMacro]);

/**
 * Whether two texts of one file declare different modules or conditions (an unreadable side
 * counts as different): only then can a PR's edit of a file change what the crate compiles.
 */
export function declarationsDiffer(before: string, after: string): boolean {
  const a = modDeclarations(before);
  const b = modDeclarations(after);
  if (a === null || b === null) return a !== b;
  const keys = (scan: ModScan): string =>
    JSON.stringify([scan.conditions, scan.declarations.map(declarationKey).sort()]);
  return keys(a) !== keys(b);
}
