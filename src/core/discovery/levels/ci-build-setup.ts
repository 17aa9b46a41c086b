// The set-up a compiled project's checks need from the earlier steps of their CI job: the
// configure and build lines (`cmake -B build`, `cmake --build build`, `mkdir build && cd build &&
// cmake .. && make`) run before the tests (`ctest`, `make test`) and before clang-tidy, as one
// script, each line in its own folder. Without them the test check would find no build, and a
// `working-directory: build` made by an earlier step would be refused. The set-up lines alone are
// the type check (docs/verdict.md's C/C++ row: CI's own configure and build steps).
import { posix } from 'node:path';
import type { CheckKind } from '../../model/check.js';
import { madeFolders } from '../../tools/cmake-build/build-folders.js';
import { placeLines } from '../commands/cd-lines.js';
import { toolName } from '../commands/command-words.js';
import { splitScript } from '../commands/script-lines.js';
import { leadingWords } from '../commands/shell-words.js';
import { toolKind } from '../commands/tool-table.js';
import { substitute } from '../workflow/expressions.js';
import type { StepRun } from '../workflow/workflow-steps.js';
import type { Candidate } from './candidate.js';

/** One line of the job, where it runs. */
interface JobLine {
  text: string;
  dir: string;
  step: StepRun;
  unresolved: boolean;
  role: 'setup' | 'consumer' | 'other';
}

// `${{ github.workspace }}` is the checkout's root: the locked tree's, whose path the checks get
// as GITHUB_WORKSPACE (workspace.ts).
const WORKSPACE_EXPRESSION = /\$\{\{\s*github\.workspace\s*\}\}/g;
const BUILD_TOOLS = new Set(['make', 'gmake', 'ninja']);
const LINT_CONSUMERS = new Set(['clang-tidy', 'run-clang-tidy', 'run-clang-tidy.py']);

/** What a line is to a compiled project's checks, given the folders made before it. */
function roleOf(words: readonly string[], dir: string, made: ReadonlySet<string>): JobLine['role'] {
  const tool = toolName(words[0] ?? '');
  const args = words.slice(1);
  if (tool === 'cmake') {
    const kind = toolKind('cmake', args);
    return kind === 'typecheck' ? 'setup' : kind === 'test' ? 'consumer' : 'other';
  }
  if (tool === 'ctest' || LINT_CONSUMERS.has(tool)) return 'consumer';
  if (tool === 'mkdir') return 'setup';
  // make or ninja in a folder the job configured is the build, or runs its tests.
  if (BUILD_TOOLS.has(tool) && made.has(dir)) {
    const goals = args.filter((a) => !a.startsWith('-') && !a.includes('='));
    return goals.some((goal) => /^(?:test|check)$/.test(goal)) ? 'consumer' : 'setup';
  }
  return 'other';
}

/**
 * `mkdir build` as `mkdir -p build`: testlock keeps a job's build folders between checks and
 * runs (kept-build-folders.ts), so the folder a fresh checkout lacks may be there already; the
 * line's purpose, a folder to build in, is the same.
 */
function keptFolderMkdir(text: string, words: readonly string[]): string {
  if (toolName(words[0] ?? '') !== 'mkdir') return text;
  if (words.some((w) => w === '-p' || w === '--parents' || /^-[a-zA-Z]*p/.test(w))) return text;
  return text.replace(/^(\s*(?:\S*\/)?mkdir)(?=\s)/, '$1 -p');
}

/** The job's lines in order, each placed in its folder and given its role. */
function jobLines(steps: readonly StepRun[], workingDirectory: string): JobLine[] {
  const lines: JobLine[] = [];
  const made = new Set<string>();
  for (const step of steps) {
    // A folder refused outright (absolute, outside) is never run elsewhere.
    if (step.cwd === null || step.cwdRefused !== undefined) continue;
    const split = splitScript(step.run.replace(WORKSPACE_EXPRESSION, '$GITHUB_WORKSPACE'));
    if (split.compound) continue;
    const start = step.cwd ?? workingDirectory;
    const placed = placeLines(split.lines, start);
    if (placed === null) continue;
    for (const line of placed) {
      if (!('dir' in line.at)) continue;
      const resolved = substitute(line.text, step.ctx);
      const words = leadingWords(resolved.text);
      const dir = line.at.dir;
      const role = roleOf(words, dir, made);
      if (role === 'setup') for (const folder of madeFolders(words, dir)) made.add(folder);
      lines.push({
        text: role === 'setup' ? keptFolderMkdir(resolved.text, words) : resolved.text,
        dir,
        step,
        unresolved: resolved.unresolved.length > 0,
        role,
      });
    }
  }
  return lines;
}

