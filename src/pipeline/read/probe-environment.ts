// Looks at where a test check will run: the package scripts it may call, and which coverage
// plugins are installed, so results and coverage can be asked for only where they can be had.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { findLlvmTools } from '../../adapters/llvm-coverage.js';
import { createToolLookup } from '../../adapters/which.js';
import { COVERAGE_SETTINGS } from '../../core/discovery/executed/coverage-plugin-files.js';
import type { Check } from '../../core/model/check.js';
import {
  configuresSource,
  coverageCore,
  coverageSources,
  type TopEntry,
} from '../../core/run/coverage-cost.js';
import type { InstrumentContext } from '../../core/run/instrumented.js';
import { type PytestCov, pytestCovInListing } from '../../core/run/python-listing.js';
import {
  AVA_CONFIG_NAMES,
  type AvaConfigFile,
  avaConfigFile,
} from '../../core/runners/ava/ava-config.js';
import {
  type ConfigText,
  type JestCoverageConfig,
  jestCoverageConfig,
} from '../../core/runners/jest/coverage-config.js';
import { RUNNER_PROFILES } from '../../core/runners/registry.js';
import {
  VITEST_CONFIG_NAMES,
  VITEST_WORKSPACE_NAMES,
  type VitestConfigFile,
  vitestConfigFile,
} from '../../core/runners/vitest/vitest-config.js';
import {
  type CheckoutListings,
  type ProbeRun,
  pythonCommand,
  tracksVenv,
} from './checkout-listings.js';
import { readPackageScripts } from './package-scripts.js';
import { probeOutput } from './probe-output.js';
import { OFF_WORKING_FOLDER, type SharedListing } from './python-listing.js';

export type Environment = Omit<InstrumentContext, 'outDir'>;

/** A test check that may start pytest, so whether pytest-cov is installed matters. */
export function mayRunPytest(check: Check): boolean {
  return (
    check.kind === 'test' &&
    check.skipped === null &&
    /\bpy\.?test\b|\btox\b|\bnox\b/.test(`${check.command} ${check.args.join(' ')} ${check.script}`)
  );
}

/**
 * `early`: the pytest-cov probe, already started (startCoverageProbes); absent, it runs here.
 */
export async function probeEnvironment(
  root: string,
  check: Check,
  scratch: string,
  run: ProbeRun,
  early?: Promise<PytestCov | null>,
): Promise<Environment> {
  const dir = join(root, check.cwd);
  const isTest = check.kind === 'test';
  const [packageScripts, cov, runnerConfigs] = await Promise.all([
    readPackageScripts(dir),
    early ?? (mayRunPytest(check) ? probePytestCov(root, check, scratch, run) : null),
    isTest ? readRunnerConfigs(dir, root) : Promise.resolve(undefined),
  ]);
  const { jest, vitest, ava } = runnerConfigs ?? {};
  const configs = {
    ...(jest ? { jest } : {}),
    ...(vitest ? { vitest } : {}),
    ...(ava ? { ava } : {}),
  };
  const pytestCov = cov !== null;
  const vitestCoverage = [dir, root].some(
    (d) =>
      existsSync(join(d, 'node_modules', '@vitest', 'coverage-v8')) ||
      existsSync(join(d, 'node_modules', '@vitest', 'coverage-istanbul')),
  );
  const lookup = createToolLookup([dir, root], run.env.PATH ?? '');
  const tools = SCRIPT_TOOLS.filter((tool) => lookup(tool));
  // LLVM's tools only for a test check that may start a runner whose coverage they read.
  const llvm = isTest && mayRunLlvmRunner(check) ? findLlvmTools(run.env) : null;
  const has = { pytestCov, vitestCoverage, tools, ...(llvm === null ? {} : { llvm }) };
  const inherited = inheritedFlags(run.env);
  if (cov === null) return { has, packageScripts, inherited, ...configs };
  // A core the job chose (COVERAGE_CORE in its environment) stands.
  const core = run.env.COVERAGE_CORE ? null : coverageCore(cov.python, cov.coverage);
  const sources = coverageSources(await topEntries(dir), await configuresCoverageSource(dir));
  return {
    has,
    packageScripts,
    inherited,
    python: { coverageCore: core, sources },
    ...configs,
  };
}

