// The suppressions a PR added, and head's text with them taken out: each comment or attribute
// that a tool's profile says silences it is blanked in place (so every line keeps its number), a
// new stub beside a module is removed, and a new `if TYPE_CHECKING:` branch that redefines a run-time
// name is turned off. Suppressions that were at base stay.
import { SOURCE_EXTENSIONS } from '../changes/rules/source-extensions.js';
import { lineCode } from '../changes/skip-markers.js';
import type { Hunk } from '../model/diff.js';
import type { SuppressionForm, ToolProfile } from '../tools/profile.js';
import { redefiningBranches } from './type-checking-branches.js';

/** One changed source file as the PR left it. */
export interface SourceChange {
  path: string;
  /** null: the PR added it. */
  baseText: string | null;
  headText: string;
  /** Its zero-context hunks from base to head. */
  hunks: readonly Hunk[];
}

/** One suppression the PR added, and the tools that honour it. */
export interface AddedSuppression {
  path: string;
  /** Its line at head; null for a stub file (the whole file). */
  line: number | null;
  label: string;
  tools: readonly string[];
  /** The line (or item) it stands on, or the whole file (a file directive, a stub). */
  scope: 'line' | 'file';
}

/** What the stripped tree differs from the locked tree in: files rewritten, or removed (null). */
export interface Stripped {
  files: ReadonlyMap<string, string | null>;
  suppressions: readonly AddedSuppression[];
}

interface ToolForm {
  tool: string;
  form: SuppressionForm;
}

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function formsFor(path: string, profiles: readonly ToolProfile[]): ToolForm[] {
  const ext = extensionOf(path);
  return profiles.flatMap((profile) =>
    (profile.suppressions?.forms ?? [])
      .filter((form) => form.extensions.includes(ext))
      .map((form) => ({ tool: profile.name, form })),
  );
}

/** Whether any tool's suppression could be in this text: cheap, before the diff is read. */
export function mayHoldSuppressions(
  path: string,
  headText: string,
  profiles: readonly ToolProfile[],
): boolean {
  if (formsFor(path, profiles).some(({ form }) => form.re.test(headText))) return true;
  return typeCheckingTools(path, profiles).length > 0 && /\bTYPE_CHECKING\b/.test(headText);
}

/** Where in a line a form matches as it must: in a comment, or in code (not in a string). */
function matchOf(form: SuppressionForm, text: string, path: string): RegExpExecArray | null {
  const match = new RegExp(form.re.source, form.re.flags.replace('g', '')).exec(text);
  if (match === null) return null;
  const ecosystem = SOURCE_EXTENSIONS.get(extensionOf(path)) ?? null;
  // A language the lexer does not know (SQL): the match is taken as it is.
  if (ecosystem === null) return match;
  const { code, bare } = lineCode(text, ecosystem);
  if (form.in === 'code') return form.re.test(bare) ? match : null;
  return form.re.test(code) ? null : match;
}

const blank = (text: string, at: number, length: number): string =>
  text.slice(0, at) + ' '.repeat(length) + text.slice(at + length);

/**
 * A line once its marker is blanked, without what the blanking left at its end (spaces, an empty
 * `#`, `//` or `/* *\/`): a formatter or a whitespace rule would report those, not the PR's code.
 */
