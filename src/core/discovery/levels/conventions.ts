// The last level of discovery: docs/verdict.md's conventions, for the stacks whose manifest sits
// in the project directory; a lint or type tool only where the project shows it uses it.
import type { CheckKind } from '../../model/check.js';
import { clangTidyConfigured } from '../../tools/clang-tidy/configured.js';
import { cmakeConvention } from '../../tools/cmake-build/convention.js';
import type { ClassifyEnv } from '../commands/classify-types.js';
import { inDir } from '../paths.js';
import { CMAKE_LISTS, cmakeProject } from '../readers/cmake-project.js';
import type { ProjectFiles } from '../readers/project-files.js';
import type { Candidate } from './candidate.js';
import type { ByKind } from './ci-checks.js';
import { pythonRunner } from './python-manifest.js';
import { usesTool } from './tool-use.js';

type Stack = 'python' | 'node' | 'rust' | 'go' | 'cpp';
interface ConventionEntry {
  script: string;
  requires?: string[];
  reason?: string;
}
type Convention = Partial<Record<CheckKind, ConventionEntry>>;

/** Stacks present in `dir`, in the convention table's order. */
export function stacksIn(files: ProjectFiles, dir: string): Stack[] {
  const has = (name: string): boolean => files.has(inDir(dir, name));
  const stacks: Stack[] = [];
  if (has('pyproject.toml') || has('setup.py') || has('setup.cfg')) stacks.push('python');
  if (has('package.json')) stacks.push('node');
  if (has('Cargo.toml')) stacks.push('rust');
  if (has('go.mod')) stacks.push('go');
  // A CMake project whose top CMakeLists.txt enables testing (the C/C++ row).
  if (has(CMAKE_LISTS) && cmakeProject(files, dir)?.declaresTests) stacks.push('cpp');
  return stacks;
}

function convention(stack: Stack, env: ClassifyEnv): Convention {
  const { files, dir } = env;
  switch (stack) {
    case 'python': {
      const run = pythonRunner(files, dir);
      const types = usesTool(files, dir, 'pyright')
        ? 'pyright'
        : usesTool(files, dir, 'mypy')
          ? 'mypy .'
          : undefined;
      return {
        test: { script: `${run}pytest -q` },
        ...(types === undefined ? {} : { typecheck: { script: `${run}${types}` } }),
        ...(usesTool(files, dir, 'ruff') ? { lint: { script: `${run}ruff check .` } } : {}),
      };
    }
    case 'node': {
      const lint = usesTool(files, dir, 'eslint')
        ? 'eslint .'
        : usesTool(files, dir, 'biome')
          ? 'biome check .'
          : undefined;
      return {
        ...(files.has(inDir(dir, 'tsconfig.json'))
          ? { typecheck: { script: 'tsc --noEmit' } }
          : {}),
        ...(lint === undefined ? {} : { lint: { script: lint } }),
      };
    }
    case 'rust': {
      const workspace = /^\s*\[workspace\]/m.test(files.text(inDir(dir, 'Cargo.toml')) ?? '')
        ? ' --workspace'
        : '';
      return {
        test: { script: `cargo test${workspace}` },
        typecheck: { script: `cargo build${workspace}` },
        ...(usesTool(files, dir, 'clippy')
          ? {
              lint: {
                script: `cargo clippy${workspace} -- -D warnings`,
                requires: ['cargo-clippy'],
              },
            }
          : {}),
      };
    }
    case 'go':
      return {
        test: { script: 'go test ./...' },
        // The table's Go type check is two commands; one check runs both, as written here.
        typecheck: { script: 'go build ./... && go vet ./...' },
        ...(usesTool(files, dir, 'golangci-lint') ? { lint: { script: 'golangci-lint run' } } : {}),
      };
    case 'cpp': {
      const facts = cmakeProject(files, dir);
      if (facts === null) return {};
      return cmakeConvention(
        facts,
        clangTidyConfigured((path) => files.has(path), dir),
      );
    }
  }
}

/** Convention checks for each kind, from the first stack present that has one. */
export function conventionChecks(env: ClassifyEnv): ByKind {
  const found: ByKind = {};
  for (const stack of stacksIn(env.files, env.dir)) {
    const table = convention(stack, env);
    for (const kind of ['test', 'typecheck', 'lint'] as const) {
      const entry = table[kind];
      if (entry === undefined || found[kind] !== undefined) continue;
      const candidate: Candidate = {
        kind,
        script: entry.script,
        source: `convention:${stack}`,
        cwd: env.dir,
        env: {},
      };
      if (entry.requires !== undefined) candidate.requires = entry.requires;
      if (entry.reason !== undefined) candidate.reason = entry.reason;
      found[kind] = candidate;
    }
  }
  return found;
}
