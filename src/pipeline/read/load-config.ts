// Reads `.github/testlock.yml` (or --config) from the base commit: the PR cannot change it.
import { isAbsolute, posix, relative, sep } from 'node:path';
import { readFile } from '../../adapters/git.js';
import {
  CONFIG_PATH,
  ConfigError,
  DEFAULT_CONFIG,
  parseConfig,
  type TestlockConfig,
} from '../../core/config/config.js';
import { UsageError } from '../../errors.js';

/**
 * The config at `commit`. The default path may be absent (defaults apply); a path the user named
 * must exist. Invalid content is a usage error with the config's one-line message.
 */
export async function loadConfig(
  repo: string,
  commit: string,
  path: string | null,
): Promise<TestlockConfig> {
  const file = path === null ? CONFIG_PATH : repoPath(repo, path);
  const text = await readFile(repo, commit, file);
  if (text === null) {
    if (path !== null) {
      throw new UsageError(
        `config file '${path}' not found at the base commit ${commit.slice(0, 12)}`,
      );
    }
    return structuredClone(DEFAULT_CONFIG) as TestlockConfig;
  }
  try {
    return parseConfig(text, file);
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(error.message);
    throw error;
  }
}

/**
 * The config path as git names it at a commit: relative to the repository root, normalised
 * (`./ci/x.yml`, `ci/../ci/x.yml` and an absolute path inside the checkout all work).
 */
function repoPath(repo: string, path: string): string {
  const relativePath = isAbsolute(path) ? relative(repo, path) : path;
  const normal = posix.normalize(relativePath.split(sep).join('/'));
  if (normal === '..' || normal.startsWith('../') || isAbsolute(normal) || normal === '.') {
    throw new UsageError(`config file '${path}' is not a file inside the repository ${repo}`);
  }
  return normal;
}
