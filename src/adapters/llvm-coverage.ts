// LLVM's coverage tools for a traced cargo check (core/runners/cargo/cover.ts): where they are,
// the workspace wrapper written before the check, and the raw profiles exported as lcov after it.
import { randomUUID } from 'node:crypto';
import { constants, lstatSync, mkdirSync, readdirSync, realpathSync } from 'node:fs';
import { type FileHandle, mkdir, open, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, isAbsolute, join, resolve } from 'node:path';
import { execa } from 'execa';
import {
  cargoTestBinaries,
  type LlvmTools,
  type LlvmTrace,
  llvmCovExportArgs,
  WORKSPACE_WRAPPER_SCRIPT,
} from '../core/runners/cargo/cover.js';
import { isExecutable } from './which.js';

const EXPORT_TIMEOUT_MS = 120_000;
// More than the lines of every changed file: a flood is cut, not read.
const MAX_LCOV_BYTES = 64 * 1024 * 1024;

/**
 * `llvm-profdata` and `llvm-cov` of one LLVM, the one most likely to read this rustc's profiles:
 * rustup's llvm-tools component (rustc's own LLVM; a stable toolchain's first), else the newest
 * LLVM on PATH or in `/usr/lib/llvm-N/bin` (a distribution's default `llvm-cov` may be far older
 * than rustc's). Null where none is found; whether they read the profiles shows when they run.
 */
export function findLlvmTools(env: Readonly<Record<string, string | undefined>>): LlvmTools | null {
  const pair = findPair(env);
  if (pair === null) return null;
  const folder = wrapperFolder();
  return { ...pair, wrapper: folder === null ? null : join(folder, WRAPPER_NAME) };
}

type Pair = Omit<LlvmTools, 'wrapper'>;

function findPair(env: Readonly<Record<string, string | undefined>>): Pair | null {
  const rustup = env.RUSTUP_HOME ?? (env.HOME ? join(env.HOME, '.rustup') : null);
  if (rustup !== null) {
    const toolchains = namesIn(join(rustup, 'toolchains')).sort(
      (a, b) => Number(!a.startsWith('stable')) - Number(!b.startsWith('stable')),
    );
    for (const toolchain of toolchains) {
      const rustlib = join(rustup, 'toolchains', toolchain, 'lib', 'rustlib');
      for (const triple of namesIn(rustlib)) {
        const pair = pairIn(join(rustlib, triple, 'bin'), '');
        if (pair !== null) return pair;
      }
    }
  }
  const candidates: Array<{ version: number; tools: Pair }> = [];
  const dirs = (env.PATH ?? '').split(delimiter).filter((dir) => isAbsolute(dir));
  for (const dir of dirs) {
    for (const name of namesIn(dir)) {
      const suffix = /^llvm-cov(-\d+)?$/.exec(name)?.[1] ?? null;
      if (suffix === null && name !== 'llvm-cov') continue;
      const tools = pairIn(dir, suffix ?? '');
      if (tools !== null) candidates.push({ version: versionOf(tools.cov, suffix), tools });
    }
  }
  for (const name of namesIn('/usr/lib')) {
    const version = /^llvm-(\d+)$/.exec(name)?.[1];
    const tools = version === undefined ? null : pairIn(join('/usr/lib', name, 'bin'), '');
    if (tools !== null) candidates.push({ version: Number(version), tools });
  }
  candidates.sort((a, b) => b.version - a.version);
  return candidates[0]?.tools ?? null;
}

