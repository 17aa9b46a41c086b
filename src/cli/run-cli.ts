// Runs one CLI invocation and maps every outcome to an exit code: 0 passed, 1 failed, 2 usage.
import { writeFile } from 'node:fs/promises';
import { RefError } from '../adapters/git.js';
import { CHECKOUT_HINT } from '../adapters/git-fetch.js';
import type { ProcessEnv } from '../adapters/process.js';
import { createStageClock, type StageClock } from '../adapters/stage-clock.js';
import { mergeReports } from '../core/merge/merge-reports.js';
import { planJson } from '../core/render/plan-json.js';
import { planText } from '../core/render/plan-text.js';
import { readingOf } from '../core/render/reading.js';
import { verdictText } from '../core/render/verdict-text.js';
import { escapeControlChars } from '../core/text/control-chars.js';
import { UsageError } from '../errors.js';
import { writableFile } from '../pipeline/inventory/cache-file.js';
import { writeInventory } from '../pipeline/inventory/cache-write.js';
import { loadParts } from '../pipeline/read/load-parts.js';
import { buildPlan } from '../pipeline/stages/plan.js';
import { planProjects, projectsText } from '../pipeline/stages/projects.js';
import { verify } from '../pipeline/stages/verify.js';
import { HELP, MAIN_HELP } from './help.js';
import { type Interrupt, type OnInterrupt, watchInterrupt } from './interrupt.js';
import { type CliOptions, type InfoRequest, parseCliArgs } from './parse-args.js';
import type { MergeOptions } from './parse-merge-args.js';
import { assertWorkingDirectory, assertWritable, uncommittedCount } from './preflight.js';
import { createProgress, type Progress } from './progress.js';
import { planOptions, verifyOptions } from './run-options.js';
import { timingsText } from './timings-text.js';
import { cliVersion } from './version.js';
import { stopWorkflowCommands } from './workflow-log.js';

export interface CliIo {
  cwd: string;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /**
   * The environment the CLI was started with, read once by its entry: checks start from it, and
   * GitHub Actions (GITHUB_ACTIONS=true) gets checkout advice.
   */
  env: ProcessEnv;
  /** The process's SIGINT and SIGTERM (the entry passes them); absent: none is watched. */
  onInterrupt?: OnInterrupt;
}

export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const interrupt = watchInterrupt(io.onInterrupt, io.stderr);
  // On a runner, nothing the PR wrote that the CLI prints may issue a workflow command.
  const resume = argv.length > 0 ? stopWorkflowCommands(io.env, io.stderr) : () => undefined;
  try {
    const options = parseCliArgs(argv, io.cwd);
    if (isInfo(options)) {
      io.stdout.write(`${info(options)}\n`);
      return 0;
    }
    const code = await runCommand(options, io, interrupt);
    return interrupt.interrupted() ? interrupt.exitCode() : code;
  } catch (error) {
    // What failed after an interruption failed because of it (a killed git, a removed folder).
    if (interrupt.interrupted()) return interrupt.exitCode();
    if (error instanceof UsageError) {
      const more = argv.length === 0 ? "; see 'testlock --help'" : '';
      io.stderr.write(`testlock: ${firstLine(error.message)}${more}\n`);
      return 2;
    }
    if (error instanceof RefError) {
      io.stderr.write(`testlock: ${refMessage(firstLine(error.message), io)}\n`);
      return 2;
    }
    // Anything else is a bug or an environment failure: still one line, never a stack trace.
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`testlock: internal error: ${firstLine(message)}\n`);
    return 2;
  } finally {
    interrupt.dispose();
    resume();
  }
}

function isInfo(options: CliOptions | MergeOptions | InfoRequest): options is InfoRequest {
  return options.command === 'help' || options.command === 'version';
}

function info(request: InfoRequest): string {
  if (request.command === 'version') return `testlock ${cliVersion()}`;
  return request.topic === null ? MAIN_HELP : HELP[request.topic];
}

/** actions/checkout advice helps in a workflow only; a local user fetches or names a commit. */
function refMessage(message: string, io: CliIo): string {
  if (io.env.GITHUB_ACTIONS === 'true') return message;
  if (!message.includes(CHECKOUT_HINT)) return message;
  const local =
    'fetch it first (git fetch origin BRANCH) or pass a local branch or commit to --base';
  return message.replace(CHECKOUT_HINT, local);
}

function firstLine(text: string): string {
  return text.split(/\r?\n/, 1)[0] ?? '';
}

async function runCommand(
  options: CliOptions | MergeOptions,
  io: CliIo,
  interrupt: Interrupt,
): Promise<number> {
  if (options.command === 'merge') return runMerge(options, io);
  if (options.base === null) throw new UsageError('--base is required (the pull request base ref)');
  if (options.command === 'inventory') return runInventory(options, options.base, io, interrupt);
  return options.command === 'plan'
    ? runPlan(options, options.base, io)
    : runVerify(options, options.base, io, interrupt);
}

/** The progress on stderr, silent once interrupted (what follows is the interruption's doing). */
function progressOf(io: CliIo, interrupt: Interrupt): Progress {
  const progress = createProgress(io.stderr as NodeJS.WritableStream & { isTTY?: boolean });
  return {
    log: (line) => {
      if (!interrupt.interrupted()) progress.log(line);
    },
    stop: () => progress.stop(),
  };
}

