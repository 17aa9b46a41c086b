// Bundles the CLI and the action entry into self-contained ESM files under dist/.
import { existsSync } from 'node:fs';
import { build } from 'esbuild';

const entries = [
  { in: 'src/cli.ts', out: 'cli' },
  { in: 'src/action.ts', out: 'index' },
].filter((e) => existsSync(e.in));

await build({
  entryPoints: entries,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  legalComments: 'none',
  logLevel: 'warning',
  // Bundled CommonJS dependencies call require(); give them one in ESM.
  banner: {
    js: "import { createRequire as __testlockCreateRequire } from 'node:module'; const require = __testlockCreateRequire(import.meta.url);",
  },
});
