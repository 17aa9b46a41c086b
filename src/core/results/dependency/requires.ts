// Whether a project's manifests and lockfiles require a dependency a tool claimed it could not
// fetch: go.mod `require` / go.sum lines, Cargo.toml dependency tables / Cargo.lock packages,
// package.json dependencies or a script that runs it through `npx`.

import { goRequires, goSumRecords } from '../../changes/toolchain/go-files.js';
import { escapeRegExp } from '../../text/escape-regexp.js';
import { parseJsonObject } from '../../text/json-value.js';
import type { DependencyClaim, DependencyEcosystem } from './claim.js';

/** One manifest or lockfile as read from a tree. */
export interface ManifestText {
  path: string;
  text: string;
}

const FILES: Record<DependencyEcosystem, RegExp> = {
  go: /(?:^|\/)go\.(?:mod|sum)$/,
  cargo: /(?:^|\/)Cargo\.(?:toml|lock)$/,
  npm: /(?:^|\/)package\.json$/,
};

/** Whether a path is a file `requires` reads for some ecosystem. */
export function isDependencyManifest(path: string): boolean {
  return Object.values(FILES).some((pattern) => pattern.test(path));
}

/** Whether any of these files requires the claimed dependency. */
export function requires(claim: DependencyClaim, files: readonly ManifestText[]): boolean {
  return files.some(({ path, text }) => {
    if (!FILES[claim.ecosystem].test(path)) return false;
    if (path.endsWith('go.mod')) return goModRequires(text).has(claim.name);
    if (path.endsWith('go.sum')) return goSumLists(text, claim.name);
    if (path.endsWith('Cargo.lock')) return cargoLockLists(text, claim.name);
    if (path.endsWith('package.json')) return packageJsonNames(text, claim.name);
    return cargoTomlDepends(text, claim.name);
  });
}

/** The module paths a go.mod requires, in `require x v` lines and `require ( … )` blocks. */
export function goModRequires(text: string): Set<string> {
  return new Set(goRequires(text).keys());
}

function goSumLists(text: string, name: string): boolean {
  return goSumRecords(text).some((record) => record.name === name);
}

function cargoLockLists(text: string, name: string): boolean {
  return text.split('\n').some((line) => line.trim() === `name = "${name}"`);
}

/**
 * A dependency table names the crate: `itoa = "1"` or `itoa.workspace = true` under a
 * `[…dependencies]` header, or a `[dependencies.itoa]` header of its own. Renamed crates
 * (`x = { package = "itoa" }`) count by their package name too.
 */
export function cargoTomlDepends(text: string, name: string): boolean {
  let inDeps = false;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const header = /^\[([^\]]+)\]$/.exec(line)?.[1]?.trim();
    if (header !== undefined) {
      const parts = header.split('.').map((p) => p.trim().replace(/^"|"$/g, ''));
      if (/dependencies$/.test(parts.at(-2) ?? '') && parts.at(-1) === name) return true;
      inDeps = /dependencies$/.test(parts.at(-1) ?? '');
      continue;
    }
    if (!inDeps) continue;
    const key = /^"?([A-Za-z0-9_-]+)"?\s*(?:\.|=)/.exec(line)?.[1];
    const renamed = /\bpackage\s*=\s*"([^"]+)"/.exec(line)?.[1];
    if (key === name || renamed === name) return true;
  }
  return false;
}

const NPM_SECTIONS = [
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
];

/** A package.json lists the package as a dependency, or one of its scripts runs it with npx. */
function packageJsonNames(text: string, name: string): boolean {
  const fields = parseJsonObject(text);
  if (fields === null) return false;
  const listed = NPM_SECTIONS.some((section) => {
    const deps = fields[section];
    return typeof deps === 'object' && deps !== null && Object.hasOwn(deps, name);
  });
  const scripts = fields.scripts;
  if (listed || typeof scripts !== 'object' || scripts === null) return listed;
  return Object.values(scripts).some(
    (script) => typeof script === 'string' && runsPackage(script, name),
  );
}

/** The command line fetches and runs the package (`npx -y cowsay`, `npm exec -- x`, `pnpm dlx x`). */
export function runsPackage(script: string, name: string): boolean {
  const words = script.split(/[\s;&|()]+/).filter(Boolean);
  return words.some((word, i) => {
    const exec =
      word === 'npx' ||
      word === 'bunx' ||
      (['npm', 'pnpm', 'yarn'].includes(word) && ['exec', 'dlx', 'x'].includes(words[i + 1] ?? ''));
    if (!exec) return false;
    const rest = words.slice(word === 'npx' || word === 'bunx' ? i + 1 : i + 2);
    const target = rest.find((w) => !w.startsWith('-'));
    return target !== undefined && target.replace(/(?<=.)@[^/]*$/, '') === name;
  });
}

/**
 * The lines of these files that name the dependency (a Cargo.lock entry with its version line),
 * each with its path: base and head differ when the PR added, bumped or replaced it.
 */
export function mentions(claim: DependencyClaim, files: readonly ManifestText[]): string[] {
  const token = new RegExp(`(?<![\\w./@-])${escapeRegExp(claim.name)}(?![\\w./-])`);
  const found: string[] = [];
  for (const { path, text } of files) {
    if (!FILES[claim.ecosystem].test(path)) continue;
    const lines = text.split('\n');
    lines.forEach((line, index) => {
      if (!token.test(line)) return;
      const next = path.endsWith('Cargo.lock') ? ` ${lines[index + 1]?.trim() ?? ''}` : '';
      found.push(`${path}: ${line.trim()}${next}`);
    });
  }
  return found.sort();
}
