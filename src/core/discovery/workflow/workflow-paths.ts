// Whether a workflow's `on.<event>.paths` / `paths-ignore` filter lets the pull request's changed
// files trigger it, as GitHub decides: one workflow per package runs only for its own files.

import { compileGlobs } from '../../config/glob.js';
import { isRecord } from '../../text/is-record.js';
import type { Workflow } from './workflow-file.js';

function patterns(value: unknown): string[] | undefined {
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return undefined;
  return value.filter((v): v is string => typeof v === 'string');
}

/** GitHub's rule: patterns in order, `!` negates, the last one that matches a path decides. */
function included(path: string, list: readonly string[]): boolean {
  let matched = false;
  for (const pattern of list) {
    const negated = pattern.startsWith('!');
    const glob = negated ? pattern.slice(1) : pattern;
    if (glob !== '' && compileGlobs([glob]).test(path)) matched = !negated;
  }
  return matched;
}

/**
 * Whether `event` with these changed paths (both sides of a rename) triggers `workflow`. Unknown
 * changes (undefined), no filter, or a filter testlock cannot read: it runs. A filter can only
 * leave a workflow out when the PR touches none of its files; adding a file never removes one.
 */
export function pathsTrigger(
  workflow: Workflow,
  event: string,
  changed: readonly string[] | undefined,
): boolean {
  if (changed === undefined) return true;
  const on = isRecord(workflow.raw.on) ? workflow.raw.on : {};
  const spec = isRecord(on[event]) ? on[event] : {};
  const only = patterns(spec.paths);
  const ignore = patterns(spec['paths-ignore']);
  try {
    if (only !== undefined) return changed.some((path) => included(path, only));
    if (ignore !== undefined) return changed.some((path) => !included(path, ignore));
  } catch {
    return true;
  }
  return true;
}
