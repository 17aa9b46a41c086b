// In-repo dependencies of a go.mod: `replace ... => ./dir` and modules required by the module
// path of another go.mod in the repository (a go.work workspace resolves those locally).
import { joinDir } from '../discovery/paths.js';
import type { ProjectNames, ProjectRef } from './project-refs.js';

/** The directives of go.mod as (verb, argument text) pairs, blocks flattened. */
function directives(text: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  let block: string | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\/\/.*$/, '').trim();
    if (line === '') continue;
    if (block !== null) {
      if (line === ')') block = null;
      else out.push([block, line]);
      continue;
    }
    const match = /^(\w+)\s*(.*)$/.exec(line);
    if (!match) continue;
    if (match[2] === '(') block = match[1]!;
    else out.push([match[1]!, match[2]!]);
  }
  return out;
}

function unquote(word: string): string {
  return word.replace(/^"(.*)"$/, '$1').replace(/^`(.*)`$/, '$1');
}

/** Local replacements are the ones Go itself treats as paths: starting with ./ or ../. */
function replaceRef(dir: string, args: string): ProjectRef | null {
  const target = args.split('=>')[1]?.trim().split(/\s+/)[0];
  if (target === undefined) return null;
  const path = unquote(target);
  if (!path.startsWith('./') && !path.startsWith('../') && path !== '.' && path !== '..') {
    return null;
  }
  const joined = joinDir(dir, path);
  return joined === null ? null : { by: 'dir', dir: joined };
}

export function goRefs(dir: string, text: string): ProjectNames {
  const names: ProjectNames['names'] = [];
  const refs: ProjectRef[] = [];
  for (const [verb, args] of directives(text)) {
    const first = unquote(args.split(/\s+/)[0] ?? '');
    if (verb === 'module' && first !== '') names.push({ ecosystem: 'go', name: first });
    if (verb === 'require' && first !== '') refs.push({ by: 'name', ecosystem: 'go', name: first });
    if (verb === 'replace') {
      const ref = replaceRef(dir, args);
      if (ref) refs.push(ref);
    }
  }
  return { names, refs };
}
