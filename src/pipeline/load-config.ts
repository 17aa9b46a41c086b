// Reads `.github/testlock.yml` (or --config) from the base commit: the PR cannot change it.
import { readFile } from '../adapters/git.js';
import {
  CONFIG_PATH,
  ConfigError,
  DEFAULT_CONFIG,
  parseConfig,
  type TestlockConfig,
} from '../core/config/config.js';
import { UsageError } from '../errors.js';

/**
 * The config at `commit`. The default path may be absent (defaults apply); a path the user named
 * must exist. Invalid content is a usage error with the config's one-line message.
 */
export async function loadConfig(
  repo: string,
  commit: string,
  path: string | null,
): Promise<TestlockConfig> {
  const file = path ?? CONFIG_PATH;
  const text = await readFile(repo, commit, file);
  if (text === null) {
    if (path !== null) {
      throw new UsageError(
        `config file '${file}' not found at the base commit ${commit.slice(0, 12)}`,
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