/** `cd` from one root-relative folder to another, as a script line; null when they are one. */
function cdLine(from: string, to: string): string | null {
  const path = posix.relative(`/${from}`, `/${to}`);
  if (path === '') return null;
  return /^[\w./-]+$/.test(path) ? `cd ${path}` : `cd '${path.replace(/'/g, `'\\''`)}'`;
}

/** The lines as one script run from `start`, each in its folder. */
function compose(lines: ReadonlyArray<{ text: string; dir: string }>, start: string): string {
  const out: string[] = [];
  let at = start;
  for (const line of lines) {
    const cd = cdLine(at, line.dir);
    if (cd !== null) out.push(cd);
    at = line.dir;
    out.push(line.text);
  }
  return out.join('\n');
}

const ofStep = (candidate: Candidate, step: StepRun): boolean =>
  candidate.source === step.source || candidate.source.startsWith(`${step.source} `);

/** Whether the candidate's only refusal is a folder the job's set-up makes. */
function madeByJob(candidate: Candidate, setup: readonly JobLine[]): boolean {
  if (candidate.refused === undefined) return true;
  if (!candidate.refused.includes('does not exist at the base commit')) return false;
  return setup.some((line) =>
    madeFolders(leadingWords(line.text), line.dir).includes(candidate.cwd),
  );
}

function withSetup(
  candidate: Candidate,
  setup: readonly JobLine[],
  own: readonly JobLine[],
): Candidate {
  const start = setup[0]?.dir ?? candidate.cwd;
  const ownLines = own.length > 0 ? own : [{ text: candidate.script, dir: candidate.cwd }];
  const steps = [...new Set(setup.map((line) => line.step))];
  const env = Object.assign({}, ...steps.map((step) => step.env), candidate.env);
  const sources = [...new Set([...steps.map((step) => step.source), candidate.source])];
  const { refused: _refused, ...rest } = candidate;
  return {
    ...rest,
    script: compose([...setup, ...ownLines], start),
    cwd: start,
    env,
    source: sources.join(' + '),
    unresolvable: candidate.unresolvable === true || setup.some((line) => line.unresolved),
  };
}

/**
 * The job's candidates with the compiled project's set-up in place: each test or lint candidate
 * that runs ctest or clang-tidy after the job's configure and build lines gets them first; the
 * typecheck candidates made only of those lines become one, the job's whole set-up. A job with
 * no configure or build line is left as it is.
 */
export function withBuildSetup(
  candidates: readonly Candidate[],
  steps: readonly StepRun[],
  workingDirectory: string,
): Candidate[] {
  const lines = jobLines(steps, workingDirectory);
  const setupLines = lines.filter((line) => line.role === 'setup');
  if (!setupLines.some((line) => toolName(leadingWords(line.text)[0] ?? '') === 'cmake'))
    return [...candidates];
  const out: Candidate[] = [];
  let typecheckDone = false;
  for (const candidate of candidates) {
    const step = steps.find((s) => ofStep(candidate, s));
    const at =
      step === undefined
        ? -1
        : lines.findIndex((line) => line.step === step && line.role === 'consumer');
    if (candidate.kind === 'typecheck' && isSetupOnly(candidate, lines)) {
      if (!typecheckDone) out.push(setupCheck(candidate, setupLines));
      typecheckDone = true;
      continue;
    }
    const consumes = (['test', 'lint'] as CheckKind[]).includes(candidate.kind) && at !== -1;
    const before = lines.slice(0, at).filter((line) => line.role === 'setup');
    if (!consumes || before.length === 0 || !madeByJob(candidate, before)) {
      out.push(candidate);
      continue;
    }
    const own = ownLines(candidate, lines).filter((line) => line.role !== 'setup');
    out.push(withSetup(candidate, before, own));
  }
  return out;
}

/**
 * The job's lines a candidate holds: those of its steps whose text its script has, read the same
 * way (`${{ github.workspace }}` as $GITHUB_WORKSPACE, the step's expressions resolved).
 */
function ownLines(candidate: Candidate, lines: readonly JobLine[]): JobLine[] {
  return lines.filter((line) => {
    if (!ofStep(candidate, line.step)) return false;
    const script = substitute(
      candidate.script.replace(WORKSPACE_EXPRESSION, '$GITHUB_WORKSPACE'),
      line.step.ctx,
    ).text;
    return splitScript(script).lines.includes(line.text);
  });
}

/** A typecheck candidate whose lines are all the job's set-up (configure, build). */
function isSetupOnly(candidate: Candidate, lines: readonly JobLine[]): boolean {
  const own = ownLines(candidate, lines);
  return own.length > 0 && own.every((line) => line.role === 'setup');
}

/** The type check: every set-up line of the job, from the first one's folder. */
function setupCheck(candidate: Candidate, setup: readonly JobLine[]): Candidate {
  const { refused: _refused, ...rest } = candidate;
  const steps = [...new Set(setup.map((line) => line.step))];
  const start = setup[0]?.dir ?? candidate.cwd;
  return {
    ...rest,
    script: compose(setup, start),
    cwd: start,
    env: Object.assign({}, ...steps.map((step) => step.env)),
    source: steps.map((step) => step.source).join(' + '),
    unresolvable: setup.some((line) => line.unresolved),
  };
}