/** The LLVM major version of a tool: its name's suffix, else the `llvm-N` folder it links into. */
function versionOf(path: string, suffix: string | null): number {
  if (suffix !== null) return Number(suffix.slice(1));
  try {
    return Number(/\/llvm-(\d+)\//.exec(realpathSync(path))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

function pairIn(dir: string, suffix: string): Pair | null {
  const profdata = join(dir, `llvm-profdata${suffix}`);
  const cov = join(dir, `llvm-cov${suffix}`);
  return isExecutable(profdata) && isExecutable(cov) ? { profdata, cov } : null;
}

function namesIn(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

const WRAPPER_NAME = 'rustc-cover';

/**
 * The folder of the workspace wrapper: one per user in the temporary folder, so that its path is
 * the same in every run (the wrapper is written again before each check, never trusted as found).
 * Null where that folder is not a plain folder of this user's that no one else can write.
 */
function wrapperFolder(): string | null {
  const uid = process.getuid?.() ?? 0;
  const folder = join(tmpdir(), `testlock-rustc-${uid}`);
  try {
    mkdirSync(folder, { mode: 0o700 });
  } catch {
    // It exists already: checked below.
  }
  const info = lstatSync(folder, { throwIfNoEntry: false });
  const owned = info?.isDirectory() === true && info.uid === uid && (info.mode & 0o022) === 0;
  return owned ? folder : null;
}

/**
 * The empty profiles folder and the wrapper, before the check: written afresh (a whole new file
 * renamed into place, read and run by its owner only) unless the one there is exactly that file.
 * Cargo keys its cache of rustc's answers by the wrapper file's identity: a new file each run
 * costs every check three more rustc starts.
 */
export async function prepareLlvmTrace(trace: LlvmTrace): Promise<void> {
  await mkdir(trace.profiles, { recursive: true, mode: 0o700 });
  if (await isOurWrapper(trace.wrapper)) return;
  const fresh = `${trace.wrapper}.${process.pid}.${randomUUID()}`;
  await writeFile(fresh, WORKSPACE_WRAPPER_SCRIPT, { mode: 0o500, flag: 'wx' });
  await rename(fresh, trace.wrapper);
}

const WRAPPER_BYTES = Buffer.from(WORKSPACE_WRAPPER_SCRIPT);

// The file itself, not what a link points at: one name, this user's, no write bit for anyone, the
// script's bytes; read through the descriptor that was checked.
async function isOurWrapper(path: string): Promise<boolean> {
  let file: FileHandle;
  try {
    file = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return false;
  }
  try {
    const info = await file.stat();
    const plain =
      info.isFile() &&
      info.nlink === 1 &&
      info.uid === (process.getuid?.() ?? 0) &&
      (info.mode & 0o7777) === 0o500 &&
      info.size === WRAPPER_BYTES.length;
    return plain && (await file.readFile()).equals(WRAPPER_BYTES);
  } finally {
    await file.close();
  }
}

/**
 * The changed files' lines as lcov at `out`, from the raw profiles the run wrote and the binaries
 * its output names (cargo's `Running` lines, resolved from `cwd`). Writes nothing where there is nothing to read, or where
 * the tools cannot read this rustc's profiles (then the changed files count as unmeasured).
 */
export async function exportLlvmLines(
  trace: LlvmTrace,
  run: { output: string; cwd: string },
  out: string,
): Promise<void> {
  const profiles = (await readdir(trace.profiles).catch(() => []))
    .filter((name) => name.endsWith('.profraw'))
    .map((name) => join(trace.profiles, name));
  if (profiles.length === 0) return;
  const binaries: string[] = [];
  for (const path of cargoTestBinaries(run.output).map((p) => resolve(run.cwd, p))) {
    const info = await stat(path).catch(() => null);
    if (info?.isFile()) binaries.push(path);
  }
  const merged = join(trace.profiles, 'merged.profdata');
  const options = { reject: false, timeout: EXPORT_TIMEOUT_MS, stdin: 'ignore' } as const;
  const merge = await execa(
    trace.tools.profdata,
    ['merge', '-sparse', '-o', merged, ...profiles],
    options,
  );
  const args = llvmCovExportArgs(merged, binaries, trace.sources);
  if (merge.exitCode !== 0 || args.length === 0) return;
  const exported = await execa(trace.tools.cov, args, {
    ...options,
    maxBuffer: MAX_LCOV_BYTES,
    stripFinalNewline: false,
  });
  if (exported.exitCode === 0) await writeFile(out, exported.stdout, { mode: 0o600, flag: 'wx' });
}
