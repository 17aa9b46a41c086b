// The command lines of the base commit that could run a migration tool: CI steps' `run:` lines,
// Makefile and justfile recipes, package.json scripts; each with its folder and where it was.
import { commandSegments } from '../discovery/commands/command-segments.js';
import { leadingWords } from '../discovery/commands/shell-words.js';
import { parseJustfile } from '../discovery/readers/justfile.js';
import { parseMakefile, stripMakePrefixes } from '../discovery/readers/makefile.js';
import { parseWorkflow } from '../discovery/workflow/workflow-file.js';
import { isRecord } from '../text/is-record.js';
import { baseName, folderOf, inFolder, normalFolder } from './files.js';
import type { ToolFiles } from './tool.js';

/** One simple command of the base commit. */
export interface CommandLine {
  /** As written (one simple command of the step or recipe). */
  text: string;
  /** Its words, quotes removed. */
  words: string[];
  /** The folder it runs in, repository-relative. */
  cwd: string;
  /** `.github/workflows/ci.yml jobs.test.steps[2]`, `Makefile target migrate`. */
  source: string;
}

const WORKFLOW = /^\.github\/workflows\/[^/]+\.ya?ml$/;

export function isCommandFile(path: string): boolean {
  const name = baseName(path);
  return (
    WORKFLOW.test(path) ||
    /^(?:GNU)?[Mm]akefile$/.test(name) ||
    /^\.?[Jj]ustfile$/.test(name) ||
    name === 'package.json'
  );
}

function lines(text: string, cwd: string, source: string): CommandLine[] {
  return commandSegments(text).flatMap((segment) => {
    const words = leadingWords(segment);
    return words.length === 0 ? [] : [{ text: segment, words, cwd, source }];
  });
}

function workflowLines(path: string, text: string): CommandLine[] {
  const parsed = parseWorkflow(path, text);
  if (!('workflow' in parsed)) return [];
  return parsed.workflow.jobs.flatMap((job) => {
    const defaults = job.raw.defaults;
    const jobDir =
      isRecord(defaults) && isRecord(defaults.run) ? defaults.run['working-directory'] : undefined;
    return job.steps.flatMap((step) => {
      const run = step.raw.run;
      if (typeof run !== 'string') return [];
      const dir = step.raw['working-directory'] ?? jobDir;
      const cwd = typeof dir === 'string' && !dir.includes('${{') ? normalFolder(dir) : '';
      if (cwd === null) return [];
      return lines(run, cwd, `${path} jobs.${job.id}.steps[${step.index}]`);
    });
  });
}

function recipeLines(path: string, text: string, kind: 'make' | 'just'): CommandLine[] {
  const parsed = kind === 'make' ? parseMakefile(text) : parseJustfile(text);
  const cwd = folderOf(path);
  return [...parsed.recipes.values()].flatMap((recipe) =>
    recipe.lines.flatMap((line) =>
      lines(stripMakePrefixes(line), cwd, `${path} target ${recipe.name}`),
    ),
  );
}

function scriptLines(path: string, text: string): CommandLine[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const scripts = isRecord(parsed) ? parsed.scripts : undefined;
  if (!isRecord(scripts)) return [];
  return Object.entries(scripts).flatMap(([name, value]) =>
    typeof value === 'string' ? lines(value, folderOf(path), `${path} scripts.${name}`) : [],
  );
}

/** Every command line of the base commit's CI, Makefiles, justfiles and package scripts. */
export function commandLines(files: ToolFiles): CommandLine[] {
  return files.paths.filter(isCommandFile).flatMap((path) => {
    const text = files.text(path);
    if (text === undefined) return [];
    const name = baseName(path);
    if (WORKFLOW.test(path)) return workflowLines(path, text);
    if (name === 'package.json') return scriptLines(path, text);
    return recipeLines(path, text, /akefile$/.test(name) ? 'make' : 'just');
  });
}

/** A folder a command names, relative to the folder it runs in. */
export function fromCommand(line: CommandLine, folder: string): string | null {
  return normalFolder(inFolder(line.cwd, folder));
}
