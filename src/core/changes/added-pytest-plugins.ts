// A Python dependency the PR adds or changes that turns out, once installed, to declare a pytest
// plugin (a `pytest11` entry point): pytest loads it into every run by itself, before any test,
// and its hooks can turn failures into passes, whatever the package is called (`anyio` ships
// one). Packages named as the test toolchain are reported from the dependency files already.
import type { Anomaly } from '../model/anomaly.js';
import { isPythonToolchain } from './toolchain/packages.js';
import { pythonPackagesChanged } from './toolchain-deps.js';

export interface DependencySides {
  path: string;
  base: string | null;
  head: string | null;
}

export function addedPytestPluginAnomalies(
  installedPlugins: ReadonlySet<string>,
  files: readonly DependencySides[],
): Anomaly[] {
  if (installedPlugins.size === 0) return [];
  return files.flatMap((file) =>
    (pythonPackagesChanged(file.path, file.base, file.head) ?? [])
      .filter((name) => installedPlugins.has(name) && !isPythonToolchain(name))
      .map(
        (name): Anomaly => ({
          kind: 'harness-modified',
          severity: 'critical',
          path: file.path,
          line: null,
          detail: `dependency ${name}, which the PR adds or changes, is a pytest plugin: its pytest11 entry point loads it into every pytest run`,
        }),
      ),
  );
}
