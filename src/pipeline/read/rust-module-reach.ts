// Reads what the Rust module walk needs, a level at a time, at base and in the locked tree, for
// the Cargo packages whose module tree the PR may have changed (a changed declaration, a moved or
// deleted `.rs` file, a changed manifest): base files with tests that the locked tree no longer
// compiles are `test-deleted` (rust-lost-tests.ts). Nothing is read when no such change exists.
import { listFiles, readFiles } from '../../adapters/git.js';
import type { LockedTreeActions } from '../../core/locked/plan-locked-tree.js';
import { type CfgFacts, type HostTarget, testBuildFacts } from '../../core/locked/rust-cfg.js';
import {
  cargoTargetRoots,
  cargoTargetsDiffer,
  packageDirOf,
} from '../../core/locked/rust-crate-roots.js';
import { lostTestFiles } from '../../core/locked/rust-lost-tests.js';
import { declarationsDiffer, ModuleGraph } from '../../core/locked/rust-module-reach.js';
import type { Anomaly } from '../../core/model/anomaly.js';
import type { ChangedFile } from '../../core/model/changed-file.js';
import type { Check } from '../../core/model/check.js';
import { parseTomlOrNull } from '../../core/parsers/installed.js';
import {
  cargoFeatureFlags,
  enabledFeatures,
  type FeatureFlags,
  manifestFeatures,
} from '../../core/runners/cargo/features.js';
import { isRecord } from '../../core/text/is-record.js';

export interface RustReachOptions {
  root: string;
  baseSha: string;
  headSha: string;
  changes: readonly ChangedFile[];
  actions: LockedTreeActions;
  /** The locked text of each spliced or restored `.rs` file. */
  lockedTexts: ReadonlyMap<string, string>;
  /** The base checks: their test commands say which features the test build enables. */
  checks: readonly Check[];
  host: HostTarget;
}

type Texts = (paths: readonly string[]) => Promise<Map<string, string>>;

const isManifest = (path: string): boolean => path === 'Cargo.toml' || path.endsWith('/Cargo.toml');

function parsed(text: string | undefined): Record<string, unknown> | null {
  const doc = text === undefined ? null : parseTomlOrNull(text);
  return isRecord(doc) ? doc : null;
}

/**
 * The base paths of the changes that may change what a package compiles: a `.rs` file moved or
 * deleted, one whose module declarations differ in the locked tree, a Cargo.toml whose targets
 * or features differ (a dependency bump does not count).
 */
async function triggers(options: RustReachOptions, lockedText: Texts): Promise<string[]> {
  const found: string[] = [];
  const edited: string[] = [];
  const manifests: string[] = [];
  for (const change of options.changes) {
    const basePath = change.oldPath ?? change.path;
    if (change.status === 'added' || change.status === 'copied') continue;
    if (isManifest(basePath)) {
      if (change.status === 'modified' && change.path === basePath) manifests.push(basePath);
      else found.push(basePath);
    } else if (!basePath.endsWith('.rs')) continue;
    else if (change.status === 'modified' && change.path === basePath) edited.push(basePath);
    else found.push(basePath);
  }
  if (edited.length + manifests.length === 0) return found;
  const [before, after, headManifests] = await Promise.all([
    readFiles(options.root, options.baseSha, [...edited, ...manifests]),
    lockedText(edited),
    readFiles(options.root, options.headSha, manifests),
  ]);
  for (const path of edited) {
    if (declarationsDiffer(before.get(path) ?? '', after.get(path) ?? '')) found.push(path);
  }
  for (const path of manifests) {
    if (cargoTargetsDiffer(parsed(before.get(path)), parsed(headManifests.get(path)))) {
      found.push(path);
    }
  }
  return found;
}

/** Reads the graph to its end; returns every text it read. */
async function walk(graph: ModuleGraph, texts: Texts): Promise<Map<string, string>> {
  const read = new Map<string, string>();
  for (let wanted = graph.wanted(); wanted.length > 0; wanted = graph.wanted()) {
    const level = await texts(wanted);
    for (const [path, text] of level) read.set(path, text);
    graph.read(level);
  }
  return read;
}

function manifest(text: string | undefined): Record<string, unknown> {
  return parsed(text) ?? {};
}