function tidy(text: string): string {
  return text
    .trimEnd()
    .replace(/\/\*\s*\*\/$/, '')
    .replace(/(^|\s)(?:#|\/\/)$/, '$1')
    .trimEnd();
}

/** The markers of every form on one line, as `label` → squashed marker text. */
function markersOn(text: string, path: string, forms: readonly ToolForm[]): Set<string> {
  const found = new Set<string>();
  for (const { form } of forms) {
    const match = matchOf(form, text, path);
    if (match) found.add(`${form.label}\u0000${squash(match[0])}`);
  }
  return found;
}

/** One file's added comment and attribute suppressions, blanked; null when it has none. */
function stripComments(
  change: SourceChange,
  profiles: readonly ToolProfile[],
): { text: string; suppressions: AddedSuppression[] } | null {
  const forms = formsFor(change.path, profiles);
  if (forms.length === 0) return null;
  const lines = change.headText.split('\n');
  const baseText = change.baseText ?? '';
  const found = new Map<
    string,
    { line: number; label: string; tools: Set<string>; scope: 'line' | 'file' }
  >();
  for (const hunk of change.hunks) {
    // A line edited in place that keeps its marker keeps base's suppression.
    const kept = new Set(hunk.removed.flatMap((r) => [...markersOn(r.text, change.path, forms)]));
    for (const added of hunk.added) {
      let text = lines[added.line - 1];
      if (text === undefined) continue;
      for (const { tool, form } of forms) {
        const match = matchOf(form, text, change.path);
        if (match === null) continue;
        const marker = squash(match[0]);
        if (kept.has(`${form.label}\u0000${marker}`)) continue;
        if (form.scope === 'file' && baseText.includes(match[0])) continue;
        text = blank(text, match.index, match[0].length);
        const key = `${added.line}\u0000${form.label}`;
        const entry = found.get(key) ?? {
          line: added.line,
          label: form.label,
          tools: new Set(),
          scope: form.scope,
        };
        entry.tools.add(tool);
        found.set(key, entry);
      }
      if (text !== lines[added.line - 1]) lines[added.line - 1] = tidy(text);
    }
    // A form two tools share (`# type: ignore`) was blanked once: the other tool honours it too.
  }
  for (const entry of found.values()) {
    for (const { tool, form } of forms) if (form.label === entry.label) entry.tools.add(tool);
  }
  if (found.size === 0) return null;
  const suppressions = [...found.values()].map((entry) => ({
    path: change.path,
    line: entry.line,
    label: entry.label,
    tools: [...entry.tools].sort(),
    scope: entry.scope,
  }));
  return { text: lines.join('\n'), suppressions };
}

function typeCheckingTools(path: string, profiles: readonly ToolProfile[]): string[] {
  if (!['py', 'pyi'].includes(extensionOf(path))) return [];
  return profiles.filter((p) => p.suppressions?.typeCheckingBranches).map((p) => p.name);
}

/** New `if TYPE_CHECKING:` branches that redefine a run-time name, turned off (`if False`). */
function stripBranches(
  change: SourceChange,
  text: string,
  profiles: readonly ToolProfile[],
): { text: string; suppressions: AddedSuppression[] } | null {
  const tools = typeCheckingTools(change.path, profiles);
  if (tools.length === 0) return null;
  const added = new Set(change.hunks.flatMap((h) => h.added.map((a) => a.line)));
  const lines = text.split('\n');
  const suppressions: AddedSuppression[] = [];
  for (const branch of redefiningBranches(lines)) {
    if (!added.has(branch.line)) continue;
    const line = lines[branch.line - 1] ?? '';
    lines[branch.line - 1] = line.replace(/\b(?:typing\.)?TYPE_CHECKING\b/, (word) =>
      'False'.padEnd(word.length, ' '),
    );
    const label = `if TYPE_CHECKING: redefines ${branch.names.join(', ')}`;
    suppressions.push({ path: change.path, line: branch.line, label, tools, scope: 'line' });
  }
  return suppressions.length === 0 ? null : { text: lines.join('\n'), suppressions };
}

/**
 * The stubs the PR added beside a module of head (`calc.pyi` beside `calc.py`): the checker reads
 * them instead of the module. A stub with no module beside it (a C extension's) is the only
 * description of its module, and stays.
 */
export function addedStubs(
  added: readonly string[],
  headPaths: ReadonlySet<string>,
  profiles: readonly ToolProfile[],
): AddedSuppression[] {
  const found: AddedSuppression[] = [];
  for (const path of added) {
    const ext = extensionOf(path);
    const tools = profiles.filter((p) => p.suppressions?.stubs?.stub === ext);
    const modules = new Set(tools.map((p) => p.suppressions?.stubs?.module ?? ''));
    const stem = path.slice(0, path.length - ext.length);
    const module = [...modules].find((m) => headPaths.has(`${stem}${m}`));
    if (tools.length === 0 || module === undefined) continue;
    const label = `stub beside ${stem}${module}`;
    const names = tools.map((p) => p.name).sort();
    found.push({ path, line: null, label, tools: names, scope: 'file' });
  }
  return found;
}

/** Every suppression the PR added, and the files of the stripped tree. */
export function stripAdded(
  changes: readonly SourceChange[],
  stubs: readonly AddedSuppression[],
  profiles: readonly ToolProfile[],
): Stripped {
  const files = new Map<string, string | null>();
  const suppressions: AddedSuppression[] = [];
  for (const change of changes) {
    const comments = stripComments(change, profiles);
    const branches = stripBranches(change, comments?.text ?? change.headText, profiles);
    const text = branches?.text ?? comments?.text;
    if (text === undefined) continue;
    files.set(change.path, text);
    suppressions.push(...(comments?.suppressions ?? []), ...(branches?.suppressions ?? []));
  }
  for (const stub of stubs) {
    files.set(stub.path, null);
    suppressions.push(stub);
  }
  return { files, suppressions };
}
