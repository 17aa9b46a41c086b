// File-level anomalies of a classified diff: tests added, modified, deleted or renamed, harness
// files changed, and files no rule places. Line-level details (skip markers, assertions) come
// from hunk-anomalies.

import { locksAddedManifest, manifestKind } from '../locked/merge-manifest.js';
import type { AddedTestsPolicy, Anomaly, AnomalyKind, Severity } from '../model/anomaly.js';
import type { ChangedFile } from '../model/changed-file.js';
import type { Hunk } from '../model/diff.js';
import { clipChars } from '../text/clip.js';
import { type AddedHarnessContext, addedHarness } from './added-harness.js';
import { describeEntry, modeOnlyChange, replacedByEntry } from './entry-kinds.js';
import { type HarnessTexts, harnessSeverity } from './harness-severity.js';
import { modificationSummary } from './hunk-anomalies.js';
import { loadEffect } from './load-effects.js';
import { COMPILED_RULE, YARN_PNP_RULE } from './rules/harness-rules.js';
import { UNCLASSIFIED_RULE } from './rules/other-rules.js';
import { CONFIG_REFERENCE_RULE_PREFIX } from './test-support/config-references.js';
import { DATA_GLOB_RULE_PREFIX } from './test-support/data-globs.js';
import { TEST_DATA_RULE_PREFIX } from './test-support/test-data.js';
import { TEST_SUPPORT_RULE_PREFIX } from './test-support/test-support.js';
import { pnpSeverity } from './yarn-pnp-severity.js';

/** Hunks of the zero-context diff, keyed by head path. */
export type HunksByPath = ReadonlyMap<string, readonly Hunk[]>;

function anomaly(
  kind: AnomalyKind,
  path: string,
  line: number | null,
  detail: string,
  severity: Severity = 'critical',
): Anomaly {
  return { kind, severity, path, line, detail };
}

const basename = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

const COMPILED =
  /(^|\/)__pycache__\/|\.(pyc|pyo|pyd|so|dylib|dll|node|wasm|class|jar|war|o|obj|a|lib|exe)$/;

/**
 * How a harness path is named in a detail: `CI workflow`, `snapshot`, `compiled artefact`,
 * else its file name.
 */
