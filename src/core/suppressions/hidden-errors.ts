// `suppression-hides-errors`: the errors a lint or type check reports with the suppressions the PR
// added taken out, and not in the PR's own run of it. Compared by file, line and message (the
// message holds the rule); lines keep their numbers because the stripping blanks in place.
import type { Anomaly } from '../model/anomaly.js';
import type { CheckOutcome } from '../model/outcome.js';
import type { Diagnostic } from '../model/results.js';
import { clipChars } from '../text/clip.js';
import { escapeControlChars } from '../text/control-chars.js';
import type { ToolSuppressions } from '../tools/profile.js';
import type { AddedSuppression } from './strip-added.js';

/** One check as the PR's run and the stripped run saw it. */
export interface Rerun {
  main: CheckOutcome;
  stripped: CheckOutcome;
  /** What its tool honours; null when the check's tool could not be told. */
  tool: ToolSuppressions | null;
  /** The added suppressions its tool honours (all of them for a tool that could not be told). */
  suppressions: readonly AddedSuppression[];
}

/** New errors shown per check; the rest are counted in the last one. */
const MAX_PER_CHECK = 20;

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();
const keyOf = (d: Diagnostic): string =>
  `${d.file ?? ''}\u0000${d.line ?? ''}\u0000${squash(d.message)}`;

/** The stripped run's errors beyond the main run's, counted as a multiset. */
function newErrors(main: readonly Diagnostic[], stripped: readonly Diagnostic[]): Diagnostic[] {
  const left = new Map<string, number>();
  for (const d of main) left.set(keyOf(d), (left.get(keyOf(d)) ?? 0) + 1);
  return stripped.filter((d) => {
    const n = left.get(keyOf(d)) ?? 0;
    if (n > 0) left.set(keyOf(d), n - 1);
    return n === 0;
  });
}

/**
 * An error that hides nothing of the code: a dependency without type information (an honest
 * `# type: ignore[import-untyped]`), or a layout rule (`# noqa: E501` on a long URL).
 */
function excused(d: Diagnostic, tool: ToolSuppressions | null): boolean {
  const text = `${d.message}\n${d.text}`;
  if (tool?.untypedDependency?.test(text)) return true;
  return tool?.layoutRules?.test(d.message) ?? false;
}

/**
 * A rule on code nothing uses, hidden by suppressions of single lines: nothing a test could check
 * changes. A file-wide directive also silences every later change to the file: it stays critical.
 */
function onlyUnused(
  d: Diagnostic,
  tool: ToolSuppressions | null,
  suppressions: readonly AddedSuppression[],
): boolean {
  if (tool?.unusedRules?.test(`${d.message}\n${d.text}`) !== true) return false;
  return !suppressions.some((s) => s.path === d.file && s.scope === 'file');
}

function where(suppressions: readonly AddedSuppression[]): string {
  const shown = suppressions
    .slice(0, 5)
    .map((s) => `${s.label} at ${s.path}${s.line === null ? '' : `:${s.line}`}`);
  const more = suppressions.length > 5 ? ` and ${suppressions.length - 5} more` : '';
  return shown.join(', ') + more;
}

const oneLine = (text: string): string => clipChars(escapeControlChars(squash(text)), 300);

function checkName(outcome: CheckOutcome): string {
  return `the ${outcome.result.kind} check '${outcome.result.name}'`;
}

/** The anomalies of one rerun check. */
function hiddenBy(rerun: Rerun): Anomaly[] {
  const { main, stripped, tool, suppressions } = rerun;
  if (stripped.result.skipped !== null || main.result.skipped !== null) return [];
  const found = newErrors(main.diagnostics ?? [], stripped.diagnostics ?? []);
  const hidden = found.filter((d) => !excused(d, tool));
  const taken = where(suppressions);
  if (hidden.length === 0) {
    // Errors it cannot read: the exit status alone says the suppressions hid a failure. A
    // timeout or a signal says nothing of the code.
    const endedBadly = stripped.result.timedOut || stripped.result.signal !== null;
    if (found.length > 0 || !main.result.ok || stripped.result.ok || endedBadly) return [];
    const output = stripped.result.stdout.trim() || stripped.result.stderr.trim();
    const first = output.split('\n').find((line) => line.trim() !== '') ?? '';
    const detail = `${checkName(main)} fails (exit ${stripped.result.exitCode}) with the suppressions the PR added taken out (${taken}), and passes with them: ${oneLine(first)}`;
    const at = suppressions[0];
    return [
      {
        kind: 'suppression-hides-errors',
        severity: 'critical',
        path: at?.path ?? '',
        line: at?.line ?? null,
        detail,
      },
    ];
  }
  const anomalies: Anomaly[] = hidden.slice(0, MAX_PER_CHECK).map((d) => ({
    kind: 'suppression-hides-errors',
    severity: onlyUnused(d, tool, suppressions) ? 'warning' : 'critical',
    path: d.file ?? '',
    line: d.line,
    detail: `${checkName(main)} reports with the suppressions the PR added taken out (${taken}): ${oneLine(d.message)}`,
  }));
  if (hidden.length > MAX_PER_CHECK) {
    const last = anomalies[anomalies.length - 1];
    if (last) last.detail += ` (and ${hidden.length - MAX_PER_CHECK} more errors)`;
  }
  return anomalies;
}

/** Every error the suppressions the PR added hide, for each check run again without them. */
export function hiddenErrors(reruns: readonly Rerun[]): Anomaly[] {
  return reruns.flatMap(hiddenBy);
}
