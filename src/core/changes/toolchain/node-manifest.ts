// The dependency specs of a package.json: every dependency section, npm `overrides`, yarn
// `resolutions`, pnpm `overrides` and `patchedDependencies` (a patch rewrites the package).

import { isObject, type Json, type JsonObject, parseJsonObject } from '../../text/json-value.js';
import { descriptorName, nodeSpecSource } from './node-spec.js';
import { type DependencyRecord, record } from './record.js';

const SECTIONS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];

/** The package an override key targets: `vitest`, `foo>vitest`, `**\/vitest`, `vitest@<4`. */
export function overrideTarget(key: string): string {
  const last = key.split('>').pop() ?? key;
  const parts = last.split('/');
  // `@scope/name` is one package; `a/b` in yarn resolutions is a path of packages.
  const tail =
    parts.length >= 2 && (parts[parts.length - 2] as string).startsWith('@')
      ? parts.slice(-2).join('/')
      : (parts[parts.length - 1] as string);
  return descriptorName(tail);
}

// npm overrides nest: `{ "foo": { "vitest": "x" } }`, and `"."` is the spec of the parent.
function overrideRecords(section: string, value: JsonObject, prefix: string): DependencyRecord[] {
  return Object.entries(value).flatMap(([key, spec]) => {
    const path = `${prefix}.${key}`;
    if (isObject(spec)) return overrideRecords(section, spec, path);
    if (typeof spec !== 'string') return [];
    const target = key === '.' ? (prefix.split('.').pop() ?? key) : key;
    const name = overrideTarget(target);
    return [record(path, name, spec, nodeSpecSource(name, spec))];
  });
}

function sectionRecords(manifest: JsonObject): DependencyRecord[] {
  return SECTIONS.flatMap((section) => {
    const deps = manifest[section];
    if (!isObject(deps)) return [];
    return Object.entries(deps).flatMap(([name, spec]) =>
      typeof spec === 'string'
        ? [record(`${section}.${name}`, name, spec, nodeSpecSource(name, spec))]
        : [],
    );
  });
}

function patchRecords(patches: Json | undefined, prefix: string): DependencyRecord[] {
  if (!isObject(patches)) return [];
  return Object.entries(patches).flatMap(([key, file]) =>
    typeof file === 'string'
      ? [record(`${prefix}.${key}`, descriptorName(key), `patched by ${file}`, 'patch')]
      : [],
  );
}

/** Every dependency spec of a package.json; none when it does not parse. */
export function packageJsonRecords(text: string): DependencyRecord[] {
  const manifest = parseJsonObject(text);
  if (manifest === null) return [];
  const pnpm = isObject(manifest.pnpm) ? manifest.pnpm : {};
  const nested = (value: Json | undefined, prefix: string): DependencyRecord[] =>
    isObject(value) ? overrideRecords(prefix, value, prefix) : [];
  return [
    ...sectionRecords(manifest),
    ...nested(manifest.overrides, 'overrides'),
    ...nested(manifest.resolutions, 'resolutions'),
    ...nested(pnpm.overrides, 'pnpm.overrides'),
    ...patchRecords(pnpm.patchedDependencies, 'pnpm.patchedDependencies'),
  ];
}

/** True when the manifest names vitest, so that `vite` is part of the test toolchain. */
export function namesVitest(records: readonly DependencyRecord[]): boolean {
  return records.some((entry) => entry.name === 'vitest' || entry.name.startsWith('@vitest/'));
}
