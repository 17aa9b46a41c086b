// Workflow-command injection through every field a pull request can put into the Action's log:
// test names, messages and output, failure details, paths, type and lint errors, the qualifier and
// the title built from them, anomaly paths and details, a merge part's name. Each payload in both
// command forms (`::name::` at the start of a line, the legacy `##[name]` anywhere in one), run
// through the Action in-process and its log read by the runner's own rules
// (test/helpers/runner-commands.ts): the commands issued are testlock's own, none is the PR's.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Anomaly } from '../../src/core/model/anomaly.js';
import type { Diagnostic, TestFailure } from '../../src/core/model/results.js';
import { type IssuedCommand, issuedCommands } from '../helpers/runner-commands.js';
import { pullRequestEvent, run, TOKEN, useFakeGitHub } from './harness.js';
import { fakeVerify, HEAD_SHA, outcomeFor, type Scenario } from './reports.js';

const github = useFakeGitHub();

/** Each payload issues a command when a runner reads it as a line of its own: see the control. */
const PAYLOADS = [
  '##[warning]PWNED legacy warning',
  '##[error file=src/a.py,line=1]PWNED legacy error',
  '##[set-output name=verified;]PWNED',
  '##[add-mask]PWNED',
  '##[stop-commands]PWNED',
  '##[Warning]PWNED mixed case',
  '::warning::PWNED v2 warning',
  '::error file=src/a.py,line=1::PWNED v2 error',
  '::set-output name=verified::PWNED',
  '::add-mask::PWNED',
  '::stop-commands::PWNED',
  '   ::notice::PWNED indented',
  'x\r::warning::PWNED after a carriage return',
  'x\n##[warning]PWNED after a line feed',
];

// testlock's own commands: the token's mask, its stop/resume markers, groups and annotations.
const OWN = new Set([
  'add-mask',
  'stop-commands',
  'resume',
  'group',
  'endgroup',
  'error',
  'warning',
  'notice',
]);

const ANNOTATIONS = new Set(['error', 'warning', 'notice']);

/** Commands a payload issued: any legacy form, any name testlock never uses, data it chose. */
function hostile(commands: readonly IssuedCommand[]): IssuedCommand[] {
  const stopTokens = new Set(commands.filter((c) => c.name === 'stop-commands').map((c) => c.data));
  return commands.filter((c) => {
    if (c.form !== '::' || !OWN.has(c.name)) return true;
    // An annotation of testlock's carries the PR's path and text as its data and properties;
    // one the PR issued starts its data with the payload's.
    if (c.data.startsWith('PWNED')) return true;
    if (ANNOTATIONS.has(c.name)) return false;
    if (c.properties.includes('PWNED')) return true;
    if (c.name === 'add-mask') return c.data !== TOKEN;
    if (c.name === 'stop-commands') return !/^testlock-[0-9a-f]{32}$/.test(c.data);
    if (c.name === 'group' || c.name === 'endgroup') return c.data.includes('PWNED');
    return c.name === 'resume' && stopTokens.size === 0;
  });
}

function scenarioWith(payload: string): Scenario {
  const failure: TestFailure = {
    name: `tests/test_${payload}.py::test_burst`,
    message: `AssertionError: ${payload}`,
    detail: `>       assert admitted <= 100\nE       ${payload}\n${payload}`,
    file: `tests/test_${payload}.py`,
    line: 3,
  };
  const diagnostic: Diagnostic = {
    tool: 'pyright',
    file: `src/${payload}.py`,
    line: 1,
    column: 1,
    message: payload,
    text: payload,
  };
  const anomaly: Anomaly = {
    kind: 'test-modified',
    severity: 'critical',
    path: `tests/${payload}.py`,
    line: 2,
    detail: `assertion changed: ${payload} -> assert True`,
  };
  return {
    failures: [failure],
    diagnostics: [diagnostic],
    anomalies: [anomaly],
    testOutput: `${payload}\n${payload}`,
  };
}

describe('the control: the runner rules find every payload when nothing stops it', () => {
  for (const payload of PAYLOADS) {
    it(JSON.stringify(payload), () => {
      expect(hostile(issuedCommands(payload)).length).toBeGreaterThan(0);
      // As the old last line printed it: `testlock: FAIL (failure): <title holding the payload>`.
      const legacy = payload.includes('##[') || payload.includes('\n') || payload.includes('\r');
      const found = hostile(issuedCommands(`testlock: FAIL (failure): x ${payload}`)).length > 0;
      expect(found).toBe(legacy);
    });
  }
});

describe('no PR-derived field issues a workflow command', () => {
  for (const payload of PAYLOADS) {
    describe(JSON.stringify(payload), () => {
      it('mode run, with a check run', async () => {
        const r = github.runner({ event: pullRequestEvent(), inputs: { comment: 'always' } });
        const result = await run(r, fakeVerify(scenarioWith(payload)).verify);
        expect(result.code).toBe(1);
        // The PR's text is in the log (it is not hidden), and it commands nothing.
        expect(result.stdout).toContain('PWNED');
        expect(hostile(issuedCommands(result.stdout))).toEqual([]);
      });

      it('mode run on a fork: annotations go to the log', async () => {
        const r = github.runner({ event: pullRequestEvent() });
        github.server.script({ method: 'POST', path: /check-runs$/, status: 403 });
        const result = await run(r, fakeVerify(scenarioWith(payload)).verify);
        expect(result.stdout).toMatch(/^::error title=/m);
        expect(hostile(issuedCommands(result.stdout))).toEqual([]);
      });

      it('mode report: an uploaded report holding it', async () => {
        github.server.pulls.push({ number: 7, headSha: HEAD_SHA });
        github.server.labels.set(7, []);
        const r = github.runner({
          eventName: 'workflow_run',
          event: { action: 'completed', workflow_run: { head_sha: HEAD_SHA, pull_requests: [] } },
          inputs: { mode: 'report', 'report-path': 'artifact' },
        });
        github.server.script({ method: 'POST', path: /check-runs$/, status: 403 });
        mkdirSync(join(r.dir, 'artifact'));
        const report = outcomeFor(scenarioWith(payload)).report;
        writeFileSync(join(r.dir, 'artifact', 'testlock-report.json'), JSON.stringify(report));
        const result = await run(r, async () => {
          throw new Error('mode report must not run verify');
        });
        expect(result.code).toBe(1);
        expect(hostile(issuedCommands(result.stdout))).toEqual([]);
      });
    });
  }

  it('mode merge: a part named by the PR (an artifact folder) is rejected without a command', async () => {
    const names = ['##[warning]PWNED part', '::warning::PWNED part'];
    const r = github.runner({
      event: pullRequestEvent(),
      inputs: { mode: 'merge', 'report-path': 'reports' },
    });
    for (const name of names) {
      mkdirSync(join(r.dir, 'reports', name), { recursive: true });
      writeFileSync(join(r.dir, 'reports', name, 'testlock-report.json'), '{"forged":');
    }
    const result = await run(r, async () => {
      throw new Error('mode merge must not run verify');
    });
    expect(result.stdout).toContain('PWNED part');
    expect(hostile(issuedCommands(result.stdout))).toEqual([]);
  });
});
