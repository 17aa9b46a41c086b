// What a harness file the PR adds would do to verification once merged (SPEC section 3): critical
// when a runner or tool would load it by itself at base's settings, judged by its content where
// the content decides; info when nothing at base reads or runs it. It is removed from this
// run's locked tree either way.

import type { Severity } from '../model/anomaly.js';
import type { ChangedFile } from '../model/changed-file.js';
import { loadEffect } from './load-effects.js';
import { TEST_SUPPORT_RULE_PREFIX } from './test-support/test-support.js';

export interface AddedHarnessContext {
  /** The added file's head text, where it was read (a conftest.py, a workflow, a config). */
  text: string | null;
  /** Whether the locked set holds a base test in this folder or below. */
  baseTestsUnder: (folder: string) => boolean;
  /** The test files the PR adds. */
  addedTests: ReadonlySet<string>;
  /** The tools the base checks start (`make`, `tox`, `nox`, `just`...), first words of their lines. */
  checkTools: ReadonlySet<string>;
  /** The check steps an added workflow declares (`jobs.x.steps[2]`), by path. */
  workflowChecks: ReadonlyMap<string, readonly string[]>;
}

export interface AddedHarness {
  severity: Severity;
  /** Why, for the anomaly's detail. */
  why: string;
}

const folderOf = (path: string): string => {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
};

/** Task files run only when a check starts their tool: which tool starts which file. */
const TASK_TOOLS: ReadonlyMap<string, readonly string[]> = new Map([
  ['ci:Makefile', ['make']],
  ['ci:justfile', ['just']],
  ['ci:Taskfile', ['task', 'go-task']],
  ['ci:task-runner', ['turbo', 'nx']],
  ['ci:pre-commit', ['pre-commit', 'prek']],
  ['python:noxfile.py', ['nox']],
  ['ruby:Rakefile', ['rake']],
]);

/** Expected outputs and inputs: evidence of the PR's own tests when they sit with them. */
const EXPECTED_OUTPUTS = new Set([
  'generic:snapshot',
  'generic:golden',
  'generic:fixtures',
  'generic:test-data',
]);

function workflow(file: ChangedFile, context: AddedHarnessContext): AddedHarness {
  const steps = context.workflowChecks.get(file.path) ?? [];
  if (steps.length === 0)
    return {
      severity: 'info',
      why: 'it declares no check testlock discovers; testlock reads CI from base',
    };
  return {
    severity: 'warning',
    why: `once merged, its checks (${steps.slice(0, 3).join(', ')}) join what CI declares, and CI decides which kinds are checked`,
  };
}

function taskFile(tools: readonly string[], context: AddedHarnessContext): AddedHarness {
  const used = tools.find((tool) => context.checkTools.has(tool));
  if (used !== undefined)
    return { severity: 'critical', why: `a base check runs ${used}, which would read it` };
  return { severity: 'info', why: `no base check runs ${tools.join(' or ')}` };
}

/** A test file's name without its folder and extensions: `test_limits`, `limits`. */
function stem(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name.replace(/(?:\.(?:test|spec))?\.[^.]+$/, '').replace(/_test$/, '');
}

// A snapshot or golden file named for a test the PR adds is that test's expectation.
function expectedOutput(file: ChangedFile, context: AddedHarnessContext): AddedHarness {
  const name = file.path.slice(file.path.lastIndexOf('/') + 1);
  const near = [...context.addedTests].some(
    (test) => stem(test).length > 2 && name.includes(stem(test)),
  );
  if (near) return { severity: 'info', why: 'it belongs with a test the PR adds' };
  return { severity: 'warning', why: 'an expected output a base test may read once merged' };
}

// A conftest.py applies to every test in its folder and below, and its hooks and import-time
// patches to the whole run: fixtures only, beside the PR's own tests alone, is a warning.
function conftest(file: ChangedFile, context: AddedHarnessContext): AddedHarness {
  const effect = context.text === null ? null : loadEffect(context.text, 'python', 'support');
  if (effect !== null && effect.severity === 'critical')
    return { severity: 'critical', why: `it ${effect.what} (line ${effect.line})` };
  const folder = folderOf(file.path);
  if (context.baseTestsUnder(folder))
    return {
      severity: 'critical',
      why: `the test runner loads it for the base tests under ${folder || 'the root'}, whose fixtures it can replace`,
    };
  if (context.text === null)
    return { severity: 'critical', why: 'the test runner loads it by itself' };
  return {
    severity: 'warning',
    why: 'it only defines fixtures, and no base test is under its folder',
  };
}

/** The severity of a harness file the PR adds, and why. */
export function addedHarness(file: ChangedFile, context: AddedHarnessContext): AddedHarness {
  const rule = file.rule ?? '';
  if (rule === 'ci:.github/workflows') return workflow(file, context);
  if (rule === 'ci:.github/actions')
    return { severity: 'info', why: 'no base workflow uses this action' };
  if (rule === 'generic:codecov.yml')
    return { severity: 'info', why: 'the Codecov service reads it, no check testlock runs' };
  const tools = TASK_TOOLS.get(rule);
  if (tools !== undefined) return taskFile(tools, context);
  if (EXPECTED_OUTPUTS.has(rule)) return expectedOutput(file, context);
  if (rule === 'python:conftest.py') return conftest(file, context);
  // Support the base tests import by name (a shadowing module, a package of tests): no runner
  // setting is involved, the import itself loads it.
  if (rule.startsWith(TEST_SUPPORT_RULE_PREFIX))
    return { severity: 'critical', why: 'the base tests import it or its package' };
  return { severity: 'critical', why: 'a runner or tool loads it by itself' };
}
