// Issue 3 acceptance: `plan` on this repository itself discovers its own tests, type check and
// lint, each with a source that names where it was declared in the base commit.
import { execFileSync } from 'node:child_process';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from '../../src/cli/run-cli.js';
import type { Check } from '../../src/core/model/check.js';
import type { PlanJson } from '../../src/core/render/plan-json.js';
import { hostEnv } from '../helpers/host-env.js';

const ROOT = execFileSync('git', ['rev-parse', '--show-toplevel'], {
  cwd: import.meta.dirname,
  encoding: 'utf8',
}).trim();

const git = (...args: string[]): string =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });

function sink(): { stream: Writable; text: () => string } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

/** `plan --repo ROOT --base HEAD --head HEAD --json -`, run from another folder. */
async function selfPlan(): Promise<PlanJson> {
  const out = sink();
  const err = sink();
  const code = await runCli(
    ['plan', '--repo', ROOT, '--base', 'HEAD', '--head', 'HEAD', '--json', '-'],
    { cwd: '/', stdout: out.stream, stderr: err.stream, env: hostEnv() },
  );
  expect(err.text()).toBe('');
  expect(code).toBe(0);
  return JSON.parse(out.text()) as PlanJson;
}

const WORKFLOW = '.github/workflows/ci.yml';

function committed(path: string): string | null {
  try {
    return git('show', `HEAD:${path}`);
  } catch {
    return null;
  }
}

interface Step {
  run?: string;
}
type Workflow = { jobs: Record<string, { steps?: Step[] }> };

/** The `run:` text of the step a `<workflow> jobs.<job>.steps[<n>]` source points at. */
function stepRun(workflow: Workflow, source: string): string | undefined {
  const match = /^\.github\/workflows\/ci\.yml jobs\.([\w-]+)\.steps\[(\d+)\]$/.exec(source);
  if (match === null) return undefined;
  return workflow.jobs[match[1] as string]?.steps?.[Number(match[2])]?.run;
}

describe('testlock plan on this repository', () => {
  it('finds its own test, type check and lint where the base commit declares them', async () => {
    const plan = await selfPlan();
    const head = git('rev-parse', 'HEAD').trim();
    expect([plan.base_sha, plan.head_sha]).toEqual([head, head]);
    expect(plan.changes).toEqual([]);
    expect(plan.anomalies).toEqual([]);
    expect(plan.locked).toEqual({
      restored: [],
      removed: [],
      merged: [],
      spliced: [],
      unspliced: [],
    });
    expect(plan.checks.map((c) => [c.kind, c.skipped])).toEqual([
      ['test', null],
      ['typecheck', null],
      ['lint', null],
    ]);
    const byKind = (kind: Check['kind']): Check =>
      plan.checks.find((c) => c.kind === kind) as Check;
    const [test, typecheck, lint] = [byKind('test'), byKind('typecheck'), byKind('lint')];

    const workflowText = committed(WORKFLOW);
    if (workflowText !== null) {
      // CI config wins: each source names a step of the workflow, and that step's `run:` is the
      // script, run as the project wrote it, with the project's own tool.
      expect(test.script).toMatch(/^(npm test|npx vitest run|npm run test(:unit)?)$/);
      expect(typecheck.script).toMatch(/^(npm run typecheck|npx tsc --noEmit|tsc --noEmit)$/);
      expect(lint.script).toMatch(/^(npm run lint|npx biome check( \.)?|biome check \.)$/);
      const workflow = parse(workflowText) as Workflow;
      for (const check of [test, typecheck, lint]) {
        expect([check.kind, stepRun(workflow, check.source)]).toEqual([check.kind, check.script]);
        expect([check.kind, [check.command, ...check.args].join(' '), check.cwd]).toEqual([
          check.kind,
          check.script,
          '',
        ]);
      }
    } else {
      // No workflow: the package scripts, run through npm, the script being the package's.
      const { scripts } = JSON.parse(committed('package.json') as string) as {
        scripts: Record<string, string>;
      };
      expect([test.source, test.command, test.args, test.script]).toEqual([
        'package.json scripts.test',
        'npm',
        ['test'],
        scripts.test,
      ]);
      for (const check of [typecheck, lint]) {
        const name = /^package\.json scripts\.(.+)$/.exec(check.source)?.[1] as string;
        expect([check.kind, check.command, check.args, check.script]).toEqual([
          check.kind,
          'npm',
          ['run', name],
          scripts[name],
        ]);
      }
      expect(typecheck.script).toMatch(/\btsc\b/);
      expect(lint.script).toMatch(/\bbiome\b|\beslint\b/);
    }
  });
});
