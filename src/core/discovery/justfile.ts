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
