// In-repo dependencies of a package.json: a workspace package by name (npm/yarn workspaces,
// pnpm `workspace:`), or a `file:`/`link:`/`portal:` path to another project.
import { joinDir } from '../discovery/paths.js';
import { isRecord } from '../text/is-record.js';
import type { ProjectNames, ProjectRef } from './project-refs.js';

const DEPENDENCY_FIELDS = [
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'optionalDependencies',
];
const PATH_PROTOCOL = /^(?:file|link|portal):(.*)$/;

function refOf(dir: string, name: string, spec: string): ProjectRef | null {
  const path = PATH_PROTOCOL.exec(spec);
  if (path) {
    const target = joinDir(dir, path[1]!);
    return target === null ? null : { by: 'dir', dir: target };
  }
  // `npm:other@1` installs another package from the registry under this name.
  if (spec.startsWith('npm:')) return null;
  // Any other spec may resolve to a workspace package of the same name; unresolved names are
  // registry packages and are dropped when matched against the repository's packages.
  return { by: 'name', ecosystem: 'javascript', name };
}

/** Names and references of the package.json in `dir`; text that is not JSON gives none. */
export function nodeRefs(dir: string, text: string): ProjectNames {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { names: [], refs: [] };
  }
  if (!isRecord(json)) return { names: [], refs: [] };
  const names =
    typeof json.name === 'string' && json.name !== ''
      ? [{ ecosystem: 'javascript' as const, name: json.name }]
      : [];
  const refs: ProjectRef[] = [];
  for (const field of DEPENDENCY_FIELDS) {
    const deps = json[field];
    if (!isRecord(deps)) continue;
    for (const [name, spec] of Object.entries(deps)) {
      const ref = typeof spec === 'string' ? refOf(dir, name, spec) : null;
      if (ref) refs.push(ref);
    }
  }
  return { names, refs };
}
