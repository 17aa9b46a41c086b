// What mypy honours: `# type: ignore[...]`, the inline `# mypy:` configuration of a file, a stub
// beside a module, and the `if TYPE_CHECKING:` branch of a name also defined at run time.

import type { ToolSuppressions } from '../profile.js';
import { NO_TYPE_CHECK, PYTHON_STUBS, TYPE_IGNORE } from '../python-suppressions.js';

export const mypySuppressions: ToolSuppressions = {
  forms: [
    TYPE_IGNORE,
    NO_TYPE_CHECK,
    {
      label: '# mypy:',
      extensions: ['py', 'pyi'],
      re: /#\s*mypy\s*:\s*[^#]*/,
      in: 'comment',
      scope: 'file',
    },
  ],
  stubs: PYTHON_STUBS,
  typeCheckingBranches: true,
  untypedDependency:
    /\[import-untyped\]|missing library stubs or py\.typed marker|Library stubs not installed for/,
};
