// A base check skipped because its tool is missing, where the PR removed the package that
// provides the tool from a manifest: CI installs from the PR, so the PR took the check away.
import type { Anomaly } from '../model/anomaly.js';
import type { Check, CheckKind } from '../model/check.js';
import type { FileSides } from './harness-text.js';
import { normalizePythonName } from './toolchain/packages.js';
import { declaredPackages } from './toolchain-deps.js';

/** A changed manifest's text on each side; null where the side has no file text. */
export type ManifestSides = FileSides;

// Executables whose package has another name; every other tool is its own package's name.
const PROVIDERS: Readonly<Record<string, readonly string[]>> = {
  tsc: ['typescript'],
  tsserver: ['typescript'],
  biome: ['@biomejs/biome'],
  'py.test': ['pytest'],
  'ts-node': ['ts-node'],
  ng: ['@angular/cli'],
  nx: ['nx'],
  c8: ['c8'],
  nyc: ['nyc'],
};

const KIND_LABELS: Record<CheckKind, string> = {
  test: 'test run',
  typecheck: 'type check',
  lint: 'lint',
};

// Every word of what the check runs (its command, script, and the reason naming a tool a
// recipe calls): the tool's package is among them, under its own name or its provider's.
function checkWords(check: Check): Set<string> {
  const text = [check.command, ...check.args, check.script, check.reason ?? ''].join(' ');
  const words = new Set<string>();
  for (const raw of text.split(/[\s,;:'"`()=|&<>]+/)) {
    if (raw === '') continue;
    const tail = raw.startsWith('@') ? raw : raw.slice(raw.lastIndexOf('/') + 1);
    // `npx eslint@8`: the version is not part of the name.
    const name = tail.replace(/(?<=.)@[^/@]*$/, '');
    for (const word of [raw, name, ...(PROVIDERS[name] ?? [])]) words.add(word.toLowerCase());
  }
  return words;
}

const key = (name: string): string => normalizePythonName(name);

/** Packages the base side of a manifest declares that its head side no longer does. */
function removedPackages(manifest: ManifestSides): string[] {
  if (manifest.base === null) return [];
  const base = declaredPackages(manifest.path, manifest.base) ?? [];
  const head = new Set(
    (manifest.head === null ? [] : (declaredPackages(manifest.path, manifest.head) ?? [])).map(key),
  );
  return [...new Set(base)].filter((name) => !head.has(key(name)));
}

function shown(check: Check): string {
  return check.script !== '' ? check.script : [check.command, ...check.args].join(' ');
}

/**
 * One critical `harness-modified` per manifest and removed package that a check skipped as
 * `tool-not-installed` runs. A package still declared (moved between sections, bumped) is not
 * removed; a missing tool whose manifest the PR left alone is the machine's, not the PR's.
 */
export function removedToolAnomalies(
  checks: readonly Check[],
  manifests: readonly ManifestSides[],
): Anomaly[] {
  const skipped = checks.filter((check) => check.skipped === 'tool-not-installed');
  if (skipped.length === 0) return [];
  const words = skipped.map((check) => ({
    check,
    words: new Set([...checkWords(check)].map(key)),
  }));
  return manifests.flatMap((manifest) =>
    removedPackages(manifest).flatMap((name): Anomaly[] => {
      const user = words.find((entry) => entry.words.has(key(name)));
      if (user === undefined) return [];
      const label = KIND_LABELS[user.check.kind];
      return [
        {
          kind: 'harness-modified',
          severity: 'critical',
          path: manifest.path,
          line: null,
          detail: `removes ${name}, which the base ${label} (${shown(user.check)}) needs: the check was skipped as tool-not-installed`,
        },
      ];
    }),
  );
}
