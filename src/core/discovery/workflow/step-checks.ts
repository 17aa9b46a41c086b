// Reads one CI `run:` step as a set of checks: each command line is classified, and for each
// check kind the step's lines of that kind (with the cd/export lines before them) are kept; a
// `cd <dir>` line moves the lines after it into that folder (cd-lines.ts), one check per folder.
import type { CheckKind } from '../../model/check.js';
import { type LineDir, placeLines, sameDir } from '../commands/cd-lines.js';
import { classifyLine } from '../commands/classify.js';
import type { ClassifyEnv, LineClass } from '../commands/classify-types.js';
import { isCheckKind, type LineKind, strongest } from '../commands/kinds.js';
import { splitScript } from '../commands/script-lines.js';
import type { Candidate } from '../levels/candidate.js';
import { substitute } from './expressions.js';
import type { StepRun } from './workflow-steps.js';

interface ClassifiedLine {
  text: string;
  cls: LineClass;
  unresolved: boolean;
  at: LineDir;
  /** Before the step's first `cd` (or the step has none): context for every folder. */
  preamble: boolean;
}

export interface StepChecks {
  candidates: Candidate[];
  runsTestlock: boolean;
  warnings: string[];
}

const ONLY_EXPRESSION = /^\s*\$\{\{[\s\S]*\}\}\s*$/;

interface ResolvedLine {
  text: string;
  unresolved: boolean;
}

function resolveLines(step: StepRun, warnings: string[]): ResolvedLine[] {
  const out: ResolvedLine[] = [];
  for (const line of splitScript(step.run).lines) {
    const resolved = substitute(line, step.ctx);
    const unresolved = resolved.unresolved.length > 0;
    if (unresolved && ONLY_EXPRESSION.test(line)) {
      warnings.push(
        `${step.source}: the command is only an expression that cannot be resolved (${line.trim()}); ignored`,
      );
      continue;
    }
    out.push({ text: resolved.text, unresolved });
  }
  return out;
}

/**
 * The step's lines classified where they run. A `cd` that cannot be followed from its text
 * (`cd "$DIR"`, `pushd`) keeps every line in the step's folder, the `cd` lines as context.
 */
function classifyLines(
  resolved: readonly ResolvedLine[],
  cwd: string,
  env: ClassifyEnv,
  follow: boolean,
): { lines: ClassifiedLine[]; moved: boolean } {
  const unresolved = new Map(resolved.map((l) => [l.text, l.unresolved]));
  const placed = follow
    ? placeLines(
        resolved.map((l) => l.text),
        cwd,
      )
    : null;
  const here: LineDir = { dir: cwd };
  const lines = (placed ?? resolved.map((l) => ({ text: l.text, at: here, preamble: true }))).map(
    (line): ClassifiedLine => {
      const dir = 'dir' in line.at ? line.at.dir : cwd;
      return {
        ...line,
        cls: classifyLine(line.text, { ...env, dir }),
        unresolved: unresolved.get(line.text) ?? false,
      };
    },
  );
  return { lines, moved: placed !== null && placed.length < resolved.length };
}

/** The folders (or refusals) the step's `kind` lines run in, in the order they first appear. */
function dirsOf(kind: CheckKind, lines: readonly ClassifiedLine[]): LineDir[] {
  const dirs: LineDir[] = [];
  for (const line of lines)
    if (line.cls.kind === kind && !dirs.some((d) => sameDir(d, line.at))) dirs.push(line.at);
  return dirs;
}

/**
 * The lines taken for `kind` in one folder: its own lines there, and the context lines written
 * there or before the first `cd` that precede the last of them.
 */
function linesFor(
  kind: CheckKind,
  lines: readonly ClassifiedLine[],
  at: LineDir,
): ClassifiedLine[] {
  const here = (l: ClassifiedLine): boolean => sameDir(l.at, at);
  const last = lines.findLastIndex((l) => l.cls.kind === kind && here(l));
  return lines.filter(
    (l, i) =>
      (l.cls.kind === kind && here(l)) ||
      (l.cls.kind === 'context' && i < last && (here(l) || l.preamble)),
  );
}

