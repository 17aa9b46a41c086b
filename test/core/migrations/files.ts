// A base commit's files for the migration core's tests: paths and texts from a literal.
import type { ToolFiles } from '../../../src/core/migrations/tool.js';

export function filesOf(texts: Record<string, string>): ToolFiles {
  return { paths: Object.keys(texts).sort(), text: (path) => texts[path] };
}