// The tools that start those runners (`cargo`), named by the runners' profiles.
const LLVM_RUNNER_TOOLS = RUNNER_PROFILES.filter((p) => p.instrumentation?.llvmTools).flatMap(
  (p) => p.recognition.tools,
);

function mayRunLlvmRunner(check: Check): boolean {
  const words = [check.command, ...check.args, check.script].join(' ').split(/[\s;&|()'"]+/);
  return words.some((word) => LLVM_RUNNER_TOOLS.includes(word.slice(word.lastIndexOf('/') + 1)));
}

/** The job's own values of the variables the runners' profiles extend rather than replace. */
function inheritedFlags(
  env: Readonly<Record<string, string | undefined>>,
): Record<string, string | undefined> {
  const names = RUNNER_PROFILES.flatMap((p) =>
    [p.instrumentation?.inheritedEnv, p.witness?.inheritedEnv].filter(
      (name): name is string => name !== undefined,
    ),
  );
  return Object.fromEntries(names.map((name) => [name, env[name]]));
}

/** The coverage-plugin probes (pytest-cov) started before the locked worktree exists. */
export interface EarlyProbes {
  /** The probe started for `check`, or undefined when none was. */
  coverage(check: Check): Promise<PytestCov | null> | undefined;
  /** The checkout's Python listings, each run once (the inventory key reads them too). */
  listPython: SharedListing;
  /** Every listing asked for so far, once each has finished (null where one could not run). */
  listings(): Promise<Array<string | null>>;
  /** Waits for the probes and removes their scratch folder. */
  dispose(): Promise<void>;
}

/**
 * Starts the pytest-cov probe of every check that may run pytest, in the user's checkout, so that
 * the Python start runs beside the building of the locked worktree instead of after it (issue 14).
 * What is installed is the checkout's either way: the locked tree links its virtualenv. A folder
 * the checkout lacks (another commit is checked out) is probed from the checkout's root. The
 * answer is read from the listing of the installed distributions, which the inventory key is
 * made of too: one Python start serves both, and it imports nothing from the checkout.
 */
export function startCoverageProbes(
  listings: CheckoutListings,
  checkout: string,
  checks: readonly Check[],
  run: ProbeRun,
  head: string,
): EarlyProbes {
  const probes = new Map<Check, Promise<PytestCov | null>>();
  for (const [index, check] of checks.filter(mayRunPytest).entries()) {
    const at = { ...check, cwd: existsSync(join(checkout, check.cwd)) ? check.cwd : '' };
    const probe = async (): Promise<PytestCov | null> => {
      const python = pythonCommand(checkout, at.command);
      if (await tracksVenv(checkout, head, python)) return null;
      const listing = await listings.listPython(python, at.cwd);
      // A Python the listing cannot run on is probed the old way.
      if (listing !== null) return pytestCovInListing(listing);
      return probePytestCov(checkout, at, join(await listings.folder(), String(index)), run);
    };
    // A probe that cannot run means no coverage, as when it fails.
    probes.set(
      check,
      probe().catch(() => null),
    );
  }
  return {
    coverage: (check) => probes.get(check),
    listPython: listings.listPython,
    listings: listings.listings,
    async dispose() {
      await Promise.all(probes.values());
      await listings.dispose();
    },
  };
}

/**
 * The package managers and script runners a chain of package scripts may call beside npm, the
 * runners a rewritten chain starts by name (script-chain.ts), and gcovr, which reads a C/C++
 * build's gcov data after ctest (runners/ctest/instrument.ts).
 */
const SCRIPT_TOOLS = [
  'gcovr',
  'pnpm',
  'yarn',
  'bun',
  'run-s',
  'run-p',
  'npm-run-all',
  'npm-run-all2',
  'vitest',
  'jest',
];
const JEST_CONFIGS = [
  'jest.config.js',
  'jest.config.cjs',
  'jest.config.mjs',
  'jest.config.ts',
  'jest.config.cts',
  'jest.config.mts',
  'jest.config.json',
];

/**
 * The JavaScript runners' configs of a test check's folder (in the locked worktree), each file
 * read once: jest's as coverage needs it, vitest's and ava's for their witnesses' wrapping configs.
 */
async function readRunnerConfigs(
  dir: string,
  root: string,
): Promise<{ jest?: JestCoverageConfig; vitest: VitestConfigFile; ava: AvaConfigFile }> {
  const jestNames = [...JEST_CONFIGS, 'package.json'];
  const vitestNames = [...VITEST_CONFIG_NAMES, ...VITEST_WORKSPACE_NAMES];
  const avaNames = ['package.json', ...AVA_CONFIG_NAMES];
  const files = await readPresent(dir, [...new Set([...jestNames, ...vitestNames, ...avaNames])]);
  // In the order each reader names them, as each read its own list before.
  const among = (names: readonly string[]): ConfigText[] =>
    names.flatMap((name) => files.filter((file) => file.name === name));
  const jest = among(jestNames);
  return {
    ...(jest.length === 0 ? {} : { jest: jestCoverageConfig(jest) }),
    vitest: vitestConfigFile(among(vitestNames)),
    ava: avaConfigFile(among(avaNames), avaConfigAbove(dir, root)),
  };
}

/** The files of `names` present in `dir`, with their text. */
async function readPresent(dir: string, names: readonly string[]): Promise<ConfigText[]> {
  const files = await Promise.all(
    names.map(async (name) => {
      const text = await readFile(join(dir, name), 'utf8').catch(() => null);
      return text === null ? null : { name, text };
    }),
  );
  return files.filter((f): f is ConfigText => f !== null);
}

/** Whether a folder above `dir`, up to the repository's root, holds an ava config (ava looks there). */
function avaConfigAbove(dir: string, root: string): boolean {
  const folders: string[] = [];
  for (let folder = dir; !/^(?:\.\.|$)/.test(relative(root, folder)); ) {
    folder = dirname(folder);
    folders.push(folder);
  }
  return folders.some((f) => AVA_CONFIG_NAMES.some((name) => existsSync(join(f, name))));
}

async function configuresCoverageSource(dir: string): Promise<boolean> {
  const files = await readPresent(dir, COVERAGE_SETTINGS);
  return files.some((file) => configuresSource(file.name, file.text));
}

// The check folder's entries, each folder looked into (bounded) for a Python file.
async function topEntries(dir: string): Promise<TopEntry[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return Promise.all(
    entries.map(async (entry): Promise<TopEntry> => {
      if (!entry.isDirectory()) return { name: entry.name, kind: 'file' };
      return {
        name: entry.name,
        kind: 'dir',
        hasPython: await holdsPython(join(dir, entry.name), 3),
      };
    }),
  );
}

async function holdsPython(dir: string, depth: number): Promise<boolean> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  if (entries.some((entry) => entry.isFile() && entry.name.endsWith('.py'))) return true;
  if (depth === 0) return false;
  for (const entry of entries) {
    if (entry.isDirectory() && (await holdsPython(join(dir, entry.name), depth - 1))) return true;
  }
  return false;
}

// One process answers both: pytest-cov is there, and which Python and coverage.py run it. The
// installed distributions' metadata says so without importing them: `import pytest_cov` imports
// pytest (~90 ms, paid again by the test run), and an import could run a same-named module of
// the working folder. A Python without importlib.metadata (< 3.8) imports them as before.
const COV_PROBE = [
  'import os, sys',
  ...OFF_WORKING_FOLDER,
  'try:',
  '    from importlib.metadata import version',
  'except ImportError:',
  '    version = None',
  'if version is None:',
  '    import pytest_cov, coverage',
  '    cov = coverage.__version__',
  'else:',
  "    version('pytest-cov')",
  "    cov = version('coverage')",
  "print('%d.%d' % sys.version_info[:2], cov)",
].join('\n');

async function probePytestCov(
  root: string,
  check: Check,
  scratch: string,
  run: ProbeRun,
): Promise<PytestCov | null> {
  const site = { ...run, root, scratch };
  const out = await probeOutput(
    'probe pytest-cov',
    pythonCommand(root, check.command),
    ['-c', COV_PROBE],
    check.cwd,
    site,
  );
  if (out === null) return null;
  const [python = null, coverage = null] = out.split(/\s+/);
  return { python, coverage };
}