// The locked manifest keeps base's test keys ([lib], [[test]], [[bench]], auto-discovery of
// them) and the union of both default feature lists (merge-cargo-toml.ts).
function lockedManifest(
  base: Record<string, unknown>,
  head: Record<string, unknown>,
): Record<string, unknown> {
  const basePkg = isRecord(base.package) ? base.package : {};
  const headPkg = isRecord(head.package) ? head.package : {};
  const pkg = { ...headPkg };
  for (const key of ['autolib', 'autotests', 'autobenches']) pkg[key] = basePkg[key];
  const features = isRecord(head.features) ? { ...head.features } : {};
  const defaults = [base, head].flatMap((doc) =>
    isRecord(doc.features) && Array.isArray(doc.features.default) ? doc.features.default : [],
  );
  if (defaults.length > 0) features.default = [...new Set(defaults)];
  return { ...head, package: pkg, lib: base.lib, test: base.test, bench: base.bench, features };
}

function featureRuns(checks: readonly Check[]): FeatureFlags[] {
  return checks
    .filter((check) => check.kind === 'test')
    .flatMap((check) => {
      const words = [check.command, ...check.args, ...check.script.split(/\s+/)];
      const flags = cargoFeatureFlags(words);
      return flags === null ? [] : [flags];
    });
}

/** `test-deleted` for base files with tests the locked tree no longer compiles. */
export async function rustModuleReach(options: RustReachOptions): Promise<Anomaly[]> {
  const { root, baseSha, headSha, actions } = options;
  const restored = new Set(actions.restore);
  const removed = new Set(actions.remove);
  const baseText: Texts = (paths) => readFiles(root, baseSha, paths);
  const lockedText: Texts = async (paths) => {
    const fromBase = paths.filter((p) => restored.has(p) && !options.lockedTexts.has(p));
    const fromHead = paths.filter((p) => !restored.has(p) && !options.lockedTexts.has(p));
    const [b, h] = await Promise.all([baseText(fromBase), readFiles(root, headSha, fromHead)]);
    const texts = new Map([...b, ...h]);
    for (const p of paths) {
      const text = options.lockedTexts.get(p);
      if (text !== undefined) texts.set(p, text);
    }
    return texts;
  };
  const changed = await triggers(options, lockedText);
  if (changed.length === 0) return [];
  const [baseList, headList] = await Promise.all([
    listFiles(root, baseSha),
    listFiles(root, headSha),
  ]);
  const baseFiles = new Set(baseList);
  const lockedFiles = new Set([...headList.filter((p) => !removed.has(p)), ...restored]);
  const packages = new Set(changed.flatMap((p) => packageDirOf(p, baseFiles) ?? []));
  // Where each base file's content is in the locked tree: its path unless the PR moved or
  // deleted it (and it was not restored there), and the path it moved to.
  const movedTo = new Map<string, string[]>();
  for (const change of options.changes) {
    const basePath = change.oldPath ?? change.path;
    if (change.status === 'renamed') movedTo.set(basePath, [change.path]);
    else if (change.status === 'deleted') movedTo.set(basePath, []);
  }
  const lockedPaths = (p: string): string[] => {
    const moved = movedTo.get(p);
    const paths = moved === undefined || restored.has(p) ? [p, ...(moved ?? [])] : moved;
    return paths.filter((path) => lockedFiles.has(path));
  };
  const runs = featureRuns(options.checks);
  const anomalies: Anomaly[] = [];
  for (const dir of packages) {
    const file = dir === '' ? 'Cargo.toml' : `${dir}/Cargo.toml`;
    const [baseDoc, headDoc] = await Promise.all([
      baseText([file]).then((t) => manifest(t.get(file))),
      readFiles(root, headSha, [file]).then((t) => manifest(t.get(file))),
    ]);
    const lockedDoc = lockedManifest(baseDoc, headDoc);
    const facts = (doc: Record<string, unknown>, build: 'test' | 'release'): CfgFacts =>
      testBuildFacts(options.host, enabledFeatures(manifestFeatures(doc), runs), build);
    const baseGraph = new ModuleGraph(cargoTargetRoots(dir, baseDoc, baseList), (p) =>
      baseFiles.has(p),
    );
    const lockedGraph = new ModuleGraph(cargoTargetRoots(dir, lockedDoc, [...lockedFiles]), (p) =>
      lockedFiles.has(p),
    );
    const [baseTexts] = await Promise.all([
      walk(baseGraph, baseText),
      walk(lockedGraph, lockedText),
    ]);
    // A graph cut at its size limit proves nothing either way.
    if (baseGraph.truncated || lockedGraph.truncated) continue;
    const baseTest = baseGraph.reach(facts(baseDoc, 'test'));
    anomalies.push(
      ...lostTestFiles({
        base: {
          graph: baseGraph,
          test: baseTest,
          release: baseGraph.reach(facts(baseDoc, 'release')),
          texts: baseTexts,
        },
        locked: { graph: lockedGraph, test: lockedGraph.reach(facts(lockedDoc, 'test')) },
        lockedPaths,
      }),
    );
  }
  return anomalies;
}
