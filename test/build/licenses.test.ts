// scripts/licenses.mjs on hand-made node_modules folders: which inputs of a build are packages,
// how their licence field reads, which files are their notices, and one entry per name@version.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundledPackages, renderLicenses } from '../../scripts/licenses.mjs';

const root = mkdtempSync(join(tmpdir(), 'testlock-licenses-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Writes a package under `<root>/<dir>` with its package.json and the given files. */
function pkg(dir: string, manifest: Record<string, unknown>, files: Record<string, string> = {}) {
  const at = join(root, dir);
  mkdirSync(at, { recursive: true });
  writeFileSync(join(at, 'package.json'), JSON.stringify(manifest));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(at, name), text);
  return at;
}

function metafile(...inputs: string[]) {
  return { inputs: Object.fromEntries(inputs.map((input) => [input, {}])) };
}

const plain = pkg(
  'node_modules/plain',
  { name: 'plain', version: '1.0.0', license: 'MIT' },
  { LICENSE: 'MIT text of plain\n', 'README.md': 'not a notice' },
);
const scoped = pkg(
  'node_modules/@scope/tool',
  { name: '@scope/tool', version: '2.1.0', license: { type: 'ISC' } },
  { 'LICENSE.md': 'ISC text', NOTICE: 'notice text' },
);
const old = pkg('node_modules/old', {
  name: 'old',
  version: '0.1.0',
  licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }],
});
const bare = pkg('node_modules/bare', { name: 'bare', version: '3.0.0' }, { COPYING: 'GPL?' });
const nested = pkg(
  'node_modules/plain/node_modules/plain',
  { name: 'plain', version: '1.0.0', license: 'MIT' },
  { LICENSE: 'MIT text of plain\n' },
);
const older = pkg(
  'node_modules/old/node_modules/plain',
  { name: 'plain', version: '0.9.0', license: 'MIT' },
  { 'license.txt': 'older MIT text' },
);

describe('bundledPackages', () => {
  it('finds scoped and unscoped packages from their files and ignores the project own files', () => {
    const found = bundledPackages(
      metafile(join(plain, 'index.js'), join(scoped, 'dist/a/b.js'), join(root, 'src/cli.ts')),
    );
    expect(found.map((p) => p.id)).toEqual(['@scope/tool@2.1.0', 'plain@1.0.0']);
  });

  it.each([
    ['a string', plain, 'MIT'],
    ['an object with a type', scoped, 'ISC'],
    ['the old licenses list', old, 'MIT OR Apache-2.0'],
    ['nothing', bare, 'UNKNOWN (no license field in package.json)'],
  ])('reads a license field that is %s', (_name, dir, license) => {
    const [found] = bundledPackages(metafile(join(dir, 'index.js')));
    expect(found?.license).toBe(license);
  });

  it('takes LICENSE, NOTICE and COPYING files, sorted, and not the README', () => {
    expect(bundledPackages(metafile(join(scoped, 'x.js')))[0]?.notices).toEqual([
      { name: 'LICENSE.md', text: 'ISC text' },
      { name: 'NOTICE', text: 'notice text' },
    ]);
    expect(bundledPackages(metafile(join(plain, 'x.js')))[0]?.notices).toEqual([
      { name: 'LICENSE', text: 'MIT text of plain' },
    ]);
    expect(bundledPackages(metafile(join(bare, 'x.js')))[0]?.notices.map((n) => n.name)).toEqual([
      'COPYING',
    ]);
  });

  it('keeps one entry per name@version, and both versions of a package bundled twice', () => {
    const found = bundledPackages(
      metafile(join(nested, 'a.js'), join(plain, 'b.js'), join(older, 'c.js')),
    );
    expect(found.map((p) => p.id)).toEqual(['plain@0.9.0', 'plain@1.0.0']);
  });
});

describe('renderLicenses', () => {
  it('writes the same text whatever order the build listed its inputs in', () => {
    const inputs = [join(plain, 'a.js'), join(scoped, 'b.js'), join(old, 'c.js')];
    const forward = renderLicenses(bundledPackages(metafile(...inputs)));
    const backward = renderLicenses(bundledPackages(metafile(...inputs.reverse())));
    expect(backward).toBe(forward);
    expect(forward.indexOf('=== @scope/tool@2.1.0')).toBeLessThan(forward.indexOf('=== old@0.1.0'));
  });

  it('gives each package its licence and notices, and says when it ships none', () => {
    const text = renderLicenses(bundledPackages(metafile(join(plain, 'a.js'), join(old, 'b.js'))));
    expect(text).toContain('=== plain@1.0.0\nLicense: MIT\n\n--- LICENSE\n\nMIT text of plain\n');
    expect(text).toContain(
      '=== old@0.1.0\nLicense: MIT OR Apache-2.0\n\n(the package ships no licence file)\n',
    );
    expect(text.endsWith('\n')).toBe(true);
  });
});
