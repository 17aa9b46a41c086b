// Looks at where a test check will run: the package scripts it may call, and which coverage
// plugins are installed, so results and coverage can be asked for only where they can be had.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runCheck } from '../adapters/process.js';
import type { Check } from '../core/model.js';
import type { InstrumentContext } from '../core/run/instrument.js';
import { readPackageScripts } from './package-scripts.js';

export type Environment = Omit<InstrumentContext, 'outDir'>;

export async function probeEnvironment(
  root: string,
  check: Check,
  scratch: string,
  secrets: readonly string[],
): Promise<Environment> {
  const dir = join(root, check.cwd);
  const isTest = check.kind === 'test';
  const mentionsPytest = /\bpy\.?test\b|\btox\b|\bnox\b/.test(
    `${check.command} ${check.args.join(' ')} ${check.script}`,
  );
  const [packageScripts, pytestCov] = await Promise.all([
    readPackageScripts(dir),
    isTest && mentionsPytest ? hasPytestCov(root, check, scratch, secrets) : Promise.resolve(false),
  ]);
  const vitestCoverage = [dir, root].some(
    (d) =>
      existsSync(join(d, 'node_modules', '@vitest', 'coverage-v8')) ||
      existsSync(join(d, 'node_modules', '@vitest', 'coverage-istanbul')),
  );
  return { has: { pytestCov, vitestCoverage }, packageScripts };
}

/** The Python the check will use: the project's virtualenv, uv/poetry's, or python3 on PATH. */
export function pythonCommand(root: string, check: Check): string[] {
  for (const venv of ['.venv', 'venv']) {
    const python = join(root, venv, 'bin', 'python');
    if (existsSync(python)) return [python];
  }
  if (check.command === 'uv' || check.command === 'poetry') return [check.command, 'run', 'python'];
  return ['python3'];
}

async function hasPytestCov(
  root: string,
  check: Check,
  scratch: string,
  secrets: readonly string[],
): Promise<boolean> {
  const [command, ...args] = pythonCommand(root, check);
  const probe: Check = {
    name: 'probe pytest-cov',
    kind: 'test',
    command: command as string,
    args: [...args, '-c', 'import pytest_cov'],
    script: '',
    cwd: check.cwd,
    env: {},
    source: 'probe',
    skipped: null,
  };
  const result = await runCheck(probe, {
    root,
    timeoutMs: 60_000,
    logDir: join(scratch, 'probe'),
    secrets,
  });
  return result.ok;
}
