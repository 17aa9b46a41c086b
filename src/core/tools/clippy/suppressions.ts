// What clippy and rustc honour: `#[allow(...)]`/`#[expect(...)]` on an item, `#![allow(...)]` for
// the module or crate, and either behind `cfg_attr`.
import type { ToolSuppressions } from '../profile.js';

export const clippySuppressions: ToolSuppressions = {
  forms: [
    {
      label: '#[allow(...)]',
      extensions: ['rs'],
      re: /#\[\s*(?:allow|expect)\s*\([^\]]*\)\s*\]|#\[\s*cfg_attr\s*\(.*\b(?:allow|expect)\s*\([^\]]*\)\s*\]/,
      in: 'code',
      scope: 'line',
    },
    {
      label: '#![allow(...)]',
      extensions: ['rs'],
      re: /#!\[\s*(?:allow|expect)\s*\([^\]]*\)\s*\]|#!\[\s*cfg_attr\s*\(.*\b(?:allow|expect)\s*\([^\]]*\)\s*\]/,
      in: 'code',
      scope: 'file',
    },
  ],
  unusedRules:
    /\b(?:dead_code|unused_imports|unused_variables|unused_mut)\b|\bis never (?:used|read|constructed)\b/,
};
