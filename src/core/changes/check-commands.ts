// Command names that a check runs, or that the tools it runs start from PATH: a command of that
// name the PR installs (a package.json bin, a Python console script) runs in their place.
import { isCheckTool } from '../discovery/commands/tool-table.js';

// Beside the runners, type checkers, linters and formatters of the tool table: what starts them
// or what they start by name. A `node` or `sh` in node_modules/.bin is what `#!/usr/bin/env node`
// and npm's script shell find, a `python` in the virtualenv's bin is what `pytest`'s shebang names.
const STARTERS = new Set([
  'node',
  'npm',
  'npx',
  'pnpm',
  'pnpx',
  'yarn',
  'bun',
  'bunx',
  'deno',
  'corepack',
  'sh',
  'bash',
  'env',
  'git',
  'make',
  'just',
  'cross-env',
  'dotenv',
  'run-s',
  'run-p',
  'npm-run-all',
  'npm-run-all2',
  'concurrently',
  'turbo',
  'nx',
  'lerna',
  'wireit',
  'tsc',
  'tsx',
  'ts-node',
  'biome',
  'vite',
  'esbuild',
  'tsup',
  'babel',
  'c8',
  'nyc',
  'playwright',
  'cypress',
  'japa',
  'lab',
  'python',
  'python3',
  'pip',
  'uv',
  'poetry',
  'hatch',
  'pdm',
  'coverage',
  'tox',
  'nox',
  'ruff',
  'go',
  'cargo',
]);

/** Whether a command of this name is one the checks run or start. */
export function isCheckCommand(name: string): boolean {
  return STARTERS.has(name) || isCheckTool(name);
}
