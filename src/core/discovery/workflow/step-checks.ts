// Reads one CI `run:` step as a set of checks: each command line is classified, and for each
// check kind the step's lines of that kind (with the cd/export lines before them) are kept.
import type { CheckKind } from '../../model.js';
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
}

export interface StepChecks {
  candidates: Candidate[];
  runsTestlock: boolean;
  warnings: string[];
}

const ONLY_EXPRESSION = /^\s*\$\{\{[\s\S]*\}\}\s*$/;

function classifyLines(step: StepRun, env: ClassifyEnv, warnings: string[]): ClassifiedLine[] {
  const out: ClassifiedLine[] = [];
  for (const line of splitScript(step.run).lines) {
    const resolved = substitute(line, step.ctx);
    const unresolved = resolved.unresolved.length > 0;
    if (unresolved && ONLY_EXPRESSION.test(line)) {
      warnings.push(
        `${step.source}: the command is only an expression that cannot be resolved (${line.trim()}); ignored`,
      );
      continue;
    }
    out.push({ text: resolved.text, cls: classifyLine(resolved.text, env), unresolved });
  }
  return out;
}

/** The lines taken for `kind`: its own lines and the context lines that precede the last one. */
function linesFor(kind: CheckKind, lines: readonly ClassifiedLine[]): ClassifiedLine[] {
  const last = lines.findLastIndex((l) => l.cls.kind === kind);
  return lines.filter((l, i) => l.cls.kind === kind || (l.cls.kind === 'context' && i < last));
}

function candidateFor(
  kind: CheckKind,
  taken: readonly ClassifiedLine[],
  step: StepRun,
  cwd: string,
  whole: string | undefined,
): Candidate {
  const candidate: Candidate = {
    kind,
    // Several lines that are all taken: the step as written (comments and `&&` included).
    script: whole ?? taken.map((l) => l.text).join('\n'),
    source: step.source,
    cwd,
    env: step.env,
    unresolvable: taken.some((l) => l.unresolved),
  };
  if (Array.isArray(step.shell)) candidate.shell = step.shell;
  const checks = taken.filter((l) => l.cls.kind === kind);
  const replaced = checks.filter((l) => l.cls.replacement !== undefined);
  // tox/nox are missing: run what they would have run, as base tox.ini / noxfile.py says.
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

/** The checks one step declares, one candidate per kind it runs. */
export function stepChecks(step: StepRun, cwd: string, env: ClassifyEnv): StepChecks {
  const warnings: string[] = [];
  const split = splitScript(step.run);
  const lines = classifyLines(step, env, warnings);
  const runsTestlock = lines.some((l) => l.cls.kind === 'testlock');
  if (split.compound) {
    // Control flow or heredocs: the script only makes sense whole.
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
  const whole = (taken: readonly ClassifiedLine[]): string | undefined =>
    taken.length > 1 && taken.length === lines.length
      ? substitute(step.run, step.ctx).text.trim()
      : undefined;
  return {
    candidates: kinds.map((k) => {
      const taken = linesFor(k, lines);
      return candidateFor(k, taken, step, cwd, whole(taken));
    }),
    runsTestlock,
    warnings,
  };
}
