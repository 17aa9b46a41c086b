// Changes a PR makes to the test toolchain through dependency files: a test runner, plugin,
// assertion library or lint/type tool whose spec, resolved location or integrity moved.
import type { Anomaly } from '../model/anomaly.js';
import { type CargoMemberTests, cargoTomlRecords } from './toolchain/cargo-files.js';
import { compareRecords, type ToolchainChange } from './toolchain/compare.js';
import { denoImportRecords, isDenoToolchain } from './toolchain/deno-imports.js';
import { goModRecords, goSumRecords } from './toolchain/go-files.js';
import { NODE_LOCKFILES, type NodeLockfile } from './toolchain/node-lockfiles.js';
import { namesVitest, packageJsonRecords } from './toolchain/node-manifest.js';
import { pnpmWorkspaceRecords } from './toolchain/node-workspace.js';
import {
  isGoToolchain,
  isNodeToolchain,
  isPublishedRunner,
  isPythonToolchain,
  normalizePythonName,
} from './toolchain/packages.js';
import { PYTHON_FILES } from './toolchain/python-files.js';
import { PACKAGE_INDEX, pipConfRecords, uvTomlRecords } from './toolchain/python-index.js';
import { condaRecords, pipfileLockRecords, pipfileRecords } from './toolchain/python-pipenv.js';
import type { DependencyRecord } from './toolchain/record.js';

type Reader = (text: string) => DependencyRecord[];

interface FileFormat {
  read: Reader;
  /** Which records are the toolchain, given both sides' records. */
  toolchain: (all: readonly DependencyRecord[]) => (name: string) => boolean;
  /** Keep registry-only changes (warnings)? go.sum churn is an ordinary bump, not news. */
  warnings: boolean;
  /** A Python file: what it installs can declare pytest plugins. */
  python?: true;
}

const node = (read: Reader): FileFormat => ({
  read,
  toolchain: (all) => {
    const vitest = namesVitest(all);
    return (name) => isNodeToolchain(name, vitest);
  },
  warnings: true,
});

const python = (read: Reader): FileFormat => ({
  read,
  toolchain: () => (name) => name === PACKAGE_INDEX || isPythonToolchain(name),
  warnings: true,
  python: true,
});

// Formats whose reader keeps only toolchain records: in go.mod and go.work every replacement is
// the toolchain's business (a `replace` can swap testify, or the code under test, for a folder
// the PR wrote); Cargo.toml's reader keeps dev/build dependencies, patches and replacements.
const everyRecord = (read: Reader, warnings: boolean): FileFormat => ({
  read,
  toolchain: () => () => true,
  warnings,
});

const LOCKFILE_NAMES: Record<string, NodeLockfile> = {
  'package-lock.json': 'package-lock.json',
  'npm-shrinkwrap.json': 'package-lock.json',
  'pnpm-lock.yaml': 'pnpm-lock.yaml',
  'yarn.lock': 'yarn.lock',
  'bun.lock': 'bun.lock',
};

/** The dependency file format of a path (by file name, at any level), or null. */
function formatOf(
  path: string,
  goTestModules: ReadonlySet<string> = new Set(),
  cargoMembers?: CargoMemberTests,
): FileFormat | null {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (name === 'package.json') return node(packageJsonRecords);
  const lockfile = LOCKFILE_NAMES[name];
  if (lockfile !== undefined) return node(NODE_LOCKFILES[lockfile]);
  if (name === 'pnpm-workspace.yaml') return node(pnpmWorkspaceRecords);
  if (name === 'deno.json' || name === 'deno.jsonc') {
    return { read: denoImportRecords, toolchain: () => isDenoToolchain, warnings: true };
  }
  if (name === 'pyproject.toml') return python(PYTHON_FILES['pyproject.toml']);
  if (name === 'Pipfile') return python(pipfileRecords);
  if (name === 'Pipfile.lock') return python(pipfileLockRecords);
  if (/^environment.*\.ya?ml$/.test(name)) return python(condaRecords);
  if (name === 'uv.lock' || name === 'poetry.lock') return python(PYTHON_FILES[name]);
  if (name === 'uv.toml') return python(uvTomlRecords);
  if (name === 'pip.conf' || name === 'pip.ini') return python(pipConfRecords);
  // `requirements/test.txt` is as common as `requirements-test.txt`.
  if (
    /^requirements.*\.(txt|in)$|^(constraints|dev-requirements|test-requirements).*\.(txt|in)$/.test(
      name,
    ) ||
    /(^|\/)requirements\/[^/]+\.(txt|in)$/.test(path)
  ) {
    return python(PYTHON_FILES.requirements);
  }
  // A go.mod's replacements of the test toolchain, and of a module only base tests import, are its
  // harness part (merge-go-mod.ts); one of any other module is a dependency change whose PR
  // version runs. go.work is harness whole.
  if (name === 'go.mod')
    return {
      read: goModRecords,
      toolchain: () => (module) => isGoToolchain(module) || goTestModules.has(module),
      warnings: true,
    };
  if (name === 'go.work') return everyRecord(goModRecords, true);
  if (name === 'Cargo.toml') {
    return everyRecord((text) => cargoTomlRecords(text, cargoMembers), true);
  }
  if (name === 'go.sum' || name === 'go.work.sum') return everyRecord(goSumRecords, false);
  return null;
}

