// Whether this machine's Go is older than the base go.mod asks for: such a Go check cannot say
// anything about the code (it fails to compile newer language features), so it is not a failure.
import type { Check } from '../../model/check.js';
import { commandSegments } from '../commands/command-segments.js';
import { commandWords, toolName } from '../commands/command-words.js';
import { leadingWords } from '../commands/shell-words.js';
import { inDir, selfAndAncestors } from '../paths.js';

/** `go version` prints `go version go1.19.8 linux/amd64` (or `go1.22rc1`, `devel go1.23-abc`). */
export function parseGoVersion(output: string): string | null {
  return /\bgo(\d+(?:\.\d+){0,2})/.exec(output.replace(/^go version /, ''))?.[1] ?? null;
}

/** The `go` and `toolchain` directives of a go.mod (`go 1.21`, `toolchain go1.21.3`). */
export function goModRequirement(text: string): { go: string | null; toolchain: string | null } {
  const line = (pattern: RegExp): string | null =>
    text
      .split('\n')
      .map((l) => pattern.exec(l.replace(/\/\/.*$/, '').trim())?.[1])
      .find((v) => v !== undefined) ?? null;
  return {
    go: line(/^go\s+(\d+(?:\.\d+){0,2})/),
    toolchain: line(/^toolchain\s+go(\d+(?:\.\d+){0,2})/),
  };
}

/** Negative when `a` is older than `b`; missing parts count as 0 (`1.21` = `1.21.0`). */
export function compareGoVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Go 1.21 and later switch to the go.mod's `toolchain` by downloading it (GOTOOLCHAIN=auto). */
const SWITCHES_TOOLCHAIN = '1.21';

/** The check runs the Go toolchain itself on some command of its script (not through a wrapper). */
export function runsGo(check: Check): boolean {
  const script = check.script || [check.command, ...check.args].join(' ');
  return commandSegments(script).some((segment) => {
    const tool = commandWords(leadingWords(segment))[0];
    return tool !== undefined && ['go', 'gotestsum'].includes(toolName(tool));
  });
}

/**
 * Why the check's Go module cannot be built by this machine's Go (`go.mod asks for go 1.21; this
 * machine has go1.19.8`), read from the base go.mod nearest to the check's folder; null when it can
 * or when nothing is known.
 */
export function goToolchainGap(
  check: Check,
  readBase: (path: string) => string | undefined,
  machineGo: string | null,
): string | null {
  if (machineGo === null || check.skipped !== null || !runsGo(check)) return null;
  const cwd = check.cwd === '.' ? '' : check.cwd;
  const modPath = selfAndAncestors(cwd)
    .map((dir) => inDir(dir, 'go.mod'))
    .find((path) => readBase(path) !== undefined);
  if (modPath === undefined) return null;
  const { go, toolchain } = goModRequirement(readBase(modPath) ?? '');
  const has = `this machine has go${machineGo}`;
  if (go !== null && compareGoVersions(machineGo, go) < 0)
    return `${modPath} asks for go ${go}; ${has}`;
  const switches = compareGoVersions(machineGo, SWITCHES_TOOLCHAIN) >= 0;
  if (switches && toolchain !== null && compareGoVersions(machineGo, toolchain) < 0)
    return `${modPath} asks for toolchain go${toolchain}; ${has}`;
  return null;
}
