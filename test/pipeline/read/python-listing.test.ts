// The distribution listing run on a real interpreter: what it prints must be what
// importlib.metadata's public API lists (the oracle, asked in the same environment), for the
// machine's own site and for each form a distribution takes on sys.path.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listDistributions } from '../../../src/pipeline/read/python-listing.js';

const ORACLE = [
  'import importlib.metadata as m',
  "names = {'%s==%s' % (d.metadata['Name'], d.version) for d in m.distributions()}",
  "print('\\n'.join(sorted(names)))",
].join('\n');

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-listing-'));
  made.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function metadata(name: string, version: string): string {
  // A body line that looks like a header must not be read as one.
  return `Metadata-Version: 2.1\nName: ${name}\nVersion: ${version}\n\nName: not-this\n`;
}

async function listing(env: NodeJS.ProcessEnv, root = folder({})): Promise<string[]> {
  const site = { root, scratch: folder({}), secrets: [], env };
  const text = await listDistributions(['python3'], '', site);
  expect(text).not.toBeNull();
  const [first = '', ...lines] = (text ?? '').split('\n');
  expect(first).toMatch(/^cpython \d+\.\d+\.\d+/);
  return lines.filter((line) => line !== '');
}

// The distributions, without the `pytest11 <Name>` and `script <Name> <script>` lines after them.
async function listed(env: NodeJS.ProcessEnv, root = folder({})): Promise<string[]> {
  return (await listing(env, root)).filter((line) => !/^(?:pytest11|script) /.test(line));
}

const PLUGIN_ORACLE = [
  'import importlib.metadata as m',
  "names = {d.metadata['Name'] for d in m.distributions() if any(e.group == 'pytest11' for e in d.entry_points)}",
  "print('\\n'.join(sorted(names)))",
].join('\n');

function oracle(env: NodeJS.ProcessEnv): string[] {
  const cwd = folder({});
  return execFileSync('python3', ['-c', ORACLE], { cwd, env, encoding: 'utf8' })
    .split('\n')
    .filter((line) => line !== '');
}

