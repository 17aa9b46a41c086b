// The Go directives that swap a module's code: `replace` in go.mod and go.work, `use` in
// go.work, and go.sum hashes that change for a version that did not.
import { type DependencyRecord, record } from './record.js';

/** Lines of a go.mod/go.work with comments dropped and `directive ( … )` blocks expanded. */
export function goDirectives(text: string): Array<{ verb: string; args: string }> {
  const found: Array<{ verb: string; args: string }> = [];
  let block: string | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\/\/.*$/, '').trim();
    if (line === '') continue;
    if (block !== null) {
      if (line === ')') block = null;
      else found.push({ verb: block, args: line });
      continue;
    }
    const open = /^(\w+)\s*\($/.exec(line);
    if (open) {
      block = open[1] as string;
      continue;
    }
    const single = /^(\w+)\s+(.+)$/.exec(line);
    if (single) found.push({ verb: single[1] as string, args: single[2] as string });
  }
  return found;
}

const unquote = (word: string): string => word.replace(/^"|"$/g, '');

// `old [v] => new [v]`: a target with a version is a published module; without one, a folder.
function replaceRecord(args: string): DependencyRecord | null {
  const [left, right] = args.split('=>').map((side) => side.trim().split(/\s+/).map(unquote));
  if (
    left === undefined ||
    right === undefined ||
    left[0] === undefined ||
    right[0] === undefined
  ) {
    return null;
  }
  const key = `replace ${left.join(' ')}`;
  const spec = `${left.join(' ')} => ${right.join(' ')}`;
  const published = right.length >= 2 && !/^(\.{1,2}\/|\/)/.test(right[0]);
  return record(key, left[0], spec, published ? 'registry' : 'local', {
    // A replacement the PR adds is critical unless it names a published version (a warning).
    addedRisk: null,
  });
}

/** The `replace` and `exclude` directives of a go.mod, and for go.work also its `use` folders. */
export function goModRecords(text: string): DependencyRecord[] {
  return goDirectives(text).flatMap(({ verb, args }) => {
    if (verb === 'replace') return replaceRecord(args) ?? [];
    if (verb === 'exclude') {
      // An excluded version moves the build to another published one: a registry change.
      const [module, version] = args.trim().split(/\s+/).map(unquote);
      if (module === undefined || version === undefined) return [];
      const key = `exclude ${module} ${version}`;
      return [record(key, module, key, 'registry')];
    }
    if (verb === 'use') {
      const folder = unquote(args.trim());
      // `use .` names the module next to go.work, which builds from the tree anyway.
      if (folder === '.' || folder === './') return [];
      return [record(`use ${folder}`, folder, `use ${folder}`, 'local')];
    }
    return [];
  });
}

/** go.sum lines `module version hash`, keyed by module and version. */
export function goSumRecords(text: string): DependencyRecord[] {
  return text.split(/\r?\n/).flatMap((line) => {
    const [module, version, hash] = line.trim().split(/\s+/);
    if (module === undefined || version === undefined || hash === undefined) return [];
    return [
      record(`${module} ${version}`, module, `${version} ${hash}`, 'registry', {
        version,
        integrity: hash,
      }),
    ];
  });
}

/** The versions a go.mod requires, by module path. */
export function goRequires(text: string): Map<string, string> {
  const requires = new Map<string, string>();
  for (const { verb, args } of goDirectives(text)) {
    if (verb !== 'require') continue;
    const [module, version] = args.split(/\s+/).map(unquote);
    if (module !== undefined && version !== undefined) requires.set(module, version);
  }
  return requires;
}
