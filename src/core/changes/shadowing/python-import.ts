// Python's import system: in one folder a regular package (`calc/__init__.py`) wins over a
// module (`calc.py`). A namespace folder (no `__init__.py`) never wins over a module, and a `.pyi`
// stub is read by type checkers only, so neither changes what a test imports. (An extension
// module, `calc.*.so`, also wins; it is a compiled artefact, harness whatever its name.)
import type { ShadowResolver } from './resolver.js';

export const pythonImportResolver: ShadowResolver = {
  name: 'python import',
  shadows(path) {
    if (path.endsWith('/__init__.py')) {
      const folder = path.slice(0, -'/__init__.py'.length);
      return [{ path: `${folder}.py`, why: 'a package wins over a module of the same name' }];
    }
    return [];
  },
};
