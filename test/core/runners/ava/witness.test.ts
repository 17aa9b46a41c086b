// ava's witness: when it is loaded (testlock's config wrapping the one ava would read, known for
// sure) and when it is left out; and what the wrapping config gives ava, imported for real.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Check } from '../../../../src/core/model/check.js';
import { instrument } from '../../../../src/core/run/instrument.js';
import type { InstrumentContext } from '../../../../src/core/run/instrumented.js';
import { type AvaConfigFile, avaConfigFile } from '../../../../src/core/runners/ava/ava-config.js';
import { avaWitnessConfig } from '../../../../src/core/runners/ava/witness-source.js';
import { aTestCheck } from '../../../builders/check.js';

const check = (command: string, args: string[]): Check =>
  aTestCheck(command, args, { source: 'test' });

const witnessed = (
  ava: AvaConfigFile | undefined,
  packageScripts: Record<string, string> = {},
): InstrumentContext => ({
  outDir: '/tmp/out',
  has: { pytestCov: false, vitestCoverage: false },
  packageScripts,
  checkDir: '/repo/web',
  witnessDir: '/tmp/w',
  ...(ava === undefined ? {} : { ava }),
});
const CONFIG = '--config=/tmp/w/testlock-ava.config.mjs';
const own: AvaConfigFile = { config: 'ava.config.js', packageField: null };

describe('the runner witness: ava', () => {
  it("a config of testlock's own that imports the project's and appends the witness", () => {
    const prepared = instrument(check('npx', ['ava', '--verbose']), witnessed(own));
    expect(prepared.check.args.at(-1)).toBe(CONFIG);
    const files = prepared.witness?.files ?? [];
    expect(files.map((f) => f.name)).toEqual([
      'testlock-witness-ava.cjs',
      'testlock-ava.config.mjs',
    ]);
    expect(prepared.witness?.channel).toBe('/tmp/w/channel.jsonl');
    const wrapper = files[1]?.content ?? '';
    expect(wrapper).toContain('import config from "/repo/web/ava.config.js";');
    expect(wrapper).toContain('const witness = "/tmp/w/testlock-witness-ava.cjs";');
  });

  it("package.json's field is carried (ava reads none beside --config); through a script: after --", () => {
    const field = { config: null, packageField: '{"require":["./setup.js"]}' };
    const scripted = instrument(check('npm', ['test']), witnessed(field, { test: 'ava --serial' }));
    expect(scripted.check.args).toEqual(['test', '--', CONFIG]);
    const wrapper = scripted.witness?.files[1]?.content ?? '';
    expect(wrapper).not.toContain('import config');
    expect(wrapper).toContain('const own = ({"require":["./setup.js"]});');
  });

  it.each([
    ['a config named on the command line', check('npx', ['ava', '--config', 'x.js']), own, {}],
    ['a config named in the script', check('npm', ['test']), own, { test: 'ava --config=x.js' }],
    ['a script with shell syntax', check('npm', ['test']), own, { test: 'ava && tsd' }],
    ['a config ava would refuse', check('npx', ['ava']), { unsure: 'two' }, {}],
    ['a folder whose config was not read', check('npx', ['ava']), undefined, {}],
    ['TAP output (read as tap)', check('npx', ['ava', '--tap']), own, {}],
  ] as const)('none for %s', (_what, one, ava, scripts) => {
    const prepared = instrument(one, witnessed(ava, { ...scripts }));
    expect(prepared.witness).toBeUndefined();
    expect(prepared.check.args.some((a) => a.includes('testlock-ava.config'))).toBe(false);
  });

  it('no witness folder (a listing, a base run): none', () => {
    const { witnessDir: _w, ...context } = witnessed(own);
    expect(instrument(check('npx', ['ava']), context).witness).toBeUndefined();
  });
});

