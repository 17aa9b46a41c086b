// The names, kinds and commands the SQL row's three checks carry in the report and in `plan`.
import type { Check } from '../model/check.js';
import type { MigrationPlan, MigrationStep } from '../model/migration.js';

export const ROUND_TRIP_CHECK = 'migrations round-trip';
export const SCHEMA_CHECK = 'schema after round-trip';
export const LINT_CHECK = 'sqlfluff';

/** The client or tool a step runs. */
export function stepCommand(plan: MigrationPlan): string {
  const step = plan.steps?.up;
  if (step?.kind === 'tool') return step.argv[0] ?? plan.tool;
  return plan.engine === 'sqlite' ? 'sqlite3' : 'psql';
}

/** One line per script or command of a step, as `plan` shows it. */
export function stepLines(step: MigrationStep, engine: MigrationPlan['engine']): string[] {
  if (step.kind === 'tool')
    return [step.argv.join(' ') + (step.cwd === '' ? '' : `  [in ${step.cwd}]`)];
  const client =
    engine === 'sqlite' ? 'sqlite3 -bail <scratch.db> .read' : 'psql -X -v ON_ERROR_STOP=1 -f';
  return step.scripts.map(
    (s) => `${client} ${s.path}${s.transaction ? '  (in a transaction)' : ''}`,
  );
}

function suffix(plan: MigrationPlan): string {
  return plan.folder === '' ? '' : ` (${plan.folder})`;
}

/** The three checks as `plan` lists them (no run fields), named per folder when there are several. */
export function migrationChecks(plan: MigrationPlan, several: boolean): Check[] {
  const name = (base: string): string => (several ? `${base}${suffix(plan)}` : base);
  const added = plan.added.map((m) => m.name ?? m.id).join(', ');
  const script = `up → down → up of ${plan.added.length} migration${plan.added.length === 1 ? '' : 's'} (${added || 'none'}) in ${plan.folder || '.'}`;
  const source = `migrations: ${plan.tool} ${plan.folder || '.'} (${plan.source})`;
  const common = { args: [], cwd: '', env: {}, source, origin: 'testlock' as const };
  const skip = plan.skip;
  return [
    {
      ...common,
      name: name(ROUND_TRIP_CHECK),
      kind: 'test',
      command: stepCommand(plan),
      script,
      skipped: skip?.reason ?? null,
      ...(skip ? { reason: skip.why } : {}),
    },
    {
      ...common,
      name: name(SCHEMA_CHECK),
      kind: 'typecheck',
      command: plan.engine === 'sqlite' ? 'sqlite3' : 'pg_dump',
      script: `schema after the downs = base schema; after the second up = after the first (${plan.engine})`,
      skipped: skip?.reason ?? null,
      ...(skip ? { reason: skip.why } : {}),
    },
    {
      ...common,
      name: name(LINT_CHECK),
      kind: 'lint',
      command: 'sqlfluff',
      args: ['lint', plan.folder || '.'],
      script: `sqlfluff lint ${plan.folder || '.'}`,
      skipped: plan.lint.skipped,
      reason: plan.lint.reason,
    },
  ];
}
