// The dependency specs pnpm reads from pnpm-workspace.yaml: `overrides`, the `catalog` and
// named `catalogs` that `catalog:` specs resolve to, and `patchedDependencies`.
import { parseYaml } from '../../parsers/installed.js';
import { isObject } from '../../text/json-value.js';
import { overrideTarget } from './node-manifest.js';
import { descriptorName, nodeSpecSource } from './node-spec.js';
import { type DependencyRecord, record } from './record.js';

type Json = Parameters<typeof isObject>[0];

function specs(
  value: Json | undefined,
  prefix: string,
  nameOf: (key: string) => string,
): DependencyRecord[] {
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, spec]) => {
    if (typeof spec !== 'string') return [];
    const name = nameOf(key);
    return [record(`${prefix}.${key}`, name, spec, nodeSpecSource(name, spec))];
  });
}

export function pnpmWorkspaceRecords(text: string): DependencyRecord[] {
  let doc: Json;
  try {
    doc = parseYaml(text, { uniqueKeys: false }) as Json;
  } catch {
    return [];
  }
  if (!isObject(doc)) return [];
  const catalogs = isObject(doc.catalogs) ? doc.catalogs : {};
  const patched = isObject(doc.patchedDependencies) ? doc.patchedDependencies : {};
  return [
    ...specs(doc.overrides, 'overrides', overrideTarget),
    ...specs(doc.catalog, 'catalog', (key) => key),
    ...Object.entries(catalogs).flatMap(([name, entries]) =>
      specs(entries, `catalogs.${name}`, (key) => key),
    ),
    ...Object.keys(patched).map((key) =>
      record(`patchedDependencies.${key}`, descriptorName(key), `patched (${key})`, 'patch'),
    ),
  ];
}
