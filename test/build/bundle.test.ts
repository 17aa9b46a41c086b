// The bundles as scripts/build.mjs makes them (esbuild target node24, action.yml's runtime) run on
// the Node of this machine (the CLI's engines say >=20), and dist/licenses.txt carries the licence
// of every runtime dependency with the version the build bundled.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../helpers/node-fixture.js';

const run = promisify(execFile);
let dist: string;

beforeAll(async () => {
  // A private folder: other tests run the checkout's dist/ meanwhile.
  dist = mkdtempSync(join(tmpdir(), 'testlock-bundle-test-'));
  await run(process.execPath, ['scripts/build.mjs'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, TESTLOCK_DIST_DIR: dist },
  });
}, 180_000);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function bundleFiles(): string[] {
  const chunks = readdirSync(join(dist, 'chunks')).map((name) => join('chunks', name));
  return [...readdirSync(dist).filter((name) => name.endsWith('.js')), ...chunks];
}

describe(`the bundles on Node ${process.version}`, () => {
  it('are all valid syntax for this Node', async () => {
    const files = bundleFiles();
    expect(files).toEqual(expect.arrayContaining(['cli.js', 'index.js', 'app.js']));
    for (const file of files) {
      await expect(run(process.execPath, ['--check', join(dist, file)])).resolves.toBeDefined();
    }
  });

  it('run: the CLI starts, loads its commands and prints its help', async () => {
    const { stdout } = await run(process.execPath, [join(dist, 'cli.js'), 'verify', '--help']);
    expect(stdout).toContain('--base');
  });
});

describe('licenses.txt', () => {
  const manifest = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };

  it.each(Object.keys(manifest.dependencies))('names %s with its version and licence', (name) => {
    const text = readFileSync(join(dist, 'licenses.txt'), 'utf8');
    const installed = JSON.parse(
      readFileSync(join(PROJECT_ROOT, 'node_modules', name, 'package.json'), 'utf8'),
    ) as { version: string; license: string };
    expect(text).toContain(`=== ${name}@${installed.version}\nLicense: ${installed.license}\n`);
  });

  it('carries the licence text, not only its name', () => {
    const text = readFileSync(join(dist, 'licenses.txt'), 'utf8');
    const yamlLicense = readFileSync(join(PROJECT_ROOT, 'node_modules/yaml/LICENSE'), 'utf8');
    expect(text).toContain(yamlLicense.trimEnd());
    expect(text).not.toContain(PROJECT_ROOT);
  });
});
