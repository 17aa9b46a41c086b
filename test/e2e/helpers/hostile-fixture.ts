// Fixtures for the hostile checks: a tiny repository whose checks are given explicitly, fake or
// missing tools on a PATH the test controls, and a way to tell whether a process still lives.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../helpers/node-fixture.js';

/** The process fixtures the runner tests use (hang, flood, env dump, invalid UTF-8). */
export const PROCESS_FIXTURES: string = join(PROJECT_ROOT, 'test', 'fixtures', 'processes');

const dirs: string[] = [];

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `testlock-e2e-${prefix}-`));
  dirs.push(dir);
  return dir;
}

export function cleanupTempDirs(): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** True while the process exists and is not a zombie waiting to be reaped. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // /proc/<pid>/stat: "pid (comm) S ...": the state follows the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** Waits up to `ms` for the process to be gone; returns whether it still lives. */
export async function stillAliveAfter(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

function writeExecutable(path: string, text: string): void {
  writeFileSync(path, text);
  chmodSync(path, 0o755);
}

/**
 * A `pytest` that runs nothing: it writes a JUnit report saying both tests passed to the path
 * testlock asked for in PYTEST_ADDOPTS (--junitxml=...), prints a passing summary, and exits 1.
 */
export function fakePytestBin(): string {
  const bin = tempDir('fake-pytest');
  writeExecutable(
    join(bin, 'pytest'),
    `#!/usr/bin/env python3
import os, shlex, sys
options = shlex.split(os.environ.get("PYTEST_ADDOPTS", ""))
path = next(o.split("=", 1)[1] for o in options if o.startswith("--junitxml="))
with open(path, "w") as report:
    report.write(
        '<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest" '
        'tests="2" failures="0" errors="0" skipped="0">'
        '<testcase classname="tests.test_app" name="test_one" time="0.001"/>'
        '<testcase classname="tests.test_app" name="test_two" time="0.001"/>'
        '</testsuite></testsuites>'
    )
print("2 passed in 0.01s")
sys.exit(1)
`,
  );
  return bin;
}

const PYTHON: string = execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], {
  encoding: 'utf8',
}).trim();

/**
 * A PATH holding only what a bare Python job has: git, bash, python3 (with pytest and
 * pytest-cov) and a `pytest` launcher. No ruff, no pyright.
 */
export function barePythonPath(): string {
  const bin = tempDir('bare-bin');
  for (const tool of ['git', 'bash', 'sh']) {
    symlinkSync(
      execFileSync('bash', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).trim(),
      join(bin, tool),
    );
  }
  symlinkSync(PYTHON, join(bin, 'python3'));
  writeExecutable(join(bin, 'pytest'), `#!/bin/sh\nexec '${PYTHON}' -m pytest "$@"\n`);
  mkdirSync(join(bin, 'empty'), { recursive: true });
  return bin;
}
