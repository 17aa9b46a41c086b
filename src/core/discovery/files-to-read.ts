// Says which base files discovery reads, so the orchestrator fetches only those from git:
// workflows, the root action.yml, and task files and manifests of any project directory.
import { isWorkflowPath } from './levels/ci-checks.js';
import { REQUIREMENT_FILES } from './levels/tool-use.js';
import { baseName, dirOf, isWithin, selfAndAncestors } from './paths.js';
import { isCMakeFile } from './readers/cmake-project.js';
import { JUSTFILES, MAKEFILES } from './readers/project-files.js';

/** Files read by content wherever they are (a CI step may work in any directory). */
const READ_ANYWHERE = new Set([
  ...MAKEFILES,
  ...JUSTFILES,
  'package.json',
  'pyproject.toml',
  'setup.cfg',
  'tox.ini',
  'noxfile.py',
  'mypy.ini',
  '.mypy.ini',
  'Cargo.toml',
  // Its `go`/`toolchain` lines say which Go the module needs (go-toolchain.ts).
  'go.mod',
  ...REQUIREMENT_FILES,
]);
const IGNORED = /(^|\/)node_modules\//;

export function filesToRead(paths: readonly string[], workingDirectory = ''): string[] {
  const project = new Set(selfAndAncestors(workingDirectory));
  return paths.filter((path) => {
    if (isWorkflowPath(path) || path === 'action.yml' || path === 'action.yaml') return true;
    if (IGNORED.test(path)) return false;
    // A CMake project's files below it decide its flags and sanitizers (cmake-project.ts).
    if (isCMakeFile(path))
      return project.has(dirOf(path)) || isWithin(dirOf(path), workingDirectory);
    if (!READ_ANYWHERE.has(baseName(path))) return false;
    // A project's own files, those of its ancestors (workspace roots), and those below it.
    const dir = dirOf(path);
    return project.has(dir) || isWithin(dir, workingDirectory);
  });
}
