// The Cargo target folder a tree's checks use: the slot's persisted one, unless the project, the
// user or the environment names one (read from the Cargo config files cargo itself would read).
import { existsSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { mayUsePersistedTarget } from '../core/locked/cargo-target-dir.js';
import { listFiles } from './git-tree.js';
import type { ProcessEnv } from './process.js';

const CONFIG_NAMES = ['config.toml', 'config'] as const;
// A config is a few lines; a bigger file is read as "names a target folder" (see below).
const MAX_CONFIG_BYTES = 1 << 20;

const isCargoConfig = (path: string): boolean => /(?:^|\/)\.cargo\/config(?:\.toml)?$/.test(path);

// Unreadable means unknown: reported as a config that names one, so testlock leaves it alone.
async function textOf(path: string): Promise<string | null> {
  const found = await stat(path).catch(() => null);
  if (found === null) return null;
  if (!found.isFile() || found.size > MAX_CONFIG_BYTES) return 'target-dir';
  return readFile(path, 'utf8').catch(() => 'target-dir');
}

function ancestors(dir: string): string[] {
  const out: string[] = [];
  for (let at = dirname(dir); ; at = dirname(at)) {
    out.push(at);
    if (dirname(at) === at) return out;
  }
}

/** The texts of every Cargo config that applies to checks run anywhere in `tree`. */
async function cargoConfigTexts(
  tree: string,
  files: readonly string[],
  env: ProcessEnv,
): Promise<string[]> {
  const home = env.CARGO_HOME || join(env.HOME || homedir(), '.cargo');
  const paths = [
    ...files.filter(isCargoConfig).map((path) => join(tree, path)),
    ...ancestors(tree).flatMap((dir) => CONFIG_NAMES.map((name) => join(dir, '.cargo', name))),
    ...CONFIG_NAMES.map((name) => join(home, name)),
  ];
  const texts = await Promise.all(paths.map(textOf));
  return texts.filter((text): text is string => text !== null);
}

export interface CargoTargetInput {
  /** The checkout's top folder and the tree built from `head` in `dir`. */
  top: string;
  dir: string;
  head: string;
  /** The slot's target folder; null when the tree is in a fresh temporary folder. */
  slotTarget: string | null;
  env: ProcessEnv;
}

function isDirectory(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

/**
 * The checkout's own `target/`, when the job built there and no slot can persist: in the Action
 * the slot lives in RUNNER_TEMP, emptied after every job, so the job's build is the only warm
 * one. Set TESTLOCK_CACHE_DIR (a folder the job restores) to use a slot there instead.
 */
function checkoutTarget(top: string, env: ProcessEnv): string | null {
  const ephemeral = env.GITHUB_ACTIONS === 'true' && !env.TESTLOCK_CACHE_DIR;
  return ephemeral && isDirectory(join(top, 'target')) ? join(top, 'target') : null;
}

/**
 * `CARGO_TARGET_DIR` for the tree's checks, or nothing: the slot's own folder (the base tree has
 * another, so neither can pass its builds off as the other's), or in the Action the job's
 * `target/`; nothing when the project, the user or the environment names a folder.
 */
export async function cargoTargetEnv(input: CargoTargetInput): Promise<Record<string, string>> {
  if (!existsSync(join(input.dir, 'Cargo.toml'))) return {};
  const target = checkoutTarget(input.top, input.env) ?? input.slotTarget;
  if (target === null) return {};
  const files = await listFiles(input.top, input.head);
  const configTexts = await cargoConfigTexts(input.dir, files, input.env);
  if (!mayUsePersistedTarget({ files, configTexts, env: input.env })) return {};
  return { CARGO_TARGET_DIR: target };
}