describe('avaConfigFile: the config ava reads, known for sure', () => {
  const pkg = (extra: object = {}) => ({
    name: 'package.json',
    text: JSON.stringify({ name: 'p', ...extra }),
  });
  const file = (name: string) => ({ name, text: 'export default {};' });
  it.each([
    [
      'a config file',
      [pkg(), file('ava.config.mjs')],
      false,
      { config: 'ava.config.mjs', packageField: null },
    ],
    [
      'an empty package field beside a config file',
      [pkg({ ava: {} }), file('ava.config.js')],
      false,
      { config: 'ava.config.js', packageField: null },
    ],
    [
      'the package field',
      [pkg({ ava: { files: ['t/**'] } })],
      false,
      { config: null, packageField: '{"files":["t/**"]}' },
    ],
    ['nothing: ava on its defaults', [pkg()], false, { config: null, packageField: null }],
    [
      'a config file here, another above (ava stops at the first)',
      [pkg(), file('ava.config.cjs')],
      true,
      { config: 'ava.config.cjs', packageField: null },
    ],
  ])('%s', (_what, present, above, expected) => {
    expect(avaConfigFile(present, above)).toEqual(expected);
  });
  it.each([
    ['no package.json (ava works from another folder)', [file('ava.config.js')], false],
    ['two config files', [pkg(), file('ava.config.js'), file('ava.config.mjs')], false],
    [
      'a config file and the package field',
      [pkg({ ava: { verbose: true } }), file('ava.config.js')],
      false,
    ],
    ['only a folder above holds a config', [pkg()], true],
    ['an unreadable package.json', [{ name: 'package.json', text: '{' }], false],
    ['a package field that is not an object', [pkg({ ava: 'x' })], false],
  ])('unsure: %s', (_what, present, above) => {
    expect('unsure' in avaConfigFile(present, above)).toBe(true);
  });
});

describe('the wrapping config, imported as ava imports it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-ava-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  // In a node process of its own, as ava's main process imports it: the wrapper's exit check runs
  // there, beside its channel, and a factory is called there with what ava would give it.
  const load = async (project: string | null, field: string | null): Promise<unknown> => {
    n += 1;
    const projectFile = join(dir, `project-${n}.mjs`);
    if (project !== null) writeFileSync(projectFile, project);
    const wrapper = join(dir, `wrapper-${n}.mjs`);
    writeFileSync(
      wrapper,
      avaWitnessConfig(project === null ? null : projectFile, field, '/w/x.cjs'),
    );
    const script = `const { default: d } = await import(${JSON.stringify(pathToFileURL(wrapper).href)});
console.log(JSON.stringify(typeof d === 'function' ? { factory: await d({ projectDir: '/p' }) } : d));`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    return JSON.parse(child.stdout) as unknown;
  };

  it("the project's require entries first (a string, an entry with arguments), the witness last", async () => {
    const config = await load(
      "export default { files: ['t/**'], require: ['./a.js', ['b', 1]] };",
      null,
    );
    expect(config).toEqual({ files: ['t/**'], require: ['./a.js', ['b', 1], '/w/x.cjs'] });
    expect(await load("export default { require: './a.js' };", null)).toEqual({
      require: ['./a.js', '/w/x.cjs'],
    });
  });

  it('a factory stays a factory, given what ava gives it', async () => {
    const made = await load(
      "export default async ({ projectDir }) => ({ require: [projectDir + '/s.js'] });",
      null,
    );
    expect(made).toEqual({ factory: { require: ['/p/s.js', '/w/x.cjs'] } });
  });

  it('the package field, or nothing at all', async () => {
    expect(await load(null, '{"verbose":true}')).toEqual({ verbose: true, require: ['/w/x.cjs'] });
    expect(await load(null, null)).toEqual({ require: ['/w/x.cjs'] });
  });

  it('what ava would refuse is handed on as it is', async () => {
    expect(await load('export default [1];', null)).toEqual([1]);
  });

  it("ava's main process says so when the channel is removed during the run, and fails when it cannot", () => {
    const folder = mkdtempSync(join(dir, 'run-'));
    const wrapper = join(folder, 'testlock-ava.config.mjs');
    writeFileSync(wrapper, avaWitnessConfig(null, null, '/w/x.cjs'));
    const run = (then: string) =>
      spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `await import(${JSON.stringify(pathToFileURL(wrapper).href)}); ${then}`,
        ],
        { encoding: 'utf8' },
      );
    const channel = join(folder, 'channel.jsonl');
    expect(run(`(await import('node:fs')).rmSync(${JSON.stringify(channel)});`).status).toBe(0);
    expect(readFileSync(channel, 'utf8')).toContain('"e":"tampered"');
    const gone = run(
      `(await import('node:fs')).rmSync(${JSON.stringify(folder)}, { recursive: true });`,
    );
    expect(gone.status).toBe(1);
  });
});
