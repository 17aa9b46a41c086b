// The human-readable plan: what changed, what is anomalous, what the locked run restores and runs.
import type { Anomaly } from '../model/anomaly.js';
import type { ChangedFile } from '../model/changed-file.js';
import type { Check } from '../model/check.js';
import type { ChangeStatus } from '../model/diff.js';
import type { PlanData } from '../model/plan.js';
import { escapeControlChars } from '../text/control-chars.js';
import { isUnrunTest } from '../verdict/outcomes.js';
import { findingsOf, kindsText } from './findings.js';
import { followedLines } from './plan-followed.js';
import { migrationLines } from './plan-migrations.js';

const STATUS_LETTER: Record<ChangeStatus, string> = {
  added: 'A',
  modified: 'M',
  deleted: 'D',
  renamed: 'R',
  copied: 'C',
  'type-changed': 'T',
  unmerged: 'U',
  unknown: 'X',
};

export function planText(plan: PlanData): string {
  const lines: string[] = [
    `base ${plan.baseSha.slice(0, 12)} (merge base with ${escapeControlChars(plan.baseRef)})  head ${plan.headSha.slice(0, 12)} (${escapeControlChars(plan.branchId)})`,
    '',
    ...changeLines(plan.changes),
    '',
    ...anomalyLines(plan.anomalies),
    '',
    `locked worktree: ${plan.locked.restored.length} restored from base, ${plan.locked.removed.length} removed, ${plan.locked.merged.length} manifests merged, ${plan.locked.spliced.length} test items spliced`,
    ...plan.locked.restored.map((p) => `  restore  ${escapeControlChars(p)}`),
    ...plan.locked.removed.map((p) => `  remove   ${escapeControlChars(p)}`),
    ...plan.locked.merged.map((p) => `  merge    ${escapeControlChars(p)}`),
    ...plan.locked.spliced.map(
      (p) => `  splice   ${escapeControlChars(p)}  (PR code, base test items)`,
    ),
    ...plan.locked.unspliced.map(
      (u) =>
        `  UNSPLICED ${escapeControlChars(u.path)}: ${escapeControlChars(u.reason)} (the test checks will fail)`,
    ),
    '',
    ...followedLines(plan.followed),
    ...checkLines(plan.checks),
    ...(plan.migrations?.length ? ['', ...migrationLines(plan.migrations)] : []),
    ...plan.warnings.map((w) => `warning: ${escapeControlChars(w)}`),
  ];
  return `${lines.join('\n')}\n`;
}

function changeLines(changes: ChangedFile[]): string[] {
  if (changes.length === 0) return ['no changes between base and head'];
  return [
    `changes (${changes.length}):`,
    ...changes.map((c) => {
      const from = c.oldPath === null ? '' : ` <- ${escapeControlChars(c.oldPath)}`;
      const similarity = c.similarity === null ? '' : ` (${c.similarity}%)`;
      const eco = c.ecosystem ?? '-';
      // The rule that decided the class, so a reader can tell why a file is locked or not.
      const rule = c.rule === undefined ? '' : `  [${escapeControlChars(c.rule)}]`;
      return `  ${STATUS_LETTER[c.status]}  ${c.class.padEnd(7)}  ${eco.padEnd(10)}  ${escapeControlChars(c.path)}${from}${similarity}${rule}`;
    }),
  ];
}

/**
 * One line per finding, as the check run and the verdict count them: a changed assertion reported
 * under `test-modified` and `assertion-removed` is one change, printed once with both kinds.
 */
function anomalyLines(anomalies: Anomaly[]): string[] {
  if (anomalies.length === 0) return ['anomalies: none'];
  const findings = findingsOf(anomalies);
  const critical = findings.filter((f) => f.severity === 'critical').length;
  const count = findings.length === 1 ? '1 finding' : `${findings.length} findings`;
  return [
    `anomalies (${count}, ${critical} critical):`,
    ...findings.map((f) => {
      const where =
        f.line === null ? escapeControlChars(f.path) : `${escapeControlChars(f.path)}:${f.line}`;
      return `  ${f.severity.padEnd(8)}  ${kindsText(f).padEnd(20)}  ${where}  ${escapeControlChars(f.detail)}`;
    }),
  ];
}

/** Said before the run: a test check CI runs that testlock will not run caps the verdict. */
function unrunNote(checks: readonly Check[]): string[] {
  const names = checks.filter(isUnrunTest).map((c) => escapeControlChars(c.name));
  if (names.length === 0) return [];
  return [`  note: ${names.join(', ')} will not run here: the verdict can be PARTIAL at best`];
}

function checkLines(checks: Check[]): string[] {
  if (checks.length === 0) return ['checks: none discovered'];
  return [
    'checks:',
    ...checks.map((c) => {
      const why = c.reason ? `  (${escapeControlChars(c.reason)})` : '';
      if (c.skipped !== null) {
        // What CI runs there and why it does not run here: a refused folder names itself.
        const script =
          c.script === '' ? '' : `: ${escapeControlChars(c.script.split('\n')[0] ?? '')}`;
        return `  ${c.kind.padEnd(9)}  skipped (${c.skipped})${script}  ${escapeControlChars(c.source)}${why}`;
      }
      const shown = c.script !== '' ? c.script : [c.command, ...c.args].join(' ');
      const cwd = c.cwd === '' || c.cwd === '.' ? '' : `  [in ${escapeControlChars(c.cwd)}]`;
      return `  ${c.kind.padEnd(9)}  ${escapeControlChars(shown)}  <- ${escapeControlChars(c.source)}${cwd}${why}`;
    }),
    ...unrunNote(checks),
  ];
}
