// Asks this machine's Go for its version (`go version`) and module setting, once per run, so
// discovery can tell a toolchain older than the project's go.mod, or a GOPATH-era project that
// this Go cannot build, from a compile failure of the code.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseGoVersion } from '../core/discovery/levels/go-toolchain.js';
import type { Check } from '../core/model/check.js';
import { type ProcessEnv, runCheck } from './process.js';

/** The version `go version` prints (`1.19.8`), or null when Go is not installed or says nothing. */
export async function probeGoVersion(root: string, env: ProcessEnv): Promise<string | null> {
  const stdout = await askGo(root, env, ['version']);
  return stdout === null ? null : parseGoVersion(stdout);
}

/**
 * `go env GO111MODULE` ('' when unset, else `on`/`off`/`auto`): whether this Go builds a project
 * that has no go.mod. Null when Go is not installed or fails.
 */
export async function probeGoModuleSetting(root: string, env: ProcessEnv): Promise<string | null> {
  const stdout = await askGo(root, env, ['env', 'GO111MODULE']);
  return stdout === null ? null : stdout.trim();
}

/** `go env GOMODCACHE`: where downloaded modules are kept; null when Go is not installed or fails. */
export async function probeGoModCache(root: string, env: ProcessEnv): Promise<string | null> {
  const stdout = await askGo(root, env, ['env', 'GOMODCACHE']);
  const dir = stdout?.trim() ?? '';
  return dir === '' ? null : dir;
}

async function askGo(root: string, env: ProcessEnv, args: string[]): Promise<string | null> {
  const logDir = await mkdtemp(join(tmpdir(), 'testlock-probe-go-'));
  const probe: Check = {
    name: `probe go ${args[0]}`,
    kind: 'typecheck',
    command: 'go',
    args,
    script: '',
    cwd: '',
    env: {},
    source: 'probe',
    origin: 'testlock',
    skipped: null,
  };
  try {
    // GOTOOLCHAIN=local: the machine's own Go answers, never one it would switch to or download.
    const result = await runCheck(probe, {
      root,
      timeoutMs: 30_000,
      logDir,
      baseEnv: env,
      extraEnv: { GOTOOLCHAIN: 'local' },
    });
    return result.ok ? result.stdout : null;
  } finally {
    await rm(logDir, { recursive: true, force: true });
  }
}
