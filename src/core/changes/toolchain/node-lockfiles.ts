// The resolved toolchain packages of Node lockfiles: package-lock.json (v1-v3), pnpm-lock.yaml,
// yarn.lock (v1 and berry) and bun.lock, each as version, where it resolved and its integrity.
import { parseYaml } from '../../parsers/installed.js';
import { isObject, parseJsonObject } from '../../text/json-value.js';
import { descriptorName, descriptorRange, nodeSpecSource } from './node-spec.js';
import { type DependencyRecord, type DependencySource, record, urlHost } from './record.js';

/**
 * Where a lockfile's resolved location points. A registry tarball must name the package it is
 * for (`/vitest/-/vitest-4.1.2.tgz`): another package's tarball under the right version is a swap.
 */
export function resolvedSource(name: string, resolved: string): DependencySource {
  if (urlHost(resolved) === null) return nodeSpecSource(name, resolved);
  if (/\.git(#|$)|^git\+/i.test(resolved)) return 'git';
  const tarball = /\/-\/[^/]+\.tgz(#.*)?$/i.test(resolved);
  if (!tarball) return 'url';
  const unscoped = name.slice(name.lastIndexOf('/') + 1);
  const encoded = name.replace('/', '%2f');
  const path = resolved.toLowerCase();
  const names = [`/${name}/-/${unscoped}-`, `/${encoded}/-/${unscoped}-`].map((s) =>
    s.toLowerCase(),
  );
  return names.some((prefix) => path.includes(prefix)) ? 'registry' : 'alias';
}

type Json = Parameters<typeof isObject>[0];

function str(value: Json | undefined): string | null {
  return typeof value === 'string' ? value : null;
}

// v2/v3 `packages` keys are install paths: the package is what follows the last node_modules/.
function packageLockRecords(text: string): DependencyRecord[] {
  const lock = parseJsonObject(text);
  if (lock === null) return [];
  const found: DependencyRecord[] = [];
  const packages = lock.packages;
  if (isObject(packages)) {
    for (const [path, entry] of Object.entries(packages)) {
      const at = path.lastIndexOf('node_modules/');
      if (at === -1 || !isObject(entry)) continue;
      const name = str(entry.name) ?? path.slice(at + 'node_modules/'.length);
      const resolved = str(entry.resolved) ?? '';
      const source: DependencySource =
        entry.link === true
          ? 'local'
          : resolved === ''
            ? 'registry'
            : resolvedSource(name, resolved);
      const pinned = { version: str(entry.version), integrity: str(entry.integrity) };
      found.push(
        record(`packages.${path}`, name, resolved || (pinned.version ?? ''), source, pinned),
      );
    }
    return found;
  }
  // lockfileVersion 1: nested `dependencies`, `version` may hold a file: or git spec.
  const walk = (deps: Json | undefined, prefix: string): void => {
    if (!isObject(deps)) return;
    for (const [name, entry] of Object.entries(deps)) {
      if (!isObject(entry)) continue;
      const version = str(entry.version) ?? '';
      const resolved = str(entry.resolved) ?? version;
      const source =
        urlHost(resolved) !== null ? resolvedSource(name, resolved) : nodeSpecSource(name, version);
      const pinned = { version, integrity: str(entry.integrity) };
      found.push(record(`${prefix}${name}`, name, resolved, source, pinned));
      walk(entry.dependencies, `${prefix}${name}>`);
    }
  };
  walk(lock.dependencies, 'dependencies.');
  return found;
}

// pnpm keys: `/vitest@4.1.0` (v6), `vitest@4.1.0` (v9), peers in parentheses after the version.
function pnpmPackageName(key: string): { name: string; version: string } {
  const bare = key.replace(/^\//, '').replace(/\(.*$/, '');
  return { name: descriptorName(bare), version: descriptorRange(bare) };
}

function pnpmResolution(
  name: string,
  entry: Json | undefined,
): { spec: string; source: DependencySource; integrity: string | null } {
  const resolution = isObject(entry) && isObject(entry.resolution) ? entry.resolution : {};
  const tarball = str(resolution.tarball);
  if (str(resolution.directory) !== null) {
    return { spec: `directory ${resolution.directory}`, source: 'local', integrity: null };
  }
  if (str(resolution.repo) !== null || resolution.type === 'git') {
    return {
      spec: `git ${resolution.repo} ${resolution.commit ?? ''}`.trim(),
      source: 'git',
      integrity: null,
    };
  }
  if (tarball !== null) {
    const source = tarball.startsWith('file:') ? 'local' : resolvedSource(name, tarball);
    return { spec: tarball, source, integrity: str(resolution.integrity) };
  }
  return { spec: 'registry', source: 'registry', integrity: str(resolution.integrity) };
}

function pnpmRecords(text: string): DependencyRecord[] {
  let lock: Json;
  try {
    lock = parseYaml(text, { uniqueKeys: false }) as Json;
  } catch {
    return [];
  }
  if (!isObject(lock)) return [];
  const found: DependencyRecord[] = [];
  const importers = isObject(lock.importers) ? lock.importers : { '.': lock };
  for (const [dir, importer] of Object.entries(importers)) {
    if (!isObject(importer)) continue;
    for (const section of ['dependencies', 'devDependencies', 'optionalDependencies']) {
      const deps = importer[section];
      if (!isObject(deps)) continue;
      for (const [name, entry] of Object.entries(deps)) {
        const version = isObject(entry) ? str(entry.version) : str(entry);
        const specifier = isObject(entry) ? str(entry.specifier) : null;
        if (version === null) continue;
        const fromVersion = nodeSpecSource(name, version.replace(/\(.*$/, ''));
        const source =
          fromVersion !== 'registry' ? fromVersion : nodeSpecSource(name, specifier ?? '');
        const spec = specifier === null ? version : `${specifier} (${version})`;
        found.push(record(`importers.${dir}.${section}.${name}`, name, spec, source));
      }
    }
  }
  const packages = isObject(lock.packages) ? lock.packages : {};
  for (const [key, entry] of Object.entries(packages)) {
    const { name, version } = pnpmPackageName(key);
    const resolution = pnpmResolution(name, entry);
    const pinned = { version, integrity: resolution.integrity };
    found.push(record(`packages.${key}`, name, resolution.spec, resolution.source, pinned));
  }
  const patched = isObject(lock.patchedDependencies) ? lock.patchedDependencies : {};
  for (const key of Object.keys(patched)) {
    found.push(
      record(`patchedDependencies.${key}`, descriptorName(key), `patched (${key})`, 'patch'),
    );
  }
  return found;
}

// yarn v1: `vitest@^4.1.0:` then `  version "4.1.0"`; berry: `"vitest@npm:^4.1.0":` then
// `  version: 4.1.0`, `  resolution: "vitest@npm:4.1.0"`, `  checksum: ...`.
function yarnRecords(text: string): DependencyRecord[] {
  const found: DependencyRecord[] = [];
  let headers: string[] = [];
  let fields = new Map<string, string>();
  const flush = (): void => {
    if (headers.length === 0) return;
    const version = fields.get('version') ?? '';
    const resolved = fields.get('resolved') ?? fields.get('resolution') ?? '';
    const integrity = fields.get('integrity') ?? fields.get('checksum') ?? null;
    for (const header of headers) {
      const name = descriptorName(header);
      const range = descriptorRange(header);
      const source = yarnSource(name, range, resolved);
      found.push(
        record(`${name}@${range}`, name, resolved || version, source, { version, integrity }),
      );
    }
    headers = [];
    fields = new Map();
  };
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      flush();
      headers = line
        .replace(/:\s*$/, '')
        .split(/,\s*/)
        .map((part) => part.replace(/^"|"$/g, ''));
      continue;
    }
    const field = /^ {2}([\w-]+):?\s+"?([^"]*)"?\s*$/.exec(line);
    if (field) fields.set(field[1] as string, field[2] as string);
  }
  flush();
  return found.filter((entry) => entry.name !== '__metadata');
}

function yarnSource(name: string, range: string, resolved: string): DependencySource {
  const protocol = /^(\w+):/.exec(range)?.[1]?.toLowerCase();
  if (protocol === 'npm') {
    const resolution = descriptorRange(resolved);
    if (resolution.startsWith('npm:') || resolved === '') return nodeSpecSource(name, range);
    return urlHost(resolved) !== null
      ? resolvedSource(name, resolved)
      : nodeSpecSource(name, resolution);
  }
  if (protocol !== undefined && protocol !== 'https' && protocol !== 'http') {
    return nodeSpecSource(name, range);
  }
  const fromRange = nodeSpecSource(name, range);
  if (fromRange !== 'registry') return fromRange;
  if (urlHost(resolved) !== null) return resolvedSource(name, resolved);
  const resolution = descriptorRange(resolved);
  return resolution === '' ? 'registry' : nodeSpecSource(name, resolution.replace(/^npm:/, ''));
}

// bun.lock is JSON with trailing commas; `packages` maps a name to
// `["vitest@4.1.0", "<registry or empty>", {deps}, "sha512-..."]`.
function bunRecords(text: string): DependencyRecord[] {
  const lock = parseJsonObject(text.replace(/,(\s*[}\]])/g, '$1'));
  if (lock === null || !isObject(lock.packages)) return [];
  return Object.entries(lock.packages).flatMap(([key, entry]) => {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string') return [];
    const name = descriptorName(entry[0]);
    const resolution = descriptorRange(entry[0]);
    const integrity =
      entry.find((v): v is string => typeof v === 'string' && /^sha\d+-/.test(v)) ?? null;
    const source = nodeSpecSource(name, resolution.replace(/^npm:/, ''));
    return [record(`packages.${key}`, name, entry[0], source, { version: resolution, integrity })];
  });
}

export type NodeLockfile = 'package-lock.json' | 'pnpm-lock.yaml' | 'yarn.lock' | 'bun.lock';

export const NODE_LOCKFILES: Record<NodeLockfile, (text: string) => DependencyRecord[]> = {
  'package-lock.json': packageLockRecords,
  'pnpm-lock.yaml': pnpmRecords,
  'yarn.lock': yarnRecords,
  'bun.lock': bunRecords,
};
