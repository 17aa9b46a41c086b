// Addresses the summary links to, from what the surface knows of where it runs (SummaryLinks).
import type { SummaryLinks } from './summary-input.js';

/** docs/verdict.md of the testlock that ran, beside its anomaly docs; null when not known. */
export function verdictDocs(links: SummaryLinks | null): string | null {
  const docs = links?.docs ?? null;
  if (docs === null || !docs.endsWith('/anomalies.md')) return null;
  return `${docs.slice(0, -'anomalies.md'.length)}verdict.md`;
}
