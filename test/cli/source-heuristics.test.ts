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
  it('warns about test sniffing and a special-cased test input', async () => {
    const plan = await planOf(null);
    expect(plan.anomalies.map((a) => [a.kind, a.severity, a.path, a.line])).toEqual([
      ['source-test-sniffing', 'warning', 'src/limiter.js', 2],
      ['source-special-case', 'warning', 'src/limiter.js', 3],
    ]);
    expect(plan.anomalies[0]?.detail).toContain('if (process.env.VITEST) return 100;');
  });

  it('reports them as critical when the base config says so, and not at all when off', async () => {
    const critical = await planOf('source-heuristics: critical\n');
    expect(critical.anomalies.map((a) => a.severity)).toEqual(['critical', 'critical']);
    const off = await planOf('source-heuristics: off\n');
    expect(off.anomalies).toEqual([]);
  });
});
