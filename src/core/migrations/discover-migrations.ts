// Finds the migration folders of the base commit (docs/migrations.md): the commands CI and the
// task files run first, then each tool's own config or layout, then plain paired SQL files.

import { folderOf, inFolder } from './files.js';
import { commandLines, fromCommand } from './find-commands.js';
import type { MigrationTool, ToolFiles } from './tool.js';
import { versionsFolder } from './tools/alembic/alembic-ini.js';
import { CONFIGURED_TOOLS, PLAIN_TOOL } from './tools/registry.js';

/** One migration folder and the tool that runs it, as discovery found them. */
export interface MigrationSource {
  tool: MigrationTool;
  folder: string;
  /** The tool's config (`alembic.ini`), null when it has none. */
  config: string | null;
  /** Words that start the tool (`uv run`), [] when it runs directly. */
  runner: string[];
  /** Where it was found, for `plan`. */
  source: string;
  /** The database URL the command names, for the engine; null when none or an expression. */
  url: string | null;
}

// Migrations of vendored code, test data or examples are not the project's history.
const NOT_HISTORY =
  /(?:^|\/)(?:vendor|node_modules|third_party|third-party|testdata|fixtures|__fixtures__|examples?)(?:\/|$)/;

function inProject(folder: string, workingDirectory: string): boolean {
  if (NOT_HISTORY.test(folder)) return false;
  const project = workingDirectory === '.' ? '' : workingDirectory;
  return project === '' || folder === project || folder.startsWith(`${project}/`);
}

/** The alembic.ini a command means: the one it names, else the one in the folder it runs in. */
function alembicFolder(config: string | null, files: ToolFiles): string | null {
  if (config === null) return null;
  const text = files.text(config);
  return text === undefined ? null : versionsFolder(config, text);
}

function fromCommands(files: ToolFiles): MigrationSource[] {
  const found: MigrationSource[] = [];
  for (const line of commandLines(files)) {
    for (const tool of [...CONFIGURED_TOOLS]) {
      const hit = tool.command(line.words);
      if (hit === null) continue;
      const config =
        hit.config !== null
          ? fromCommand(line, hit.config)
          : tool.name === 'alembic'
            ? inFolder(line.cwd, 'alembic.ini')
            : null;
      const folder =
        tool.name === 'alembic'
          ? alembicFolder(config, files)
          : fromCommand(line, hit.folder ?? tool.defaultFolder);
      if (folder === null) continue;
      const url = hit.url !== null && !hit.url.includes('$') ? hit.url : null;
      found.push({
        tool,
        folder,
        config,
        runner: hit.runner,
        source: `${line.source}: ${line.text}`,
        url,
      });
      break;
    }
  }
  return found;
}

/** Every migration folder of the base commit, each once, the first level that finds it winning. */
export function discoverMigrations(files: ToolFiles, workingDirectory = ''): MigrationSource[] {
  const found: MigrationSource[] = [];
  const taken = new Set<string>();
  const add = (source: MigrationSource): void => {
    if (taken.has(source.folder) || !inProject(source.folder, workingDirectory)) return;
    taken.add(source.folder);
    found.push(source);
  };
  for (const source of fromCommands(files)) add(source);
  for (const tool of [...CONFIGURED_TOOLS, PLAIN_TOOL]) {
    for (const hit of tool.detect(files)) {
      add({
        tool,
        folder: hit.folder,
        config: hit.config,
        runner: [],
        source: hit.source,
        url: null,
      });
    }
  }
  return found;
}

/** The folder a migration file's tool config sits in ('' for the root): where its tool runs. */
export function configFolder(source: MigrationSource): string {
  return source.config === null ? '' : folderOf(source.config);
}
