// Reads the explicit targets of a Makefile: prerequisites and recipe lines, in file order.
// Pattern rules, variables and conditionals are skipped; discovery needs named targets only.

export interface Recipe {
  name: string;
  prerequisites: string[];
  /** Recipe lines as written, without the leading tab (continuations joined with `\n`). */
  lines: string[];
}

export interface TaskFile {
  /** Targets by name, in the order they first appear. */
  recipes: ReadonlyMap<string, Recipe>;
  /** The target `make` builds without arguments (first one not starting with `.`). */
  defaultTarget: string | undefined;
}

const RULE = /^([^\s:#=%][^:#=%]*?)\s*::?(?!=)\s*([^=;]*?)\s*(?:;\s*(.*))?$/;
const ASSIGNMENT = /^\s*(export\s+|override\s+)?[\w.-]+\s*(:{1,3}=|\?=|\+=|!=|=)/;
const DIRECTIVE =
  /^\s*(ifeq|ifneq|ifdef|ifndef|else|endif|include|-include|sinclude|define|endef|export|unexport|vpath)\b/;

/** Joins physical lines ending in `\` into logical lines (kept with their newline). */
function logicalLines(text: string): string[] {
  const out: string[] = [];
  let pending = '';
  for (const line of text.split(/\r?\n/)) {
    if (line.endsWith('\\')) {
      pending += `${line}\n`;
      continue;
    }
    out.push(pending + line);
    pending = '';
  }
  if (pending !== '') out.push(pending);
  return out;
}

export function parseMakefile(text: string): TaskFile {
  const recipes = new Map<string, Recipe>();
  let defaultTarget: string | undefined;
  let current: Recipe[] = [];
  for (const line of logicalLines(text)) {
    if (line.startsWith('\t')) {
      const body = line.slice(1);
      if (body.trim() !== '' && !body.trimStart().startsWith('#')) {
        for (const recipe of current) recipe.lines.push(body);
      }
      continue;
    }
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    // Conditionals may sit between recipe lines; they do not end the recipe.
    if (DIRECTIVE.test(line) && !ASSIGNMENT.test(line)) continue;
    current = [];
    if (ASSIGNMENT.test(line)) continue;
    const rule = RULE.exec(line);
    if (rule === null) continue;
    const prerequisites = rule[2]!.split(/\s+/).filter((p) => p !== '');
    for (const name of rule[1]!.split(/\s+/)) {
      if (name.includes('$')) continue;
      const recipe = recipes.get(name) ?? { name, prerequisites: [], lines: [] };
      recipe.prerequisites.push(...prerequisites);
      if (rule[3] !== undefined && rule[3].trim() !== '') recipe.lines.push(rule[3].trim());
      recipes.set(name, recipe);
      current.push(recipe);
      if (defaultTarget === undefined && !name.startsWith('.')) defaultTarget = name;
    }
  }
  return { recipes, defaultTarget };
}

/** A recipe line without make's `@` (silent), `-` (ignore errors) and `+` prefixes. */
export function stripMakePrefixes(line: string): string {
  return line.replace(/^\s*[@+-]+\s*/, '');
}

/** `$(PYTHON)`, `${PYTEST}` → `python`, `pytest`: enough to see the tool a variable names. */
export function expandMakeVariables(line: string): string {
  return line
    .replace(/\$[({](MAKE)[)}]/g, 'make')
    .replace(/\$[({]([A-Za-z_]\w*)[)}]/g, (_m, name: string) => name.toLowerCase())
    .replace(/\$\$/g, '$');
}

/** A file a Makefile reads in; `optional` for `-include`/`sinclude`, which a missing file skips. */
export interface MakeInclude {
  path: string;
  optional: boolean;
}

const INCLUDE = /^\s*(-include|sinclude|include)\s+(.*)$/;

/** The files named by `include`, `-include` and `sinclude` lines (names holding `$` skipped). */
export function makefileIncludes(text: string): MakeInclude[] {
  const found: MakeInclude[] = [];
  for (const line of logicalLines(text)) {
    const hit = INCLUDE.exec(line.replace(/\\\n/g, ' '));
    if (hit === null) continue;
    const optional = hit[1] !== 'include';
    const words = hit[2]!.replace(/#.*$/, '').split(/\s+/);
    for (const path of words)
      if (path !== '' && !path.includes('$')) found.push({ path, optional });
  }
  return found;
}

// `NAME = value` at the start of a line (a recipe line starts with a tab), `export` or not, with
// any of make's assignment operators.
const MAKE_ASSIGNMENT = /^(export[ \t]+)?([A-Za-z_]\w*)[ \t]*(?::{1,3}|[?+!])?=[ \t]*(.*)$/gm;

/**
 * The variables a Makefile exports to its recipes' environment, by name, values as written:
 * `export NAME = value` (any assignment operator), `export NAME` of a variable assigned
 * elsewhere, and every variable after a bare `export` or with `.EXPORT_ALL_VARIABLES:`.
 */
export function makeExports(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  const exported = new Set<string>();
  for (const m of text.matchAll(MAKE_ASSIGNMENT)) {
    values[m[2] as string] = (m[3] ?? '').trim();
    if (m[1] !== undefined) exported.add(m[2] as string);
  }
  for (const m of text.matchAll(/^export[ \t]+([A-Za-z_][\w \t]*?)[ \t]*$/gm)) {
    for (const name of (m[1] ?? '').split(/[ \t]+/)) exported.add(name);
  }
  const all = /^(?:export[ \t]*|\.EXPORT_ALL_VARIABLES[ \t]*:.*)$/m.test(text);
  return Object.fromEntries(Object.entries(values).filter(([name]) => all || exported.has(name)));
}
