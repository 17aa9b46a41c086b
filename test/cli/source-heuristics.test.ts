// The source-side gaming heuristics through `plan`: what a PR adds to non-test code is read,
// with the base tests' assertion literals, and reported at the configured severity.
import { afterAll, describe, expect, it } from 'vitest';
import type { PlanJson } from '../../src/core/render/plan-json.js';
import { cli } from '../helpers/cli.js';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';

afterAll(cleanupRepos);

const LIMITER = 'export function admit(n) {\n  return Math.min(n, 100);\n}\n';
const TEST = `import { expect, it } from 'vitest';
import { admit } from '../src/limiter.js';

it('caps a burst', () => {
  expect(admit(1234567)).toBe(100);
});
`;

async function planOf(config: string | null): Promise<PlanJson> {
  const repo = createRepo({
    'package.json': '{"scripts":{"test":"vitest run"}}\n',
    'src/limiter.js': LIMITER,
    'test/limiter.test.js': TEST,
    ...(config === null ? {} : { '.github/testlock.yml': config }),
  });
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  repo.write({
    'src/limiter.js':
      'export function admit(n) {\n  if (process.env.VITEST) return 100;\n  if (n === 1234567) return 100;\n  return n;\n}\n',
  });
  repo.commit('pr');
  const run = await cli(['plan', '--base', 'main', '--json', '-'], repo.dir);
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as PlanJson;
}

describe('source heuristics in plan', () => {
  it('warns about a special-cased test input; reading VITEST is test-environment-read, critical', async () => {
    const plan = await planOf(null);
    expect(plan.anomalies.map((a) => [a.kind, a.severity, a.path, a.line])).toEqual([
      ['source-special-case', 'warning', 'src/limiter.js', 3],
      ['test-environment-read', 'critical', 'src/limiter.js', 2],
    ]);
    expect(plan.anomalies[1]?.detail).toContain('if (process.env.VITEST) return 100;');
  });

  it('reports them as critical when the base config says so, and not at all when off', async () => {
    const critical = await planOf('source-heuristics: critical\n');
    expect(critical.anomalies.map((a) => a.severity)).toEqual(['critical', 'critical']);
    // The setting weighs the heuristics; reading the test environment is a rule of its own.
    const off = await planOf('source-heuristics: off\n');
    expect(off.anomalies.map((a) => a.kind)).toEqual(['test-environment-read']);
  });
});

describe('always-equal through plan: a body-only change is judged at head', () => {
  const MONEY = `export class Money {
  constructor(readonly cents: number) {}

  equals(other: Money): boolean {
    if (other === undefined) return false;
    return this.cents === other.cents;
  }
}
`;

  async function planOfMoney(after: string): Promise<PlanJson> {
    const repo = createRepo({
      'package.json': '{"scripts":{"test":"vitest run"}}\n',
      'src/money.ts': MONEY,
      'test/money.test.ts': "import { it } from 'vitest';\nit('x', () => {});\n",
    });
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'pr');
    repo.write({ 'src/money.ts': after });
    repo.commit('pr');
    const run = await cli(['plan', '--base', 'main', '--json', '-'], repo.dir);
    expect(run.code).toBe(0);
    return JSON.parse(run.stdout) as PlanJson;
  }

  it('gaming: equals keeps its guard and now returns true', async () => {
    const plan = await planOfMoney(
      MONEY.replace('return this.cents === other.cents;', 'return true;'),
    );
    expect(plan.anomalies.map((a) => [a.kind, a.path, a.line, a.detail])).toEqual([
      ['source-always-equal', 'src/money.ts', 6, 'equals returns a constant: return true;'],
    ]);
  });

  it('honest: equals becomes an identity check', async () => {
    const plan = await planOfMoney(
      MONEY.replace('return this.cents === other.cents;', 'return this === other;'),
    );
    expect(plan.anomalies).toEqual([]);
  });
});
