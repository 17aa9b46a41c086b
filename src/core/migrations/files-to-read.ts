// Which base files migration discovery reads: the command files, the tools' configs, the
// manifests that name a driver, and the migration-like files under migration-like folders.

import { baseName } from './files.js';
import { isCommandFile } from './find-commands.js';

const CONFIGS =
  /^(?:alembic\.ini|diesel\.toml|Cargo\.toml|go\.mod|pyproject\.toml|setup\.cfg|tox\.ini|requirements[^/]*\.txt|\.env|\.sqlfluff|migration_lock\.toml)$/;
// A folder on the way to a migration: `migrations`, `db`, `alembic`, `versions`, `schema`, ...
const MIGRATION_DIR = /(?:^|\/)(?:[^/]*migrat[^/]*|db|database|alembic|versions|schema|sql)\//i;
const MIGRATION_FILE = /\.(?:sql|py|toml)$/;

// A bound on what one run reads for this: a repository of thousands of SQL files is read once.
const MAX_FILES = 20_000;

export function migrationFilesToRead(paths: readonly string[]): string[] {
  return paths
    .filter(
      (path) =>
        isCommandFile(path) ||
        CONFIGS.test(baseName(path)) ||
        (MIGRATION_FILE.test(path) && MIGRATION_DIR.test(path)),
    )
    .slice(0, MAX_FILES);
}
