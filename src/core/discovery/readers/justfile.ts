// Reads the recipes of a justfile: header `name args: deps`, then an indented body.
import type { Recipe, TaskFile } from './makefile.js';

const HEADER = /^@?([A-Za-z_][\w-]*)((?:\s+[^:=]+?)?)\s*:(?!=)\s*(.*)$/;
const SKIP = /^(set|alias|export|import|mod)\b|^[\w-]+\s*:=|^\[/;

export function parseJustfile(text: string): TaskFile {
  const recipes = new Map<string, Recipe>();
  let defaultTarget: string | undefined;
  let current: Recipe | undefined;
  for (const line of text.split(/\r?\n/)) {
    if (/^\s/.test(line)) {
      const body = line.trim();
      if (current !== undefined && body !== '' && !body.startsWith('#')) current.lines.push(body);
      continue;
    }
    current = undefined;
    if (line.trim() === '' || line.startsWith('#') || SKIP.test(line)) continue;
    const header = HEADER.exec(line);
    if (header === null) continue;
    const prerequisites = header[3]!.split(/\s+/).filter((d) => /^[A-Za-z_][\w-]*$/.test(d));
    current = { name: header[1]!, prerequisites, lines: [] };
    recipes.set(current.name, current);
    defaultTarget ??= current.name;
  }
  return { recipes, defaultTarget };
}

/** What a justfile reads besides its recipes: imports, modules and the dotenv file it loads. */
export interface JustLinks {
  /** `import 'x.just'` paths; `optional` for `import?`. */
  imports: Array<{ path: string; optional: boolean }>;
  /** `mod name` (path null: just looks for name.just, name/mod.just, name/justfile) or `mod name 'path'`. */
  modules: Array<{ name: string; path: string | null }>;
  /** The dotenv file `set dotenv-load` / `dotenv-filename` / `dotenv-path` loads, null when none. */
  dotenv: string | null;
}

const IMPORT = /^import(\?)?\s+(['"])(.+?)\2/;
const MOD = /^mod\??\s+([A-Za-z_][\w-]*)(?:\s+(['"])(.+?)\2)?/;
const SETTING =
  /^set\s+(dotenv-load|dotenv-filename|dotenv-path|dotenv-required)\b\s*(?::=\s*(.*))?$/;

function settingValue(raw: string | undefined): string {
  return (raw ?? '')
    .replace(/#.*$/, '')
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2');
}

export function justfileLinks(text: string): JustLinks {
  const links: JustLinks = { imports: [], modules: [], dotenv: null };
  let load = false;
  let filename = '.env';
  let path: string | null = null;
  for (const line of text.split(/\r?\n/)) {
    const imported = IMPORT.exec(line);
    if (imported !== null)
      links.imports.push({ path: imported[3]!, optional: imported[1] === '?' });
    const mod = MOD.exec(line);
    if (mod !== null) links.modules.push({ name: mod[1]!, path: mod[3] ?? null });
    const setting = SETTING.exec(line.trim());
    if (setting === null) continue;
    const value = settingValue(setting[2]);
    // `set dotenv-load` alone means true; a filename or path setting loads it too.
    if (setting[1] === 'dotenv-load' || setting[1] === 'dotenv-required') load = value !== 'false';
    if (setting[1] === 'dotenv-filename' && value !== '') {
      filename = value;
      load = true;
    }
    if (setting[1] === 'dotenv-path' && value !== '') {
      path = value;
      load = true;
    }
  }
  if (load) links.dotenv = path ?? filename;
  return links;
}

/** The variables a justfile exports to its recipes (`export NAME := "value"`, quoted values). */
export function justExports(text: string): Record<string, string> {
  const exported: Record<string, string> = {};
  for (const m of text.matchAll(
    /^export[ \t]+([A-Za-z_][\w-]*)[ \t]*:=[ \t]*(?:"([^"\n]*)"|'([^'\n]*)')/gm,
  )) {
    exported[m[1] as string] = m[2] ?? m[3] ?? '';
  }
  return exported;
}
