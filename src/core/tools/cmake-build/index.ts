// A C/C++ build, whatever drives it (cmake, make, ninja, the compiler itself): the errors its
// compilers print. It shares its build folder with the tests: never apart.
import type { ToolProfile } from '../profile.js';
import { parseCompilerErrors } from './diagnostics.js';

export const cmakeBuildProfile: ToolProfile = {
  name: 'cmake',
  words: ['cmake'],
  diagnosticNames: ['cmake', 'make', 'ninja', 'gcc', 'g++', 'cc', 'c++', 'clang', 'clang++'],
  diagnostics: parseCompilerErrors,
  // A configure or a ctest run writes these into the build folder (`cmake -S . -B .`: the root).
  buildOutputs: {
    files:
      /^(?:CTestTestfile\.cmake|cmake_install\.cmake|CMakeCache\.txt|CPack(?:Source)?Config\.cmake|DartConfiguration\.tcl|install_manifest\.txt)$/,
    dirs: ['CMakeFiles', 'Testing'],
  },
};
