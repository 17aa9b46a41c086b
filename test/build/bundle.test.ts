// The bundles as scripts/build.mjs makes them (esbuild target node24, action.yml's runtime) run on
// the Node of this machine (the CLI's engines say >=20), and dist/licenses.txt carries the licence
// of every runtime dependency with the version the build bundled.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClassifier } from '../../src/core/changes/classify-path.js';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';
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
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  cleanupRepos();
});

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

// A path for most kinds of rule: harness, tests of several ecosystems, test data, prose beside it,
// compiled files, vendored code, known other files, source, and names the `**/name` split reads.
const CLASSIFIED_PATHS = [
  'conftest.py',
  'tests/conftest.py',
  'tests/test_app.py',
  'pkg/app_test.go',
  'pkg/latest.go',
  'src/app.test.ts',
  'src/__tests__/app.ts',
  'spec/models/user_spec.rb',
  'src/test/java/AppTest.java',
  'tests/fixtures/data.json',
  'tests/README.md',
  'tests/snapshots/app.snap',
  'vitest.config.ts',
  'jest.setup.js',
  '.github/workflows/ci.yml',
  'Makefile',
  'tox.ini',
  'lib/native.so',
  'vendor/lib/x.js',
  'node_modules/x/index.js',
  'docs/guide.md',
  'LICENSE',
  'src/app.py',
  'src/main.rs',
  'tests/integration.rs',
  'testutil/helpers.go',
];

describe('the built-in globs the bundle stores', () => {
  it('replace the build-time name, and classify every path as the source does', async () => {
    const cli = readFileSync(join(dist, 'cli.js'), 'utf8');
    const chunks = bundleFiles().map((file) => readFileSync(join(dist, file), 'utf8'));
    expect([cli, ...chunks].some((text) => text.includes('TESTLOCK_GLOB_SOURCES'))).toBe(false);

    const repo = createRepo({ 'README.md': 'base\n' });
    const base = repo.commit('base');
    repo.write(Object.fromEntries(CLASSIFIED_PATHS.map((path) => [path, 'x\n'])));
    repo.commit('head');
    const { stdout } = await run(process.execPath, [
      join(dist, 'cli.js'),
      'plan',
      '--repo',
      repo.dir,
      '--base',
      base,
      '--json',
      '-',
    ]);
    const changes = (
      JSON.parse(stdout) as { changes: { path: string; class: string; rule: string }[] }
    ).changes.map(({ path, class: fileClass, rule }) => ({ path, class: fileClass, rule }));
    const classify = createClassifier();
    const expected = CLASSIFIED_PATHS.map((path) => {
      const answer = classify(path);
      return { path, class: answer.class, rule: answer.rule };
    });
    expect(changes).toEqual(expect.arrayContaining(expected));
    expect(changes).toHaveLength(CLASSIFIED_PATHS.length);
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