function candidateFor(
  kind: CheckKind,
  taken: readonly ClassifiedLine[],
  step: StepRun,
  at: LineDir,
  whole: string | undefined,
): Candidate {
  const candidate: Candidate = {
    kind,
    // Several lines that are all taken: the step as written (comments and `&&` included).
    script: whole ?? taken.map((l) => l.text).join('\n'),
    source: step.source,
    cwd: 'dir' in at ? at.dir : '',
    env: step.env,
    unresolvable: taken.some((l) => l.unresolved),
    ...('refused' in at ? { refused: at.refused } : {}),
  };
  if (Array.isArray(step.shell)) candidate.shell = step.shell;
  const checks = taken.filter((l) => l.cls.kind === kind);
  const requires = [...new Set(checks.flatMap((l) => l.cls.requires ?? []))];
  if (requires.length > 0) candidate.recipeTools = requires;
  const unrunnable = [
    ...new Set(checks.flatMap((l) => (l.cls.unrunnable === undefined ? [] : [l.cls.unrunnable]))),
  ];
  if (unrunnable.length > 0) candidate.unrunnable = unrunnable;
  const replaced = checks.filter((l) => l.cls.replacement !== undefined);
  // tox/nox are missing, or a make line names set-up goals: run what base files say instead.
  if (replaced.length === 0) return candidate;
  const only = checks.length === 1 && taken.length === 1 ? checks[0]!.cls.replacement : undefined;
  if (only?.argv !== undefined) {
    return {
      ...candidate,
      script: only.script,
      argv: only.argv,
      source: `${step.source} -> ${only.source}`,
    };
  }
  if (replaced.some((l) => l.cls.replacement!.lines === undefined)) return candidate;
  const script = taken.map((l) => l.cls.replacement?.lines?.join('\n') ?? l.text).join('\n');
  const sources = replaced.map((l) => l.cls.replacement!.source).join(', ');
  return { ...candidate, script, source: `${step.source} -> ${sources}` };
}

/** The checks one step declares: per kind it runs, one candidate per folder it runs it in. */
export function stepChecks(step: StepRun, cwd: string, env: ClassifyEnv): StepChecks {
  const warnings: string[] = [];
  const split = splitScript(step.run);
  const resolved = resolveLines(step, warnings);
  // Control flow or heredocs: the script only makes sense whole, from the step's folder.
  const { lines, moved } = classifyLines(resolved, cwd, env, !split.compound);
  const runsTestlock = lines.some((l) => l.cls.kind === 'testlock');
  if (split.compound) {
    const kind: LineKind = strongest(lines.map((l) => l.cls.kind));
    const whole = substitute(step.run, step.ctx);
    const candidates: Candidate[] = isCheckKind(kind)
      ? [
          {
            kind,
            script: whole.text.trim(),
            source: step.source,
            cwd,
            env: step.env,
            unresolvable: whole.unresolved.length > 0,
            ...(Array.isArray(step.shell) ? { shell: step.shell } : {}),
          },
        ]
      : [];
    return { candidates, runsTestlock, warnings };
  }
  const kinds = (['test', 'typecheck', 'lint'] as const).filter((k) =>
    lines.some((l) => l.cls.kind === k),
  );
  // Every line taken and none moved by a `cd`: the step as written runs.
  const whole = (taken: readonly ClassifiedLine[]): string | undefined =>
    !moved && taken.length > 1 && taken.length === lines.length
      ? substitute(step.run, step.ctx).text.trim()
      : undefined;
  return {
    candidates: kinds.flatMap((k) =>
      dirsOf(k, lines).map((at) => {
        const taken = linesFor(k, lines, at);
        return candidateFor(k, taken, step, at, whole(taken));
      }),
    ),
    runsTestlock,
    warnings,
  };
}
