// The build folder of a CMake tree's checks: the slot's own (kept between runs, as Cargo's target
// folder is: docs/caches.md), given to the convention's scripts as TESTLOCK_BUILD_DIR, and the
// build's parallelism where the job chose none.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { ProcessEnv } from './process.js';

export interface CMakeBuildInput {
  /** The tree's root. */
  dir: string;
  /** The slot's build folder; null for a fresh temporary tree (its builds go to `build/` in it). */
  slotBuild: string | null;
  env: ProcessEnv;
}

/** TESTLOCK_BUILD_DIR and CMAKE_BUILD_PARALLEL_LEVEL for a tree with a CMakeLists.txt at its root. */
export function cmakeBuildEnv(input: CMakeBuildInput): Record<string, string> {
  if (!existsSync(join(input.dir, 'CMakeLists.txt'))) return {};
  const env: Record<string, string> = {};
  if (input.slotBuild !== null) env.TESTLOCK_BUILD_DIR = input.slotBuild;
  // `cmake --build` builds one file at a time unless told; the job's own choice stands.
  if (!input.env.CMAKE_BUILD_PARALLEL_LEVEL)
    env.CMAKE_BUILD_PARALLEL_LEVEL = String(availableParallelism());
  return env;
}