export function harnessLabel(path: string): string {
  if (COMPILED.test(path)) return 'compiled artefact';
  if (/^\.github\/workflows\//.test(path)) return 'CI workflow';
  if (/(^|\/)__snapshots__\/|\.(snap|ambr)$/.test(path)) return 'snapshot';
  if (/(^|\/)testdata\/|\.golden$|\.approved\./.test(path)) return 'golden file';
  return basename(path);
}

// Test support sits among the source files: the detail says why it counts as harness.
// A file the rules call product code or data, made harness by what the base tests do with it.
const DERIVED_LABELS: ReadonlyArray<[string, string]> = [
  [TEST_SUPPORT_RULE_PREFIX, 'test support'],
  [TEST_DATA_RULE_PREFIX, 'test data'],
  [CONFIG_REFERENCE_RULE_PREFIX, 'reached by'],
  [DATA_GLOB_RULE_PREFIX, 'test data'],
];

function supportLabel(f: ChangedFile, label: string): string {
  const rule = f.rule ?? '';
  const derived = DERIVED_LABELS.find(([prefix]) => rule.startsWith(prefix));
  if (derived === undefined) return label;
  return `${label} (${derived[1]}: ${rule.slice(derived[0].length).trim()})`;
}

const similarity = (f: ChangedFile): string =>
  f.similarity === null ? '' : ` (${f.similarity}% similar)`;

function modifiedTest(f: ChangedFile, hunks: HunksByPath | undefined): Anomaly {
  // A gitlink or symlink in the test's place: the test itself is gone (issue 42.6).
  if (replacedByEntry(f)) {
    const detail = `test file replaced by ${describeEntry(f.newKind)} (restored from base)`;
    return anomaly('test-deleted', f.path, null, detail);
  }
  if (modeOnlyChange(f)) {
    return anomaly('test-modified', f.path, null, `mode changed: ${f.oldKind} -> ${f.newKind}`);
  }
  if (f.status === 'type-changed') {
    return anomaly('test-modified', f.path, null, `type changed: ${f.oldKind} -> ${f.newKind}`);
  }
  const fileHunks = hunks?.get(f.path);
  if (fileHunks === undefined) return anomaly('test-modified', f.path, null, 'modified');
  const summary = modificationSummary(f, fileHunks);
  return anomaly('test-modified', f.path, summary.line, summary.detail);
}

// A changed line is shown up to this many characters on each side of the arrow.
const LINE_CHARS = 200;

function clipLine(text: string): string {
  return clipChars(text.trim(), LINE_CHARS);
}

/**
 * A modified harness file, at its first changed line with that line before -> after when the
 * hunks are known (`pytest.ini modified: addopts = -q -> addopts = -q -k "not burst"`), so the
 * annotation sits on the change and the reviewer sees it without opening the diff.
 */
function harnessModified(path: string, label: string, hunks: readonly Hunk[] | undefined): Anomaly {
  const first = hunks?.find((h) => h.added.length > 0 || h.removed.length > 0);
  if (first === undefined) return anomaly('harness-modified', path, null, `${label} modified`);
  const before = first.removed[0];
  const after = first.added[0];
  const line = after?.line ?? Math.max(1, first.newStart);
  let change = '';
  if (before !== undefined && after !== undefined) {
    change = `${clipLine(before.text)} -> ${clipLine(after.text)}`;
  } else if (after !== undefined) change = `line added: ${clipLine(after.text)}`;
  else if (before !== undefined) change = `line removed: ${clipLine(before.text)}`;
  return anomaly('harness-modified', path, line, `${label} modified: ${change}`);
}

/**
 * A harness change's detail: `<label> <what> (<rest>)`, or for a compiled artefact
 * `compiled artefact <what>: <path> (<rest>)` so the file stays named when it is one of many.
 */
function harnessDetail(f: ChangedFile, path: string, what: string, rest: string): string {
  const compiled = f.rule === COMPILED_RULE.name || COMPILED.test(path);
  return compiled
    ? `compiled artefact ${what}: ${path} (${rest})`
    : `${supportLabel(f, harnessLabel(path))} ${what} (${rest})`;
}

// What the base path loses: a base test or harness file modified, deleted or moved away.
function baseSide(f: ChangedFile, hunks: HunksByPath | undefined): Anomaly[] {
  const basePath = f.oldPath ?? f.path;
  const label = supportLabel(f, harnessLabel(basePath));
  switch (f.status) {
    case 'added':
    case 'copied':
      return [];
    case 'deleted':
      if (f.oldClass === 'test') {
        return [anomaly('test-deleted', f.path, null, 'test file deleted (restored from base)')];
      }
      if (f.oldClass === 'harness') {
        const detail = harnessDetail(f, f.path, 'deleted', 'restored from base');
        return [anomaly('harness-modified', f.path, null, detail)];
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
        if (replacedByEntry(f)) {
          const detail = `${label} replaced by ${describeEntry(f.newKind)} (restored from base)`;
          return [anomaly('harness-modified', f.path, null, detail)];
        }
        if (f.status === 'type-changed' || modeOnlyChange(f)) {
          const detail = `${label} type changed: ${f.oldKind} -> ${f.newKind}`;
          return [anomaly('harness-modified', f.path, null, detail)];
        }
        return [harnessModified(f.path, label, hunks?.get(f.path))];
      }
      return [];
  }
}

/**
 * What the run knows about the files the PR adds: the policy for added tests (`evidence`: info,
 * SPEC section 3; `critical`: the strict rule), their head texts, and what the base checks run.
 */
export interface AddedFacts extends Omit<AddedHarnessContext, 'text'> {
  addedTestsPolicy: AddedTestsPolicy;
  /** Head texts of the test and harness files the PR adds, by path. */
  heads: ReadonlyMap<string, string>;
}

const NO_FACTS: AddedFacts = {
  addedTestsPolicy: 'evidence',
  heads: new Map(),
  baseTestsUnder: () => true,
  addedTests: new Set(),
  checkTools: new Set(),
  workflowChecks: new Map(),
};

// A test the PR adds is evidence (info) unless it reaches other tests when it is loaded: then it
// is harness, not a test (SPEC section 3), left out of the locked run either way.
function addedTest(f: ChangedFile, origin: string, facts: AddedFacts): Anomaly {
  const text = facts.heads.get(f.path);
  const effect = text === undefined ? null : loadEffect(text, f.ecosystem, 'test');
  const left = `${origin}left out of the locked run`;
  if (effect?.severity === 'critical') {
    const detail = `test file added that ${effect.what} (line ${effect.line}): harness, not a test (${left})`;
    return anomaly('harness-added', f.path, effect.line, detail);
  }
  const severity: Severity =
    facts.addedTestsPolicy === 'critical' ? 'critical' : effect ? 'warning' : 'info';
  const note = effect ? `; it ${effect.what} (line ${effect.line})` : '';
  return anomaly('test-added', f.path, null, `test file added (${left})${note}`, severity);
}

// What the head path gains: a test or harness file that did not exist at base in that role.
function headSide(
  f: ChangedFile,
  newPackages: ReadonlySet<string> | undefined,
  facts: AddedFacts,
): Anomaly[] {
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
  if (f.class === 'test') return [addedTest(f, origin, facts)];
  if (f.class === 'harness') {
    // A manifest stays, without its scripts (plan-locked-tree.ts: the PR's source needs its
    // dependencies); a symlink there is removed.
    if (manifestKind(f.path) !== null && f.newKind !== 'symlink')
      return [addedManifest(f, origin, newPackages)];
    // A file moved from another role is still a change to what base ran: judged as before.
    if (f.status === 'renamed') {
      const detail = harnessDetail(f, f.path, 'added', `${origin}removed from the locked run`);
      return [anomaly('harness-modified', f.path, null, detail)];
    }
    const judged = addedHarness(f, { ...facts, text: facts.heads.get(f.path) ?? null });
    const rest = `${origin}removed from the locked run; ${judged.why}`;
    return [
      anomaly(
        'harness-added',
        f.path,
        null,
        harnessDetail(f, f.path, 'added', rest),
        judged.severity,
      ),
    ];
  }
  return [];
}

// Critical, save a new package's manifest (new-package-manifests.ts): a warning, so that adding a
// workspace package does not fail an honest PR, and a maintainer still sees it.
function addedManifest(
  f: ChangedFile,
  origin: string,
  newPackages: ReadonlySet<string> | undefined,
): Anomaly {
  const kind = manifestKind(f.path);
  const what =
    kind !== null && locksAddedManifest(kind) ? ', without its scripts and test settings' : '';
  const kept = `${origin}kept in the locked run${what}, as the PR's source needs its dependencies`;
  if (!newPackages?.has(f.path)) {
    return anomaly('harness-modified', f.path, null, `${basename(f.path)} added (${kept})`);
  }
  const detail = `${basename(f.path)} added (${kept}); a new package: its folder holds no base file, so it governs only files the PR adds`;
  return anomaly('harness-modified', f.path, null, detail, 'warning');
}

/** Why no rule placed the path, for the detail: its extension, or the lack of one. */
function unknownKind(path: string): string {
  const name = basename(path);
  const dot = name.lastIndexOf('.');
  if (dot === 0) return `dotfile '${name}'`;
  if (dot < 0) return `file '${name}' without an extension`;
  return `file type '.${name.slice(dot + 1)}'`;
}

// A file no rule places: its PR version is used, and a maintainer should see that it changed.
function unclassified(f: ChangedFile): Anomaly[] {
  if (f.class !== 'other' || f.rule !== UNCLASSIFIED_RULE) return [];
  const what = f.status === 'type-changed' ? 'type-changed' : f.status;
  const kept = f.status === 'deleted' ? "the PR's deletion stands" : "the PR's version is used";
  const detail = `unknown ${unknownKind(f.path)} ${what}: not recognised as source, docs, data, test or harness; ${kept}`;
  return [anomaly('unclassified-change', f.path, null, detail, 'warning')];
}

// A harness change whose rule knows honest cases (a registry in `.npmrc`, a runtime version pin)
// gets the severity its content deserves; the base version is restored either way.
// Yarn Plug'n'Play files read the rest of the diff (did yarn.lock change beside them?).
function withSeverity(
  f: ChangedFile,
  found: Anomaly[],
  texts: HarnessTexts | undefined,
  changes: readonly ChangedFile[],
): Anomaly[] {
  if (f.status === 'renamed' || f.status === 'copied') return found;
  return found.map((a) => {
    if (a.kind !== 'harness-modified' && a.kind !== 'harness-added') return a;
    const decided =
      f.rule === YARN_PNP_RULE.name
        ? pnpSeverity(f.path, changes)
        : harnessSeverity(f.rule, texts?.get(f.path));
    if (decided === null) return a;
    // The content rule's note explains the severity; the changed line stays the annotation's spot.
    const plain = a.detail.startsWith(`${harnessLabel(f.path)} modified: `)
      ? `${harnessLabel(f.path)} modified`
      : a.detail;
    return { ...a, severity: decided.severity, detail: `${plain}; ${decided.note}` };
  });
}

function compare(a: Anomaly, b: Anomaly): number {
  if (a.path !== b.path) return a.path < b.path ? -1 : 1;
  return a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0;
}

/**
 * Anomalies for every test and harness file the diff adds, changes, deletes or moves (critical,
 * save the harness changes that `harnessSeverity` softens given their texts), and a warning for
 * each file no rule places; sorted by path then kind. With hunks, a modified test's detail names
 * its most telling change and a modified harness file's its first changed line.
 */
export function fileAnomalies(
  changes: readonly ChangedFile[],
  hunks?: HunksByPath,
  texts?: HarnessTexts,
  newPackages?: ReadonlySet<string>,
  facts: AddedFacts = NO_FACTS,
): Anomaly[] {
  return changes
    .flatMap((f) => [
      ...withSeverity(
        f,
        [...baseSide(f, hunks), ...headSide(f, newPackages, facts)],
        texts,
        changes,
      ),
      ...unclassified(f),
    ])
    .sort(compare);
}
