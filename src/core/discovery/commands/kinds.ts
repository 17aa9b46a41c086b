// What a command line does, from a check's point of view, and how the kinds of several lines
// (a script, a recipe) add up to one: a line that runs tests makes the whole a test.
import type { CheckKind } from '../../model/check.js';

/** `context` lines (cd, export, source) prepare later lines; `testlock` is testlock itself. */
export type LineKind = CheckKind | 'install' | 'context' | 'testlock' | 'other';

const RANK: Record<LineKind, number> = {
  testlock: 6,
  test: 5,
  typecheck: 4,
  lint: 3,
  install: 2,
  context: 1,
  other: 0,
};

/** The kind that dominates `kinds` (other for none). */
export function strongest(kinds: Iterable<LineKind>): LineKind {
  let best: LineKind = 'other';
  for (const kind of kinds) if (RANK[kind] > RANK[best]) best = kind;
  return best;
}

export function isCheckKind(kind: LineKind): kind is CheckKind {
  return kind === 'test' || kind === 'typecheck' || kind === 'lint';
}

const NOT_A_CHECK =
  /^(build|compile|bundle|dist|package|release|deploy|publish|docs?|clean|install|setup|bootstrap|prepare|prepublish\w*|start|dev|serve|watch|fmt|format|fix|generate|gen|bench\w*)([:_.-]|$)/;
const FORMAT_CHECK = /(fmt|format)[-_:]?check|check[-_:]?(fmt|format)/;
/** `lint:fix`, `lint-fix`, `style:write`: a task that rewrites files is never a check. */
const FIX_TASK = /(^|[:_.-])(fix|autofix|write|format|fmt)([:_.-]|$)/;
const TYPECHECK =
  /(^|[^a-z])(type-?check(ing|s)?|types?|typing|mypy|pyright|tsc|check-types|vet)([^a-z]|$)/;
const LINT =
  /(^|[^a-z])(lint(ing|er|s)?|flake8|ruff|pylint|style|pre-?commit|eslint|clippy|check-?format|format-?check|fmt-?check)([^a-z]|$)/;
const TEST =
  /(^|[^a-z])(run_?tests?|tests?|specs?|unit|e2e|integration|coverage|cov|pytest|check|ci)([^a-z]|$)|^(py|pypy)\d/;

/**
 * The kind a task name suggests (npm script, make target, tox env, nox session, script file),
 * used only where the commands behind the name cannot be read.
 */
export function kindFromName(name: string): LineKind | undefined {
  const n = name.toLowerCase().replace(/\.(sh|bash|py|js|mjs|cjs|ts|ps1|cmd|bat)$/, '');
  if (FORMAT_CHECK.test(n)) return 'lint';
  if (NOT_A_CHECK.test(n) || FIX_TASK.test(n)) return 'other';
  if (TYPECHECK.test(n)) return 'typecheck';
  if (LINT.test(n)) return 'lint';
  if (TEST.test(n)) return 'test';
  return undefined;
}
