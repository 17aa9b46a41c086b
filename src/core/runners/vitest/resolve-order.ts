// Vite's resolver (and so vitest's): `resolve.extensions` defaults to this order, and a file is
// tried before a folder's index, so an added `calc.mjs` is what `import './calc'` loads while the
// TypeScript build ships `calc.ts`.
import { extensionOrder } from '../../changes/shadowing/resolver.js';

export const VITE_EXTENSIONS = ['.mjs', '.js', '.mts', '.ts', '.jsx', '.tsx', '.json'] as const;

export const viteResolver = extensionOrder('vite', VITE_EXTENSIONS);
