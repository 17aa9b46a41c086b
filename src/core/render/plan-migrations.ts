// The migrations part of `plan` (docs/migrations.md): per folder, the tool, where it was found,
// the engine, the history and the PR's new migrations, and the round trip's commands.
import { stepLines } from '../migrations/check-names.js';
import type { MigrationPlan } from '../model/migration.js';
import { escapeControlChars } from '../text/control-chars.js';

function ids(list: MigrationPlan['base']): string {
  return list.length === 0 ? 'none' : list.map((m) => m.name ?? m.id).join(', ');
}

export function migrationLines(plans: readonly MigrationPlan[] | undefined): string[] {
  if (plans === undefined || plans.length === 0) return [];
  return plans.flatMap((plan) => {
    const folder = escapeControlChars(plan.folder || '.');
    const lines = [
      `migrations: ${plan.tool} in ${folder}  <- ${escapeControlChars(plan.source)}`,
      `  engine: ${plan.engine} (${escapeControlChars(plan.engineBecause)})${plan.jobDatabase ? `; the job's database of ${escapeControlChars(plan.jobDatabase.source)}` : ''}`,
      `  history (base): ${escapeControlChars(ids(plan.base))}`,
      `  added by the PR: ${escapeControlChars(ids(plan.added))}`,
    ];
    if (plan.skip !== null) {
      lines.push(
        `  round trip: skipped (${plan.skip.reason}): ${escapeControlChars(plan.skip.why)}`,
      );
    } else if (plan.missingDown.length > 0) {
      lines.push(
        `  round trip: fails: no down for ${escapeControlChars(plan.missingDown.join(', '))}`,
      );
    } else if (plan.steps !== null) {
      const phase = (name: string, shown: string[]) =>
        shown.length === 0
          ? [`  ${name}: (nothing)`]
          : shown.map(
              (line, i) =>
                `  ${i === 0 ? name : ' '.repeat(name.length)}: ${escapeControlChars(line)}`,
            );
      lines.push(
        ...phase('base    ', stepLines(plan.steps.base, plan.engine)),
        ...phase('up      ', stepLines(plan.steps.up, plan.engine)),
        ...phase('down    ', stepLines(plan.steps.down, plan.engine)),
        ...phase('up again', stepLines(plan.steps.up, plan.engine)),
      );
    }
    const lint =
      plan.lint.skipped === null
        ? `sqlfluff lint ${folder}`
        : `skipped (${plan.lint.skipped}): ${plan.lint.reason}`;
    lines.push(`  lint: ${escapeControlChars(lint)}`, '');
    return lines;
  });
}
