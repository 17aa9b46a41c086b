// alembic: revisions in the versions folder an alembic.ini names, ordered by `down_revision`; the
// round trip is alembic's own: upgrade to the base head, upgrade head, downgrade to the base head.
import type { Migration } from '../../../model/migration.js';
import { flagValue, runnerBefore, toolIndex } from '../../command-words.js';
import { baseName, childFiles, folderOf, normalFolder } from '../../files.js';
import type {
  CommandHit,
  FolderHit,
  MigrationTool,
  RoundTrip,
  RoundTripContext,
  ToolFiles,
} from '../../tool.js';
import { versionsFolder } from './alembic-ini.js';
import { heads, orderRevisions, readRevision } from './revisions.js';

function command(words: readonly string[]): CommandHit | null {
  const at = toolIndex(words, 'alembic');
  if (at === -1 || !words.slice(at + 1).includes('upgrade')) return null;
  const config = flagValue(words.slice(at + 1), ['-c', '--config']);
  // `python -m alembic`: the interpreter starts it (and the words before it, `uv run python`).
  const viaModule = words[at - 1] === '-m';
  return {
    folder: null,
    config: config === null ? null : normalFolder(config),
    url: null,
    runner: viaModule ? words.slice(0, at + 1) : runnerBefore(words, at),
  };
}

/** The versions folder of every alembic.ini at base. */
function detect(files: ToolFiles): FolderHit[] {
  return files.paths
    .filter((p) => baseName(p) === 'alembic.ini')
    .flatMap((config): FolderHit[] => {
      const folder = versionsFolder(config, files.text(config) ?? '');
      return folder === null ? [] : [{ folder, config, source: `${config} script_location` }];
    });
}

function migrations(folder: string, files: ToolFiles): Migration[] {
  const revisions = childFiles(folder, files.paths).flatMap((path): Migration[] => {
    if (!path.endsWith('.py')) return [];
    const revision = readRevision(files.text(path) ?? '');
    return revision === null
      ? []
      : [{ id: revision.id, files: [path], up: path, down: path, revises: revision.revises }];
  });
  return orderRevisions(revisions);
}

function roundTrip(context: RoundTripContext): RoundTrip {
  const baseHeads = heads(context.base);
  if (baseHeads.length > 1) {
    return {
      unsupported: `the base has ${baseHeads.length} alembic heads (${baseHeads.join(', ')})`,
    };
  }
  const alembic = context.runner.includes('-m')
    ? [...context.runner]
    : [...context.runner, 'alembic'];
  const config = context.config === null ? [] : ['-c', baseName(context.config)];
  const cwd = context.config === null ? '' : folderOf(context.config);
  const tool = (args: string[]) => ({
    kind: 'tool' as const,
    argv: [...alembic, ...config, ...args],
    cwd,
  });
  const baseHead = baseHeads[0];
  return {
    steps: {
      base: baseHead === undefined ? { kind: 'sql', scripts: [] } : tool(['upgrade', baseHead]),
      up: tool(['upgrade', 'head']),
      down: tool(['downgrade', baseHead ?? 'base']),
    },
  };
}

export const alembic: MigrationTool = {
  name: 'alembic',
  language: 'python',
  command,
  detect,
  defaultFolder: 'alembic/versions',
  migrations,
  isMigrationFile: (folder, path) => folderOf(path) === folder && path.endsWith('.py'),
  roundTrip,
};
