// Bundles the CLI, the action entry and the GitHub App server into ESM files under dist/
// (TESTLOCK_DIST_DIR builds elsewhere, for tests of the bundle). Code an entry loads only on
// some paths (the Actions cache, the GitHub client) sits in dist/chunks/, so that starting an
// entry reads and compiles only what every run needs.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { writeLicenses } from './licenses.mjs';

// Bundled CommonJS dependencies call require(); give them one in ESM.
const banner = {
  js: "import { createRequire as __testlockCreateRequire } from 'node:module'; const require = __testlockCreateRequire(import.meta.url);",
};

// The expressions of the built-in classification globs, computed by the source's own code (a
// classifier made, then what it compiled read back) and stored in the bundle: every run would
// otherwise compute the same ~250 expressions at start.
async function builtInGlobSources() {
  const { outputFiles } = await build({
    stdin: {
      contents: [
        "import { createClassifier } from './src/core/changes/classify-path.ts';",
        "import { compiledGlobSources } from './src/core/config/glob.ts';",
        'createClassifier();',
        'export default compiledGlobSources();',
      ].join('\n'),
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    banner,
    logLevel: 'warning',
  });
  const folder = mkdtempSync(join(tmpdir(), 'testlock-build-'));
  try {
    const file = join(folder, 'glob-sources.mjs');
    writeFileSync(file, outputFiles[0].text);
    return (await import(pathToFileURL(file).href)).default;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const outdir = process.env.TESTLOCK_DIST_DIR || 'dist';
const entries = [
  { in: 'src/cli.ts', out: 'cli' },
  { in: 'src/action.ts', out: 'index' },
  { in: 'src/app/main.ts', out: 'app' },
].filter((e) => existsSync(e.in));

const result = await build({
  entryPoints: entries,
  outdir,
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  metafile: true,
  platform: 'node',
  // action.yml's runs.using; the CLI's engines say >=20, and test/build/bundle.test.ts runs the
  // bundles on the Node of the machine that tests them.
  target: 'node24',
  format: 'esm',
  legalComments: 'none',
  logLevel: 'warning',
  banner,
  define: { TESTLOCK_GLOB_SOURCES: JSON.stringify(JSON.stringify(await builtInGlobSources())) },
});

// Chunks of an earlier build are removed after this one is written (never before: a test may be
// running the committed bundle while another rebuilds it).
const written = new Set(Object.keys(result.metafile.outputs).map((path) => resolve(path)));
const chunks = join(outdir, 'chunks');
for (const name of existsSync(chunks) ? readdirSync(chunks) : []) {
  const path = resolve(chunks, name);
  if (!written.has(path)) rmSync(path, { force: true });
}

writeLicenses(result.metafile, outdir);
