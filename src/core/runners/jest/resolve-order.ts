// jest's resolver: `moduleFileExtensions` defaults to this order (JavaScript before TypeScript),
// a file before a folder's index.
import { extensionOrder } from '../../changes/shadowing/resolver.js';

export const JEST_EXTENSIONS = [
  '.js',
  '.mjs',
  '.cjs',
  '.jsx',
  '.ts',
  '.tsx',
  '.json',
  '.node',
] as const;

export const jestResolver = extensionOrder('jest', JEST_EXTENSIONS);
