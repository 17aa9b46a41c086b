// Writes the evidence bundle for a reviewer: the report, the PR's diff read from git, and a
// fresh random nonce that no data in the bundle contains.

import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { diffText } from '../../adapters/git.js';
import {
  EVIDENCE_MAX_BYTES,
  nonceCollides,
  renderEvidence,
} from '../../core/evidence/render-evidence.js';
import type { ChangedFile } from '../../core/model/changed-file.js';
import type { Report } from '../../core/model/report.js';
import { errorMessage } from '../../core/text/error-message.js';
import { UsageError } from '../../errors.js';

export interface EvidenceOptions {
  path: string;
  repo: string;
  report: Report;
  changes: readonly ChangedFile[];
}

export async function writeEvidence(options: EvidenceOptions): Promise<void> {
  const { report, changes } = options;
  const diff = await diffText(options.repo, report.base_sha, report.head_sha);
  let nonce = randomBytes(16).toString('hex');
  // 128 random bits collide with nothing in practice; the check makes it certain.
  while (nonceCollides({ report, changes, diff }, nonce)) nonce = randomBytes(16).toString('hex');
  const text = renderEvidence({ report, changes, diff, nonce, maxBytes: EVIDENCE_MAX_BYTES });
  try {
    await writeFile(options.path, text);
  } catch (error) {
    const why = errorMessage(error);
    throw new UsageError(`cannot write the evidence bundle ${options.path}: ${why}`);
  }
}
