// What happened and what each reader can do next, from the verdict, the reading (what the test
// changes do to the gate, who allowed them) and how this surface lets a maintainer allow them.
// One list of steps; the markdown summary and the CLI's verdict text format it their own way.

import type { Report } from '../model/report.js';
import { RUNNER_PROFILES } from '../runners/registry.js';
import { evidenceFacts } from './evidence-facts.js';
import type { Reading } from './reading.js';

export interface StepsInput {
  report: Report;
  reading: Reading;
  /** The policy's allow label; null when none applies. */
  allowLabel: string | null;
  /** The App's button and `/testlock allow` comment can allow test changes here. */
  appApprovals?: boolean;
  /** Where docs/verdict.md is, when known: the PARTIAL steps point at its list of runners. */
  verdictDocs?: string | null;
}

export interface Step {
  /** `What testlock did`, `Author`, `Maintainer`, `Why nothing was verified`, `Next step`. */
  who: string;
  text: string;
}

/** How a literal (a label, a command, a file) is shown: a code span, a quoted word. */
export type Code = (literal: string) => string;

/** How a link is shown: markdown's `[text](url)`; the CLI prints no links. */
export type Link = (text: string, url: string) => string;

const DID =
  'ran the tests as they were at the base commit against this pull request’s code (test files the PR changed were restored, tests it added were left out).';
const TRIED =
  'set out to run the tests as they were at the base commit against this pull request’s code, and could not verify it.';

/** The runners whose results testlock reads (docs/verdict.md#the-runners-testlock-reads). */
export function readRunners(code: Code): string {
  const names = RUNNER_PROFILES.map((p) => p.label ?? p.name);
  const listed = `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `JUnit XML from any runner, Go's ${code('-json')} events, and the console output of ${listed}`;
}

/** The three places a test command can be named, each in its surface's words. */
function nameCommand(code: Code): string {
  return `the ${code('test-command')} input of the Action, ${code('checks.test')} in ${code('.github/testlock.yml')} (read from the base commit), or ${code('--test-command')} on the command line`;
}

function notRunNames(report: Report): string {
  const names = report.checks
    .filter(
      (check) =>
        check.kind === 'test' &&
        (check.skipped === 'tool-not-installed' || check.skipped === 'unresolvable'),
    )
    .map((check) => check.name);
  return names.length === 0 ? 'the test check' : names.join(', ');
}

function unverifiedSteps(input: StepsInput, code: Code, link: Link | null): Step[] {
  const { report } = input;
  const docs =
    input.verdictDocs && link !== null
      ? ` (${link('the list', `${input.verdictDocs}#the-runners-testlock-reads`)})`
      : '';
  const steps: Step[] = [];
  if (report.unverified_reason === 'no-tests') {
    steps.push(
      {
        who: 'Why nothing was verified',
        text: 'the base commit holds no tests testlock recognises, so there is nothing to run the PR’s code against.',
      },
      {
        who: 'Next step',
        text: `tests under names testlock does not know are declared with ${code('tests.include')} in ${code('.github/testlock.yml')}; a project without tests gets them in a pull request of their own, and once it is merged they are what later pull requests are judged by.`,
      },
    );
  } else if (report.unverified_reason === 'tool-not-installed') {
    steps.push(
      {
        who: 'Why nothing was verified',
        text: `${notRunNames(report)} could not run on this machine (the checks table says why).`,
      },
      {
        who: 'Next step',
        text: `install the project’s dependencies and tools in a step before testlock (it never installs anything: ${code('npm ci')}, ${code('pip install …')}, ${code('actions/setup-go')}), or name the command that runs the tests: ${nameCommand(code)}.`,
      },
    );
  } else {
    steps.push(
      {
        who: 'Why nothing was verified',
        text: `the test check exited 0, but testlock could read no results from it, so nobody can say how many tests ran. It reads ${readRunners(code)}${docs}.`,
      },
      {
        who: 'Next step',
        text: `name a test command whose runner is one of these, or make the runner write JUnit XML: ${nameCommand(code)}.`,
      },
    );
  }
  return steps;
}

function maintainerStep(input: StepsInput, code: Code): Step | null {
  const ways: string[] = [];
  if (input.allowLabel !== null) ways.push(`apply the label ${code(input.allowLabel)}`);
  if (input.appApprovals === true) {
    ways.push(`press “Allow test changes” on this check, or comment ${code('/testlock allow')}`);
  }
  if (ways.length === 0) return null;
  if (input.reading.checkFailed) {
    return {
      who: 'Maintainer',
      text: `allowing the test changes cannot make a failing check pass; once the code is fixed, someone with write access can ${ways.join(', or ')} if the changes are intended.`,
    };
  }
  const rerun = input.appApprovals === true ? '' : ' and re-run the check';
  const facts = evidenceFacts(input.report);
  const evidence = facts === null ? '' : ` What this PR's evidence shows: ${facts}.`;
  return {
    who: 'Maintainer',
    text: `if the test changes are intended, someone with write access can ${ways.join(', or ')}${rerun}. Allowing them accepts the test changes; it cannot make failing base tests pass.${evidence}`,
  };
}

function authorText(input: StepsInput, changes: boolean): string {
  const failed = input.report.checks.filter((check) => check.skipped === null && !check.ok);
  if (failed.length === 0 && !changes) {
    return 'the line under the title says what failed the gate (no check of this run failed).';
  }
  const testsFailed = failed.some((check) => check.kind === 'test');
  const fix = testsFailed
    ? 'fix the code so the base tests pass (the first failure is below)'
    : 'fix the type check and lint errors listed below';
  if (!changes) return `${fix}.`;
  const revert =
    'revert the changes to existing tests and harness listed below, or ask a maintainer to allow them';
  return failed.length === 0 ? `${revert}.` : `${fix}, and ${revert}.`;
}

/** The steps for this state; empty when there is nothing to do (a pass, an allowed change). */
export function nextSteps(input: StepsInput, code: Code, link: Link | null = null): Step[] {
  const { report, reading } = input;
  if (report.verdict === 'PARTIAL') {
    return [{ who: 'What testlock did', text: TRIED }, ...unverifiedSteps(input, code, link)];
  }
  if (report.verdict === 'PASS') {
    if (reading.testChanges !== 'policy') return [];
    return [
      {
        who: 'Maintainer',
        text: `the policy (${code(`on-test-change: ${reading.policy ?? 'warn'}`)}) reports the test changes below without failing the gate: review them before merging.`,
      },
    ];
  }
  const changes = reading.testChanges === 'fail-gate';
  const steps: Step[] = [
    { who: 'What testlock did', text: DID },
    { who: 'Author', text: authorText(input, changes) },
  ];
  const maintainer = changes ? maintainerStep(input, code) : null;
  if (maintainer !== null) steps.push(maintainer);
  return steps;
}