/** A Python dependency file: what it installs may declare pytest plugins. */
export function isPythonDependencyFile(path: string): boolean {
  return formatOf(path)?.python === true;
}

/**
 * The Python packages (normalised names) a PR's version of a Python dependency file adds or
 * changes (spec, version, source or hash), whatever they are; null for any other file.
 */
export function pythonPackagesChanged(
  path: string,
  baseText: string | null,
  headText: string | null,
): string[] | null {
  const format = formatOf(path);
  if (format?.python !== true) return null;
  if (headText === null || baseText === headText) return [];
  const before = new Set((baseText === null ? [] : format.read(baseText)).map(recordKey));
  const changed = format
    .read(headText)
    .filter((r) => r.name !== PACKAGE_INDEX && !before.has(recordKey(r)))
    .map((r) => normalizePythonName(r.name));
  return [...new Set(changed)];
}

function recordKey(r: DependencyRecord): string {
  return [normalizePythonName(r.name), r.spec, r.version, r.integrity].join('\0');
}

/** True for a path whose text lists dependencies this module reads. */
export function isDependencyFile(path: string): boolean {
  return formatOf(path) !== null || patchPackageTarget(path) !== null;
}

// patch-package keeps `patches/<name>+<version>.patch` (scope as `@scope+name+…`) and applies
// it to node_modules after every install: a patch of a test tool rewrites the runner.
function patchPackageTarget(path: string): string | null {
  const match = /(^|\/)patches\/((@[^+/]+)\+)?([^+/]+)\+[^/]*\.patch$/.exec(path);
  if (!match) return null;
  return match[3] === undefined ? (match[4] as string) : `${match[3]}/${match[4]}`;
}

function anomaly(path: string, change: ToolchainChange): Anomaly {
  return {
    kind: 'harness-modified',
    severity: change.severity,
    path,
    line: null,
    detail: `test toolchain dependency ${change.name}: ${change.detail}`,
  };
}

const publishedOnly = (name: string): boolean =>
  isPublishedRunner(name) || isPublishedRunner(normalizePythonName(name));

/**
 * The toolchain anomalies of one dependency file, from its base and head text (null where the
 * file does not exist on that side). A deleted file changes nothing the PR controls.
 */
export function toolchainAnomalies(
  path: string,
  baseText: string | null,
  headText: string | null,
  goTestModules: ReadonlySet<string> = new Set(),
  cargoMembers?: CargoMemberTests,
): Anomaly[] {
  if (headText === null) return [];
  const patched = patchPackageTarget(path);
  if (patched !== null) {
    if (!isNodeToolchain(patched, patched === 'vite') || baseText === headText) return [];
    const what = baseText === null ? 'added' : 'changed';
    const detail = `patch-package patch ${what}; it rewrites the installed package`;
    return [anomaly(path, { name: patched, severity: 'critical', detail })];
  }
  const format = formatOf(path, goTestModules, cargoMembers);
  if (format === null || baseText === headText) return [];
  const base = baseText === null ? [] : format.read(baseText);
  const head = format.read(headText);
  const isToolchain = format.toolchain([...base, ...head]);
  return compareRecords(base, head, isToolchain, publishedOnly)
    .filter((change) => format.warnings || change.severity === 'critical')
    .map((change) => anomaly(path, change));
}

// The record keys that say "install this": lockfiles, indexes, overrides and sources only pin.
const DECLARED =
  /^(dependencies|devDependencies|optionalDependencies|peerDependencies|project\.dependencies|project\.optional-dependencies|dependency-groups|tool\.uv\.dev-dependencies|tool\.pdm\.dev-dependencies|tool\.poetry\.(dependencies|dev-dependencies|group)|requirement|packages|dev-packages)\./;

/** A manifest that declares what an install brings: package.json, pyproject.toml, Pipfile, requirements. */
export function isDeclaringManifest(path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return (
    ['package.json', 'pyproject.toml', 'Pipfile'].includes(name) ||
    formatOf(path)?.read === PYTHON_FILES.requirements
  );
}

/** The packages a declaring manifest lists for install, or null for a path that is none. */
export function declaredPackages(path: string, text: string): string[] | null {
  const format = formatOf(path);
  if (format === null || !isDeclaringManifest(path)) return null;
  return format
    .read(text)
    .filter((entry) => DECLARED.test(entry.key))
    .map((entry) => entry.name);
}
