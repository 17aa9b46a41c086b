// The module resolvers of the JavaScript runners, each kept with its runner's knowledge
// (`<runner>/resolve-order.ts`): the order it tries extensions in decides which file a base test
// imports when the PR adds a twin beside base source (changes/shadowing-siblings.ts).
import type { ShadowResolver } from '../changes/shadowing/resolver.js';
import { jestResolver } from './jest/resolve-order.js';
import { viteResolver } from './vitest/resolve-order.js';

export const RUNNER_SHADOW_RESOLVERS: readonly ShadowResolver[] = [viteResolver, jestResolver];
