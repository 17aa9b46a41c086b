// A GOPATH-era Go project (Go files and no go.mod anywhere at base, e.g. pkg/errors) cannot be
// built by a Go in module mode (the default since Go 1.16): `go test ./...` stops at "go.mod file
// not found" and says nothing about the code. Decided from the base tree, so a PR that deletes its
// go.mod cannot turn a failure into a skip.
import type { Check } from '../../model/check.js';
import { compareGoVersions, runsGo } from './go-toolchain.js';

/** Go 1.16 made module mode the default (GO111MODULE unset means `on`). */
const MODULE_MODE_DEFAULT = '1.16';

const MODULE_FILE = /(?:^|\/)go\.(?:mod|work)$/;

/** What this machine's Go says and which base files there are. */
export interface GoPathInput {
  /** `1.19.8`; null when unknown (nothing is decided then). */
  machineGo: string | null;
  /** `go env GO111MODULE` on this machine ('' when unset); null when unknown. */
  moduleSetting: string | null;
  /** Every path of the base commit. */
  basePaths: readonly string[];
}

/** Why the check cannot run here (a GOPATH-mode project, a Go that needs a module), or null. */
export function goPathModeGap(check: Check, input: GoPathInput): string | null {
  const { machineGo, moduleSetting, basePaths } = input;
  if (machineGo === null || moduleSetting === null) return null;
  if (check.skipped !== null || !runsGo(check)) return null;
  // The project chose a mode for this command itself: it runs as written.
  if (check.env.GO111MODULE !== undefined || /\bGO111MODULE=/.test(check.script)) return null;
  if (!needsModule(machineGo, moduleSetting.trim())) return null;
  if (basePaths.some((path) => MODULE_FILE.test(path))) return null;
  if (!basePaths.some((path) => path.endsWith('.go'))) return null;
  const setting = moduleSetting.trim() === 'on' ? ' (GO111MODULE=on)' : '';
  return `no go.mod: GOPATH-mode project, go${machineGo} needs a module${setting}`;
}

/** Whether this Go, so configured, refuses to build outside a module. */
function needsModule(machineGo: string, setting: string): boolean {
  if (setting === 'on') return true;
  if (setting === 'off' || setting === 'auto') return false;
  return compareGoVersions(machineGo, MODULE_MODE_DEFAULT) >= 0;
}
