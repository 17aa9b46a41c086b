// Bundles the CLI, the action entry and the GitHub App server into self-contained ESM files under
// dist/ (TESTLOCK_DIST_DIR builds elsewhere, for tests of the bundle).
import { existsSync } from 'node:fs';
import { build } from 'esbuild';

const entries = [
  { in: 'src/cli.ts', out: 'cli' },
  { in: 'src/action.ts', out: 'index' },
  { in: 'src/app/main.ts', out: 'app' },
].filter((e) => existsSync(e.in));

await build({
  entryPoints: entries,
  outdir: process.env.TESTLOCK_DIST_DIR || 'dist',
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
