// Go `vendor/` content the PR changes without changing the module version go.mod requires:
// the go command builds from vendor/ without checking its content against go.sum, so such an
// edit swaps a dependency's code (testify's assertions, say) under an unchanged version.
import type { Anomaly } from '../model/anomaly.js';
import { goRequires } from './toolchain/go-files.js';

export interface VendorInput {
  /** The folder holding go.mod and vendor/, '' for the repository root, else ending in '/'. */
  moduleDir: string;
  /** Changed paths under `<moduleDir>vendor/` (any status). */
  changedPaths: readonly string[];
  baseModulesTxt: string | null;
  headModulesTxt: string | null;
  baseGoMod: string | null;
  headGoMod: string | null;
}

export interface VendorFindings {
  anomalies: Anomaly[];
  /** Paths the locked tree takes from base (removed when base has none). */
  locked: string[];
}

/** `# module version` lines of vendor/modules.txt, by module path. */
export function vendoredModules(text: string | null): Map<string, string> {
  const modules = new Map<string, string>();
  for (const line of (text ?? '').split(/\r?\n/)) {
    const match = /^# (\S+)(?: (?!=>)(\S+))?/.exec(line);
    if (match && match[1] !== '=>') modules.set(match[1] as string, match[2] ?? '');
  }
  return modules;
}

/** The module a vendored path belongs to: the longest module path that prefixes it. */
function moduleOf(relative: string, modules: readonly string[]): string {
  const owner = modules
    .filter((module) => relative.startsWith(`${module}/`))
    .sort((a, b) => b.length - a.length)[0];
  return owner ?? relative.split('/')[0] ?? relative;
}

export function vendorFindings(input: VendorInput): VendorFindings {
  const { moduleDir } = input;
  const vendorDir = `${moduleDir}vendor/`;
  // Without modules.txt on either side this is not a Go vendor folder (composer, bundler…).
  if (input.baseModulesTxt === null && input.headModulesTxt === null)
    return { anomalies: [], locked: [] };
  const baseRequires = goRequires(input.baseGoMod ?? '');
  const headRequires = goRequires(input.headGoMod ?? '');
  const baseModules = vendoredModules(input.baseModulesTxt);
  const headModules = vendoredModules(input.headModulesTxt);
  const known = [...new Set([...baseModules.keys(), ...headModules.keys()])];
  // A module whose required version moved in go.mod is an honest re-vendoring.
  const bumped = (module: string): boolean => baseRequires.get(module) !== headRequires.get(module);

  const byModule = new Map<string, string[]>();
  for (const path of input.changedPaths) {
    const relative = path.slice(vendorDir.length);
    if (relative === 'modules.txt') continue;
    const module = moduleOf(relative, known);
    if (bumped(module)) continue;
    byModule.set(module, [...(byModule.get(module) ?? []), path]);
  }
  const anomalies: Anomaly[] = [...byModule.entries()].map(([module, paths]) => ({
    kind: 'harness-modified',
    severity: 'critical',
    path: `${vendorDir}${module}`,
    line: null,
    detail: `vendored module ${module} changed (${paths.length} file${paths.length === 1 ? '' : 's'}) while go.mod requires ${headRequires.get(module) ?? 'no new version'}; base version restored`,
  }));
  const locked = [...byModule.values()].flat();
  const listed = [...headModules.entries()].filter(
    ([module, version]) => baseModules.get(module) !== version && !bumped(module),
  );
  if (listed.length > 0 && input.changedPaths.includes(`${vendorDir}modules.txt`)) {
    const names = listed.map(([module, version]) => `${module} ${version}`).join(', ');
    anomalies.push({
      kind: 'harness-modified',
      severity: 'critical',
      path: `${vendorDir}modules.txt`,
      line: null,
      detail: `vendor/modules.txt lists ${names} while go.mod does not; base version restored`,
    });
    locked.push(`${vendorDir}modules.txt`);
  }
  return { anomalies, locked: locked.sort() };
}
