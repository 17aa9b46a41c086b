// The config testlock gives vitest, imported as vitest's main process imports it (a node process of
// its own): the witness appended to the project's set-up files, and what the channel is told
// first where the witness cannot reach the workers (projects) or cannot hear every test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { vitestWitnessConfig } from '../../../../src/core/runners/vitest/witness-source.js';

const root = mkdtempSync(join(tmpdir(), 'testlock-vitest-config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
/** The resolved config and the channel's records, for a project config and vitest's arguments. */
function load(project: string, args: string[] = []): { config: unknown; records: string[] } {
  n += 1;
  const dir = mkdtempSync(join(root, `run-${n}-`));
  const projectFile = join(dir, 'vitest.config.mjs');
  writeFileSync(projectFile, project);
  const wrapper = join(dir, 'testlock-vitest.config.mjs');
  writeFileSync(wrapper, vitestWitnessConfig(projectFile, '/w/witness.mjs'));
  const script = `const { default: d } = await import(${JSON.stringify(pathToFileURL(wrapper).href)});
console.log(JSON.stringify(typeof d === 'function' ? await d({ mode: 'test' }) : d));`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script, '--', ...args], {
    encoding: 'utf8',
  });
  expect(child.stderr).toBe('');
  const channel = join(dir, 'channel.jsonl');
  const records = existsSync(channel)
    ? readFileSync(channel, 'utf8')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => (JSON.parse(line) as { e: string }).e)
    : [];
  return { config: JSON.parse(child.stdout) as unknown, records };
}

// What the wrapping config adds to the workers' options where each test file runs in a process.
const PRELOAD = ['--require', '/w/testlock-witness-vitest.cjs'];

describe("vitest's wrapping config", () => {
  it("the witness after the project's own set-up files; a factory stays a factory", () => {
    const plain = load("export default { test: { setupFiles: './setup.js', retry: 1 } };");
    expect(plain.config).toEqual({
      test: { setupFiles: ['./setup.js', '/w/witness.mjs'], retry: 1, execArgv: PRELOAD },
    });
    expect(plain.records).toEqual([]);
    const factory = load('export default async () => ({ test: { setupFiles: [] } });');
    expect(factory.config).toEqual({ test: { setupFiles: ['/w/witness.mjs'], execArgv: PRELOAD } });
  });

  it("in vitest's process pool node loads the witness as each worker starts, after the project's own options", () => {
    const own = load("export default { test: { execArgv: ['--no-warnings'] } };");
    expect(own.config).toMatchObject({ test: { execArgv: ['--no-warnings', ...PRELOAD] } });
    expect(
      load("export default { test: { pool: 'forks' } };", ['--pool=forks']).config,
    ).toMatchObject({
      test: { execArgv: PRELOAD },
    });
  });

  it.each([
    ['worker threads in the config', "{ pool: 'threads' }", []],
    ['worker threads on the command line', '{}', ['--pool=threads']],
    ['a pool named in a separate word', '{}', ['--pool', 'forks']],
    ['processes with a context a file', "{ pool: 'vmForks' }", []],
  ])(
    '%s: no preload (threads take no --require), the set-up file loads the witness',
    (_what, test, args) => {
      const loaded = load(`export default { test: ${test} };`, args);
      expect(JSON.stringify(loaded.config)).not.toContain('execArgv');
      expect(JSON.stringify(loaded.config)).toContain('/w/witness.mjs');
    },
  );

  it('projects of its own: left as they are, and the channel says so first (off)', () => {
    const projects = load("export default { test: { projects: ['packages/*'] } };");
    expect(projects.config).toEqual({ test: { projects: ['packages/*'] } });
    expect(projects.records).toEqual(['off']);
  });

  it.each([
    ["a runner of the project's own", "{ runner: './my-runner.js' }", []],
    ['type tests', '{ typecheck: { enabled: true } }', []],
    ['a browser', '{ browser: { enabled: true, provider: "playwright" } }', []],
    ['type tests asked for on the command line', '{}', ['--typecheck']],
    ['a browser asked for on the command line', '{}', ['--browser.enabled=true']],
  ])('%s: tests the witness does not hear, so the channel says uncounted', (_what, test, args) => {
    const loaded = load(`export default { test: ${test} };`, args);
    expect(loaded.records).toEqual(['uncounted']);
    expect(JSON.stringify(loaded.config)).toContain('/w/witness.mjs');
  });

  it('type tests off, an option that only looks alike: counted', () => {
    expect(load('export default { test: { typecheck: { enabled: false } } };').records).toEqual([]);
    expect(load('export default { test: {} };', ['--typecheck-later']).records).toEqual([]);
  });
});
