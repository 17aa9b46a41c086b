// The lint of the SQL row: `sqlfluff lint <folder>` where the base configures sqlfluff (its
// `.sqlfluff`, or a `[sqlfluff]` section), as the convention table's "if configured" says.
import type { SqlLintPlan } from '../model/migration.js';
import { folderOf, inFolder } from './files.js';
import type { ToolFiles } from './tool.js';

/** The folders from `folder` up to the root, nearest first. */
function ancestors(folder: string): string[] {
  const out = [folder];
  let current = folder;
  while (current !== '') {
    current = folderOf(current);
    out.push(current);
  }
  return out;
}

const SECTIONS: ReadonlyArray<[string, RegExp]> = [
  ['pyproject.toml', /^\s*\[tool\.sqlfluff\b/m],
  ['setup.cfg', /^\s*\[sqlfluff\b/m],
  ['tox.ini', /^\s*\[sqlfluff\b/m],
];

/** The config sqlfluff would read for files in `folder`, nearest first; null when none. */
export function sqlfluffConfig(folder: string, files: ToolFiles): string | null {
  const paths = new Set(files.paths);
  for (const dir of ancestors(folder)) {
    const dotfile = inFolder(dir, '.sqlfluff');
    if (paths.has(dotfile)) return dotfile;
    for (const [name, section] of SECTIONS) {
      const path = inFolder(dir, name);
      if (paths.has(path) && section.test(files.text(path) ?? '')) return path;
    }
  }
  return null;
}

export function lintPlan(folder: string, language: string, files: ToolFiles): SqlLintPlan {
  if (language !== 'sql') {
    return { config: null, skipped: 'not-configured', reason: 'the migrations are not SQL files' };
  }
  const config = sqlfluffConfig(folder, files);
  if (config === null) {
    return {
      config: null,
      skipped: 'not-configured',
      reason: 'no .sqlfluff or [sqlfluff] section at base',
    };
  }
  return { config, skipped: null, reason: `configured in ${config}` };
}