describe('listDistributions', () => {
  it("lists the machine's site as importlib.metadata does", async () => {
    const env = { ...process.env };
    const names = await listed(env);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual(oracle(env));
  });

  it("imports nothing from the folder it runs in (the PR's checkout)", async () => {
    const marker = join(folder({}), 'ran');
    const plant = `open(${JSON.stringify(marker)}, 'a').write('ran')\n`;
    // Modules importlib.metadata imports: a listing through it would run these.
    const checkout = folder({ 'csv.py': plant, 'email/__init__.py': plant, 'zipfile.py': plant });
    const env = { ...process.env };
    expect(await listed(env, checkout)).toEqual(oracle(env));
    // A zip on sys.path takes importlib.metadata: the checkout is still not imported from.
    const dir = folder({ 'eta-1.1.dist-info/METADATA': metadata('eta', '1.1') });
    const zip = join(folder({}), 'bundle.zip');
    const pack = `import shutil; shutil.make_archive(${JSON.stringify(zip.slice(0, -4))}, 'zip', ${JSON.stringify(dir)})`;
    execFileSync('python3', ['-c', pack]);
    const zipped = { ...process.env, PYTHONPATH: zip };
    expect(await listed(zipped, checkout)).toEqual(oracle(zipped));
    expect(existsSync(marker)).toBe(false);
  });

  it('names the distributions that declare a pytest plugin, as importlib.metadata does', async () => {
    const dir = folder({
      'plug-1.0.dist-info/METADATA': metadata('plug', '1.0'),
      'plug-1.0.dist-info/entry_points.txt': '[pytest11]\nplug = plug_hooks\n',
      'cli-2.0.dist-info/METADATA': metadata('cli', '2.0'),
      'cli-2.0.dist-info/entry_points.txt': '[console_scripts]\npytest11 = cli:main\n',
      'old.egg-info/PKG-INFO': metadata('old', '0.1'),
      'old.egg-info/entry_points.txt': '[pytest11]\nold = old_hooks\n',
    });
    const env = { ...process.env, PYTHONPATH: dir };
    const plugins = (await listing(env))
      .filter((line) => line.startsWith('pytest11 '))
      .map((line) => line.slice(9));
    expect(plugins).toContain('plug');
    expect(plugins).toContain('old');
    expect(plugins).not.toContain('cli');
    const cwd = folder({});
    const expected = execFileSync('python3', ['-c', PLUGIN_ORACLE], { cwd, env, encoding: 'utf8' })
      .split('\n')
      .filter((line) => line !== '');
    expect(plugins).toEqual(expected);
    // The commands the entry points install, by distribution.
    expect((await listing(env)).filter((line) => line.startsWith('script cli '))).toEqual([
      'script cli pytest11',
    ]);
  });

  it('reads every form a folder on sys.path holds', async () => {
    const egg = 'delta-3.0-py3.egg';
    const dir = folder({
      'alpha-1.0.dist-info/METADATA': metadata('Alpha', '1.0'),
      'beta.egg-info/PKG-INFO': metadata('beta', '2.0'),
      // distutils wrote a single file; an empty METADATA falls through to PKG-INFO.
      'gamma-1.5-py3.11.egg-info': metadata('gamma', '1.5'),
      'eps-0.1.dist-info/METADATA': '',
      'eps-0.1.dist-info/PKG-INFO': metadata('eps', '0.1'),
      'UPPER-4.0.DIST-INFO/METADATA': metadata('Upper', '4.0'),
      [`${egg}/EGG-INFO/PKG-INFO`]: metadata('delta', '3.0'),
      'not_a_dist/METADATA': metadata('nope', '9'),
    });
    const env = { ...process.env, PYTHONPATH: [dir, join(dir, egg)].join(':') };
    const names = await listed(env);
    for (const name of ['Alpha==1.0', 'beta==2.0', 'gamma==1.5', 'eps==0.1', 'Upper==4.0']) {
      expect(names).toContain(name);
    }
    expect(names).toContain('delta==3.0');
    expect(names.join('\n')).not.toMatch(/nope|not-this/);
    expect(names).toEqual(oracle(env));
  });

  it('sees a folder that sitecustomize puts on sys.path, as pytest would', async () => {
    const extra = folder({ 'zeta-5.0.dist-info/METADATA': metadata('zeta', '5.0') });
    const custom = folder({
      'sitecustomize.py': `import sys\nsys.path.append(${JSON.stringify(extra)})\n`,
    });
    const env = { ...process.env, PYTHONPATH: custom };
    const names = await listed(env);
    expect(names).toContain('zeta==5.0');
    expect(names).toEqual(oracle(env));
  });

  it('takes importlib.metadata for a zip on sys.path', async () => {
    const dir = folder({ 'eta-1.1.dist-info/METADATA': metadata('eta', '1.1') });
    const zip = join(folder({}), 'bundle.zip');
    const pack = `import shutil; shutil.make_archive(${JSON.stringify(zip.slice(0, -4))}, 'zip', ${JSON.stringify(dir)})`;
    execFileSync('python3', ['-c', pack]);
    const env = { ...process.env, PYTHONPATH: zip };
    const names = await listed(env);
    expect(names).toContain('eta==1.1');
    expect(names).toEqual(oracle(env));
  });

  it('takes importlib.metadata for a finder of its own that lists distributions', async () => {
    const custom = folder({
      'sitecustomize.py': [
        'import sys, importlib.metadata as m',
        'class Made(m.Distribution):',
        '    def read_text(self, filename):',
        "        return 'Name: theta\\nVersion: 7.0\\n' if filename == 'METADATA' else None",
        '    def locate_file(self, path):',
        '        return path',
        'class Finder:',
        '    def find_spec(self, *args): return None',
        '    def find_distributions(self, context=None): return iter([Made()])',
        'sys.meta_path.append(Finder())',
      ].join('\n'),
    });
    const env = { ...process.env, PYTHONPATH: custom };
    const names = await listed(env);
    expect(names).toContain('theta==7.0');
    expect(names).toEqual(oracle(env));
  });
});
