// The PR comment: a hidden marker that finds it again on the next run, then the summary (headline,
// anomalies, failed checks), within GitHub's comment size limit.

import { utf8Length } from '../text/truncate-utf8.js';
import { renderSummary } from './markdown-summary.js';
import type { SummaryFacts } from './summary-input.js';

/**
 * The hidden line that identifies testlock's comment for one check name (two testlock jobs with
 * different check names keep one comment each). The name is percent-encoded so it cannot end
 * the HTML comment early.
 */
export function commentMarker(checkName: string): string {
  return `<!-- testlock:comment ${encodeURIComponent(checkName)} -->`;
}

/** The comment body, at most `maxChars` long (bytes bound characters, so the budget is bytes). */
export function renderComment(facts: SummaryFacts, checkName: string, maxChars: number): string {
  const marker = commentMarker(checkName);
  return `${marker}\n${renderSummary(facts, maxChars - utf8Length(marker) - 1)}`;
}
