// What pyright honours: `# type: ignore` (enableTypeIgnoreComments is on by default),
// `# pyright: ignore[...]`, a file's `# pyright:` comment (`basic`, `reportX=false`), a stub beside
// a module, and the `if TYPE_CHECKING:` branch of a name also defined at run time.

import type { ToolSuppressions } from '../profile.js';
import { NO_TYPE_CHECK, PYTHON_STUBS, TYPE_IGNORE } from '../python-suppressions.js';

export const pyrightSuppressions: ToolSuppressions = {
  forms: [
    TYPE_IGNORE,
    NO_TYPE_CHECK,
    {
      label: '# pyright: ignore',
      extensions: ['py', 'pyi'],
      re: /#\s*pyright\s*:\s*ignore(?:\[[^\]]*\])?/,
      in: 'comment',
      scope: 'line',
    },
    {
      label: '# pyright:',
      extensions: ['py', 'pyi'],
      re: /#\s*pyright\s*:\s*(?!ignore\b)[^#]*/,
      in: 'comment',
      scope: 'file',
    },
  ],
  stubs: PYTHON_STUBS,
  typeCheckingBranches: true,
  untypedDependency: /reportMissingTypeStubs|reportMissingModuleSource|Stub file not found for/,
  unusedRules: /\breportUnused(?:Import|Variable|Class|Function)\b/,
};
