// Where an npm/pnpm/yarn/bun dependency spec (`^4.1.0`, `file:../x`, `github:me/jest`) points.
import type { DependencySource } from './record.js';

/** The source of a package.json dependency spec; `name` tells an alias of itself from another. */
export function nodeSpecSource(name: string, spec: string): DependencySource {
  const value = spec.trim();
  if (/^(file|link|portal):/i.test(value)) return 'local';
  if (/^workspace:/i.test(value)) {
    return /^workspace:(\.{0,2}\/|~\/)/i.test(value) ? 'local' : 'workspace';
  }
  if (/^patch:/i.test(value)) return 'patch';
  if (/^(\.{1,2}\/|\/|~\/|\.$|\.\.$)/.test(value)) return 'local';
  if (/^(git\+|git:|github:|gitlab:|bitbucket:|gist:)/i.test(value)) return 'git';
  if (/^https?:\/\//i.test(value)) return /\.git(#|$)/i.test(value) ? 'git' : 'url';
  if (/^npm:/i.test(value)) {
    const target = value.slice(4);
    const at = target.indexOf('@', 1);
    const aliased = at === -1 ? target : target.slice(0, at);
    return aliased === name ? 'registry' : 'alias';
  }
  // `owner/repo` or `owner/repo#ref` is GitHub shorthand; a scoped name never reaches here.
  if (/^[\w.-]+\/[\w.-]+(#.*)?$/.test(value)) return 'git';
  return 'registry';
}

/** The package name of `@scope/name@range` or `name@range` (the range dropped). */
export function descriptorName(descriptor: string): string {
  const value = descriptor.trim().replace(/^["']|["']$/g, '');
  const at = value.indexOf('@', value.startsWith('@') ? 1 : 0);
  return at === -1 ? value : value.slice(0, at);
}

/** The range of `name@range` (empty when there is none). */
export function descriptorRange(descriptor: string): string {
  const value = descriptor.trim().replace(/^["']|["']$/g, '');
  const at = value.indexOf('@', value.startsWith('@') ? 1 : 0);
  return at === -1 ? '' : value.slice(at + 1);
}
