// What a test or test-support file does merely by being loaded, before any test of it runs: code
// at its top level that changes product code, the runtime or the runner for every test loaded
// with it (and, once merged, for every later run). A file that only defines tests, fixtures and
// constants has no such effect; one that patches, registers hooks or sets process state does.
import type { Ecosystem } from '../model/changed-file.js';
import type { EffectRule } from '../runners/profile.js';
import { RUNNER_PROFILES } from '../runners/registry.js';
import { lineCode } from './skip-markers.js';

/**
 * How the file is loaded: a test module (its hooks and autouse fixtures reach only its own tests)
 * or test support that the runner loads for a whole folder (a conftest.py).
 */
export type LoadedAs = 'test' | 'support';

/** The first top-level effect found, with its line; null for a file that only defines things. */
export interface LoadEffect {
  line: number;
  what: string;
  /** `critical`: it changes code or the runner for other tests; `warning`: process state only. */
  severity: 'critical' | 'warning';
}

// An assignment, not a comparison: `=` not followed by `=` (and not `==`, `<=`, `!=` before it).
const SET = String.raw`\s*(?:\[[^\]]*\]\s*)?(?<![=!<>])=(?!=)`;

const PYTHON_EFFECTS: readonly EffectRule[] = [
  { re: /\.start\(\s*\)/, what: 'starts a patch at import' },
  { re: /^\s*(?:setattr|delattr)\s*\(/, what: 'sets an attribute of another module at import' },
  {
    re: new RegExp(String.raw`^(?:sys\.modules|builtins|__builtins__)\b.*${SET}`),
    what: 'replaces modules or builtins at import (sys.modules, builtins)',
  },
  {
    re: new RegExp(
      String.raw`^os\.environ\b.*${SET}|^os\.(?:putenv|environ\.(?:update|setdefault))\s*\(`,
    ),
    what: 'sets the environment at import',
    state: true,
  },
  {
    re: new RegExp(String.raw`^[A-Za-z_]\w*(?:\.\w+)+${SET}`),
    what: 'assigns an attribute of another module at import',
  },
  { re: /^(?:importlib\.)?reload\s*\(/, what: 'reloads a module at import' },
];

const JS_EFFECTS: readonly EffectRule[] = [
  {
    re: new RegExp(String.raw`^process\.env(?:\.[\w$]+|\[[^\]]*\])+${SET}`),
    what: 'sets the environment at load',
    state: true,
  },
  {
    re: new RegExp(String.raw`^(?:globalThis|global|window)(?:\.[\w$]+|\[[^\]]*\])+${SET}`),
    what: 'changes a global at load',
  },
  {
    re: new RegExp(String.raw`^[\w$]+\.prototype\.[\w$]+${SET}`),
    what: 'patches a prototype at load',
  },
  {
    re: /^Object\.(?:defineProperty|defineProperties|assign|setPrototypeOf)\s*\(/,
    what: 'redefines properties of another object at load',
  },
  {
    re: new RegExp(
      String.raw`^(?!(?:const|let|var|export|module\.exports|exports)\b)[\w$]+(?:\.[\w$]+)+${SET}`,
    ),
    what: 'assigns a member of another module at load',
  },
];

/** The language's own rules; each runner's profile adds what its loading does (hooks, TestMain). */
const RULES: Partial<Record<Ecosystem, readonly EffectRule[]>> = {
  python: PYTHON_EFFECTS,
  javascript: JS_EFFECTS,
};

function rulesOf(ecosystem: Ecosystem): readonly EffectRule[] {
  const runners = RUNNER_PROFILES.filter((p) => p.ecosystem === ecosystem);
  return [...runners.flatMap((p) => p.loadEffects ?? []), ...(RULES[ecosystem] ?? [])];
}

/** Python's top level: lines at column 0 outside triple-quoted strings and decorated bodies. */
function pythonTopLevel(lines: readonly string[]): Array<{ line: number; code: string }> {
  const top: Array<{ line: number; code: string }> = [];
  let inString: string | null = null;
  lines.forEach((text, index) => {
    if (inString !== null) {
      if (text.includes(inString)) inString = null;
      return;
    }
    const quote = /^\s*[rRbBuU]?("""|''')/.exec(text)?.[1];
    if (quote !== undefined && text.split(quote).length === 2) inString = quote;
    const code = lineCode(text, 'python').code.trimEnd();
    // Decorators and fixture arguments count as top level: `@pytest.fixture(autouse=True)`.
    if (code === '' || (/^\s/.test(text) && !/autouse/.test(code))) return;
    top.push({ line: index + 1, code: code.trim() });
  });
  return top;
}

/** JavaScript's top level: statements at brace depth 0 (imports, declarations, calls). */
function braceTopLevel(
  lines: readonly string[],
  ecosystem: Ecosystem,
): Array<{ line: number; code: string }> {
  const top: Array<{ line: number; code: string }> = [];
  let depth = 0;
  lines.forEach((text, index) => {
    const code = lineCode(text, ecosystem).bare;
    if (depth === 0 && code.trim() !== '') top.push({ line: index + 1, code: code.trim() });
    for (const c of code) {
      if (c === '{' || c === '(' || c === '[') depth += 1;
      else if ((c === '}' || c === ')' || c === ']') && depth > 0) depth -= 1;
    }
  });
  return top;
}

/**
 * The effect the file has when loaded, the first critical one before any warning; null when it
 * only defines things (or its language has no rules here).
 */
export function loadEffect(
  text: string,
  ecosystem: Ecosystem | null,
  as: LoadedAs,
): LoadEffect | null {
  const all = ecosystem === null ? [] : rulesOf(ecosystem);
  if (all.length === 0 || ecosystem === null) return null;
  const rules = all.filter((r) => as === 'support' || r.support === undefined);
  const lines = text.split('\n');
  const top = ecosystem === 'python' ? pythonTopLevel(lines) : braceTopLevel(lines, ecosystem);
  let state: LoadEffect | null = null;
  for (const { line, code } of top) {
    const rule = rules.find((r) => r.re.test(code));
    if (rule === undefined) continue;
    if (rule.state === undefined) return { line, what: rule.what, severity: 'critical' };
    state ??= { line, what: rule.what, severity: 'warning' };
  }
  return state;
}
