// A Python dependency the PR adds or changes that, once installed, hooks into the checks: a
// pytest plugin (a `pytest11` entry point: pytest loads it into every run by itself, and its
// hooks can turn failures into passes, whatever the package is called; `anyio` ships one), or a
// console script named like a tool the checks run (the install writes it over that tool). The
// names do not say it; the environment's listing does. Packages named as the test toolchain
// are reported from the dependency files already.
import type { Anomaly } from '../model/anomaly.js';
import type { InstalledHooks } from '../run/python-listing.js';
import { isCheckCommand } from './check-commands.js';
import type { FileSides } from './harness-text.js';
import { isPythonToolchain, normalizePythonName } from './toolchain/packages.js';
import { pythonPackagesChanged } from './toolchain-deps.js';

export function addedDependencyHookAnomalies(
  installed: InstalledHooks,
  files: readonly FileSides[],
): Anomaly[] {
  if (installed.plugins.size === 0 && installed.scripts.size === 0) return [];
  return files.flatMap((file) =>
    (pythonPackagesChanged(file.path, file.base, file.head) ?? [])
      .filter((name) => !isPythonToolchain(name))
      .flatMap((name) => hooksOf(name, installed))
      .map((why): Anomaly => anomaly(file.path, why)),
  );
}

function hooksOf(name: string, installed: InstalledHooks): string[] {
  const found: string[] = [];
  if (installed.plugins.has(name)) {
    found.push(
      `dependency ${name}, which the PR adds or changes, is a pytest plugin: its pytest11 entry point loads it into every pytest run`,
    );
  }
  // A tool's own distribution installs its own command (`black` installs `black`).
  for (const script of installed.scripts.get(name) ?? []) {
    if (!isCheckCommand(script) || normalizePythonName(script) === name) continue;
    found.push(
      `dependency ${name}, which the PR adds or changes, installs the command '${script}' over the tool of that name`,
    );
  }
  return found;
}

function anomaly(path: string, detail: string): Anomaly {
  return { kind: 'harness-modified', severity: 'critical', path, line: null, detail };
}
