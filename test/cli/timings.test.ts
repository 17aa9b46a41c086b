// `verify --timings` and `plan --timings` on a real temporary repository: every stage of the
// pipeline is on stderr, in order, the laps add up to the total, and stdout stays the report.
import { afterAll, describe, expect, it } from 'vitest';
import { parseCliArgs } from '../../src/cli/parse-args.js';
import { cli } from '../helpers/cli.js';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';

afterAll(() => cleanupRepos());

function smallPr() {
  const repo = createRepo({
    'src/add.js': 'export const add = (a, b) => a + b;\n',
    'test/add.test.js':
      "import { add } from '../src/add.js';\nif (add(1, 2) !== 3) process.exit(1);\n",
    'package.json': '{ "type": "module" }\n',
  });
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  repo.write({ 'src/add.js': 'export const add = (a, b) => b + a;\n' });
  repo.commit('pr');
  return repo;
}

/** The rows of the timings table: name and milliseconds, in order. */
function rows(stderr: string): Array<{ name: string; ms: number }> {
  const table = stderr.slice(stderr.indexOf('testlock: timings'));
  return [...table.matchAll(/^ {2}((?: {2})?\S.*?) +(\d+) ms/gm)].map((m) => ({
    name: m[1] as string,
    ms: Number(m[2]),
  }));
}

describe('--timings', () => {
  it('verify prints every stage in order, the check under checks, and the own time', async () => {
    const repo = smallPr();
    const run = await cli(
      ['verify', '--base', 'main', '--timings', '--json', '-', '--test-command', 'node --test'],
      repo.dir,
    );
    expect(run.code).toBe(0);
    // stdout is still the report alone.
    expect(JSON.parse(run.stdout).verdict).toBe('PASS');
    const names = rows(run.stderr).map((r) => r.name);
    expect(names).toEqual([
      'start-up',
      'preflight',
      'resolve refs',
      'parsers',
      'config',
      'discovery',
      'diff',
      'classify',
      'locked plan',
      'inventory start',
      'locked worktree',
      'checks',
      '  test: tests',
      '  around the checks',
      'remove worktree',
      'inventory',
      'has tests',
      'verdict',
      'render',
      'total',
      "testlock's own time",
    ]);
    const table = rows(run.stderr);
    const get = (name: string): number => table.find((r) => r.name === name)?.ms ?? Number.NaN;
    const stages = table.filter((r) => !r.name.startsWith('  ') && r.name !== 'total');
    const laps = stages.filter((r) => r.name !== "testlock's own time");
    // Rounded laps add up to the total within a millisecond each.
    const sum = laps.reduce((s, r) => s + r.ms, 0);
    expect(Math.abs(sum - get('total'))).toBeLessThanOrEqual(laps.length);
    // The check's own run is not testlock's; the time around it in the checks stage is.
    expect(
      Math.abs(get('  test: tests') + get('  around the checks') - get('checks')),
    ).toBeLessThanOrEqual(2);
    const own = get('total') - get('  test: tests') - get('inventory start') - get('inventory');
    expect(Math.abs(own - get("testlock's own time"))).toBeLessThanOrEqual(3);
    expect(get('  test: tests')).toBeLessThanOrEqual(get('checks') + 1);
    expect(run.stderr).toContain('budget 250 ms');
  });

  it('verify without --timings prints no table', async () => {
    const repo = smallPr();
    const run = await cli(['verify', '--base', 'main', '--test-command', 'node --test'], repo.dir);
    expect(run.code).toBe(0);
    expect(run.stderr).not.toContain('testlock: timings');
  });

  it('plan prints the planning stages and the render', async () => {
    const repo = smallPr();
    const run = await cli(['plan', '--base', 'main', '--timings'], repo.dir);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('testlock: timings');
    expect(rows(run.stderr).map((r) => r.name)).toEqual([
      'start-up',
      'resolve refs',
      'parsers',
      'config',
      'discovery',
      'diff',
      'classify',
      'locked plan',
      'render',
      'total',
      "testlock's own time",
    ]);
  });

  it.each([
    { argv: ['verify', '--base', 'main', '--timings'], timings: true },
    { argv: ['plan', '--base', 'main', '--timings'], timings: true },
    { argv: ['verify', '--base', 'main'], timings: false },
  ])('parses $argv', ({ argv, timings }) => {
    expect(parseCliArgs(argv, '/cwd')).toMatchObject({ timings });
  });

  it('inventory refuses --timings', () => {
    expect(() =>
      parseCliArgs(['inventory', '--base', 'main', '--out', 'x.json', '--timings'], '/cwd'),
    ).toThrow('--timings applies to verify and plan');
  });
});
