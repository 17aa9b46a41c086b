// A CMake project as discovery sees it at base: its top CMakeLists.txt, its other CMake files and
// its presets, read into the facts the C/C++ convention needs (tools/cmake-build/project-facts.ts).
import { type CMakeFacts, cmakeFacts } from '../../tools/cmake-build/project-facts.js';
import { inDir, isWithin } from '../paths.js';
import type { ProjectFiles } from './project-files.js';

export const CMAKE_LISTS = 'CMakeLists.txt';
export const CMAKE_PRESETS = 'CMakePresets.json';

/** A CMake file discovery reads: any CMakeLists.txt, a `*.cmake` module, the presets. */
export function isCMakeFile(path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name === CMAKE_LISTS || name === CMAKE_PRESETS || name.endsWith('.cmake');
}

/** The facts of the CMake project in `dir`, or null where it has no CMakeLists.txt. */
export function cmakeProject(files: ProjectFiles, dir: string): CMakeFacts | null {
  const topPath = inDir(dir, CMAKE_LISTS);
  const top = files.text(topPath);
  if (top === undefined) return null;
  const others = new Map<string, string>();
  for (const path of files.paths) {
    if (path === topPath || !isWithin(path, dir) || !isCMakeFile(path)) continue;
    if (path.endsWith(CMAKE_PRESETS)) continue;
    const text = files.text(path);
    if (text !== undefined) others.set(path, text);
  }
  const presets = files.text(inDir(dir, CMAKE_PRESETS)) ?? null;
  return cmakeFacts({ top, others, presets }, topPath);
}
