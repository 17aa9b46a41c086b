// What every runner witness's e2e file asks of its attacks: each branch FAILs with a critical
// runner-tampered whose detail names the machinery patched; and the tampered details of a report.
import { expect, it } from 'vitest';
import type { Report } from '../../../src/core/model/report.js';

/** The details of a report's runner-tampered anomalies. */
export const tamperedDetails = (report: Report): string[] =>
  report.anomalies.filter((a) => a.kind === 'runner-tampered').map((a) => a.detail);

/** One test per attack branch: FAIL, runner-tampered (critical), its detail matching `names`. */
export function itFailsEachAttack(
  attacks: readonly string[],
  report: (branch: string) => Promise<Report>,
  names: RegExp,
): void {
  it.each(attacks)(
    'gaming: %s: FAIL runner-tampered',
    async (branch) => {
      const gamed = await report(branch);
      expect(gamed.verdict).toBe('FAIL');
      expect(tamperedDetails(gamed).join('\n')).toMatch(names);
      expect(gamed.anomalies.find((a) => a.kind === 'runner-tampered')?.severity).toBe('critical');
    },
    240_000,
  );
}
