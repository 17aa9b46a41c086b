// Every anomaly kind the summary links to has its section in docs/anomalies.md: a kind added
// without docs would link to a missing anchor.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANOMALY_KINDS } from '../../../src/core/model/anomaly.js';

const DOCS = readFileSync(
  join(import.meta.dirname, '..', '..', '..', 'docs', 'anomalies.md'),
  'utf8',
);
const HEADINGS = DOCS.split('\n')
  .filter((line) => line.startsWith('## '))
  .map((line) => line.slice(3));

describe('docs/anomalies.md', () => {
  it.each(ANOMALY_KINDS.map((kind) => [kind]))('has a section for %s', (kind) => {
    expect(HEADINGS).toContain(kind);
  });

  it('has no section for a kind that does not exist', () => {
    expect(
      HEADINGS.filter((heading) => !(ANOMALY_KINDS as readonly string[]).includes(heading)),
    ).toEqual([]);
  });
});
