// The `--timings` table on stderr: each stage in order, the checks' own durations under them,
// the time around them, and testlock's own time (the total less the checks' own runs and the
// inventory) against its budget.
import {
  aroundChecksMs,
  ownMs,
  type StageKind,
  type StageTimings,
} from '../adapters/stage-clock.js';

/** Issue 14's budget for testlock's own time on a small repository. */
export const OWN_BUDGET_MS = 250;

const NOTES: Record<StageKind, string> = {
  own: '',
  checks: "(checks; only the time around them is testlock's own)",
  inventory: "(inventory, not testlock's own)",
  'pr-tests': "(the PR's own tests at head and base, not testlock's own)",
};
const AROUND = "(probes, guard, results read: testlock's own)";

const ms = (value: number): string => `${Math.round(value)} ms`;

function row(name: string, value: string, note = ''): string {
  return `  ${name.padEnd(28)} ${value.padStart(9)}${note === '' ? '' : `  ${note}`}`;
}

export function timingsText(timings: StageTimings, withBudget: boolean): string {
  const lines = ['testlock: timings'];
  for (const stage of timings.stages) {
    lines.push(row(stage.stage, ms(stage.ms), NOTES[stage.kind]));
    if (stage.kind === 'checks') {
      for (const detail of timings.details) lines.push(row(`  ${detail.name}`, ms(detail.ms)));
      lines.push(row('  around the checks', ms(aroundChecksMs(timings)), AROUND));
    }
  }
  lines.push(row('total', ms(timings.totalMs)));
  const own = ownMs(timings);
  const budget = withBudget ? `budget ${OWN_BUDGET_MS} ms` : '';
  lines.push(row("testlock's own time", ms(own), budget));
  return `${lines.join('\n')}\n`;
}