/** With --timings, a clock from the process's start: node's and the bundle's start-up count too. */
function startClock(options: CliOptions): StageClock | undefined {
  if (!options.timings) return undefined;
  const clock = createStageClock(0);
  clock.lap('start-up');
  return clock;
}

async function runVerify(
  options: CliOptions,
  base: string,
  io: CliIo,
  interrupt: Interrupt,
): Promise<number> {
  const clock = startClock(options);
  if (options.json !== null && options.json !== '-') await assertWritable(options.json);
  await assertWorkingDirectory(options.repo, [base, options.head], options.workingDirectory);
  // `git status` of a large checkout takes a while and decides only a warning: it runs beside
  // the planning, and its line is written when it is known (issue 14).
  const warned = uncommittedCount(options.repo).then((dirty) => {
    if (dirty === 0) return;
    const files = dirty === 1 ? '1 tracked file has' : `${dirty} tracked files have`;
    io.stderr.write(
      `testlock: warning: ${files} uncommitted changes; they are not part of ${options.head} and are not verified\n`,
    );
  });
  clock?.lap('preflight');
  const progress = progressOf(io, interrupt);
  const outcome = await verify({
    ...verifyOptions(options, base, io.env, progress.log),
    signal: interrupt.signal,
    clock,
  }).finally(async () => {
    await warned;
    progress.stop();
  });
  // An interrupted run has no verdict: its checks were stopped, not judged.
  if (interrupt.interrupted()) return interrupt.exitCode();
  if (options.json !== null) {
    await writeOutput(options.json, `${JSON.stringify(outcome.report, null, 2)}\n`, io);
  }
  const reading = readingOf({
    report: outcome.report,
    allowance: null,
    policy: options.onTestChange,
    errors: outcome.diagnostics.length,
  });
  io.stderr.write(verdictText(outcome.report, reading));
  clock?.lap('render');
  if (clock) io.stderr.write(timingsText(clock.timings(), true));
  return outcome.gatePassed ? 0 : 1;
}

async function runInventory(
  options: CliOptions,
  base: string,
  io: CliIo,
  interrupt: Interrupt,
): Promise<number> {
  const out = options.inventory as string;
  await assertWorkingDirectory(options.repo, [base, options.head], options.workingDirectory);
  const progress = progressOf(io, interrupt);
  const key = await writeInventory({
    ...planOptions(options, base, io.env),
    store: writableFile(out),
    timeoutMinutes: options.timeoutMinutes,
    secrets: [],
    log: progress.log,
  }).finally(progress.stop);
  io.stderr.write(`testlock: base inventory written to ${out} (key ${key})\n`);
  return 0;
}

async function runMerge(options: MergeOptions, io: CliIo): Promise<number> {
  const parts = await loadParts(options.inputs, options.expect, (line) =>
    io.stderr.write(`testlock: skipped report ${escapeControlChars(line)}\n`),
  );
  for (const part of parts) {
    if (part.rejected)
      io.stderr.write(
        `testlock: rejected report ${escapeControlChars(part.name)}: ${escapeControlChars(part.rejected)}\n`,
      );
  }
  let report: ReturnType<typeof mergeReports>;
  try {
    report = mergeReports(parts, options.expect);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (options.json !== null)
    await writeOutput(options.json, `${JSON.stringify(report, null, 2)}\n`, io);
  const passed = report.verdict === 'PASS';
  io.stderr.write(verdictText(report, readingOf({ report, allowance: null, merged: true })));
  return passed ? 0 : 1;
}

async function runPlan(options: CliOptions, base: string, io: CliIo): Promise<number> {
  if (options.json !== null && options.json !== '-') await assertWritable(options.json);
  await assertWorkingDirectory(options.repo, [base, options.head], options.workingDirectory);
  if (options.projects) return runProjects(options, base, io);
  const clock = startClock(options);
  const { plan } = await buildPlan({ ...planOptions(options, base, io.env), clock });
  if (options.json !== null) {
    await writeOutput(options.json, `${JSON.stringify(planJson(plan), null, 2)}\n`, io);
  }
  if (options.json !== '-') io.stdout.write(planText(plan));
  clock?.lap('render');
  if (clock) io.stderr.write(timingsText(clock.timings(), false));
  return 0;
}

async function runProjects(options: CliOptions, base: string, io: CliIo): Promise<number> {
  // The projects are found from the repository root, with each project's own checks.
  const plan = await planProjects({
    ...planOptions(options, base, io.env),
    workingDirectory: '',
    commands: {},
  });
  if (options.json !== null) {
    await writeOutput(options.json, `${JSON.stringify(plan, null, 2)}\n`, io);
  }
  if (options.json !== '-') io.stdout.write(projectsText(plan));
  return 0;
}

async function writeOutput(target: string, text: string, io: CliIo): Promise<void> {
  if (target === '-') {
    io.stdout.write(text);
    return;
  }
  try {
    await writeFile(target, text);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new UsageError(`cannot write ${target}: ${why}`);
  }
}
