// sqlfluff, the SQL row's lint (where the base configures it with `.sqlfluff`).
import type { ToolProfile } from '../profile.js';
import { parseSqlfluff } from './diagnostics.js';
import { sqlfluffSuppressions } from './suppressions.js';

export const sqlfluffProfile: ToolProfile = {
  name: 'sqlfluff',
  words: ['sqlfluff'],
  diagnosticNames: ['sqlfluff'],
  diagnostics: parseSqlfluff,
  suppressions: sqlfluffSuppressions,
};
