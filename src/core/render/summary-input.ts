// What the markdown summary is rendered from: the report and what the surface knows around it.
import type { Conclusion } from '../model/outcome.js';
import type { Report } from '../model/report.js';
import type { Diagnostic, TestFailure } from '../model/results.js';
import type { Reading } from './reading.js';

export interface SummaryFacts {
  report: Report;
  conclusion: Conclusion;
  /** The findings, counts, title and state line (reading.ts): one source for every count shown. */
  reading: Reading;
  /** The policy's allow label, for the maintainer's next step; null when no label applies. */
  allowLabel: string | null;
  /** The App judged this check: its button and a `/testlock allow` comment can allow test changes. */
  appApprovals?: boolean;
  /** Annotations left out because the cap was reached (0 when all were sent). */
  annotationsOmitted: number;
  annotationLimit: number;
  /** The report came from another job (mode report) and was validated as untrusted data. */
  fromUploadedReport: boolean;
  /** Where the run and the commits live on GitHub (from the runner's env); null: no links. */
  links?: SummaryLinks | null;
  /** Every failed test the parsers found (none for an uploaded report, which does not hold them). */
  failures?: readonly TestFailure[];
  /** Every type and lint error the parsers found (none for an uploaded report). */
  diagnostics?: readonly Diagnostic[];
}

/** What a surface holds besides the summary: the job summary also carries the output tails. */
export interface SummaryOptions {
  /** Append the failed checks' output tails, collapsed (the job summary: a fork's only surface). */
  outputTails?: boolean;
}

export interface SummaryLinks {
  /** e.g. `https://github.com`. */
  server: string;
  /** `owner/name`. */
  repository: string;
  runId: string | null;
  /** The anomaly docs page (`…/blob/REF/docs/anomalies.md`) of the testlock that ran; null: none. */
  docs?: string | null;
  /** The check run's page, once it is posted (the PR comment links it); null: none. */
  checkRun?: string | null;
}
