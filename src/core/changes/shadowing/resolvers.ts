// The resolvers whose order decides which file a base test imports, by ecosystem of the added
// file. A file counts when any resolver its tests may run under picks it over a base file.
import type { Ecosystem } from '../../model/changed-file.js';
import { RUNNER_SHADOW_RESOLVERS } from '../../runners/shadow-resolvers.js';
import { pythonImportResolver } from './python-import.js';
import type { ShadowResolver } from './resolver.js';
import { typescriptEsmResolver } from './typescript-esm.js';

const BY_ECOSYSTEM: Partial<Record<Ecosystem, readonly ShadowResolver[]>> = {
  javascript: [typescriptEsmResolver, ...RUNNER_SHADOW_RESOLVERS],
  python: [pythonImportResolver],
};

/** The resolvers that read a file of this ecosystem; none for one no resolver here knows. */
export function resolversFor(ecosystem: Ecosystem | null): readonly ShadowResolver[] {
  return ecosystem === null ? [] : (BY_ECOSYSTEM[ecosystem] ?? []);
}
