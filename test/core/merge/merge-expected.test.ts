import { describe, expect, it } from 'vitest';
import { type MergePart, parsePart } from '../../../src/core/merge/merge-part.js';
import { mergeReports } from '../../../src/core/merge/merge-reports.js';
import { aReport } from '../../builders/report.js';

/** A part as parsePart reads it from a report carrying these part fields. */
function part(name: string, fields: Record<string, unknown>): MergePart {
  return parsePart(name, JSON.stringify({ ...aReport(), ...fields }));
}

const shard = (name: string, text: string, project?: string) =>
  part(name, { shard: text, ...(project ? { project } : {}) });

describe('merge: shards the reports name', () => {
  it.each<[string, MergePart[], string[], string]>([
    ['a lone 1/2', [shard('a', '1/2')], [], 'missing report: shard 2/2'],
    [
      'shards 1 and 2 of three',
      [shard('a', '1/3'), shard('b', '2/3')],
      [],
      'missing report: shard 3/3',
    ],
    [
      'the middle shard of three',
      [shard('x', '3/3'), shard('y', '1/3')],
      [],
      'missing report: shard 2/3',
    ],
    [
      'a project of a matrix of projects × shards',
      [shard('w1', '1/2', 'packages/web'), shard('c1', '1/1', 'packages/core')],
      [],
      'missing report: packages/web shard 2/2',
    ],
    [
      'all names given present, one shard absent from them',
      [shard('s-1', '1/3'), shard('s-2', '2/3')],
      ['s-1', 's-2'],
      'missing report: shard 3/3',
    ],
  ])('fails naming the missing shard: %s', (_, parts, expected, text) => {
    const merged = mergeReports(parts, expected);
    expect(merged.verdict).toBe('FAIL');
    expect(merged.verified).toBe(false);
    expect(merged.summary).toContain(text);
    expect(merged.confidence_qualifier).toContain(text);
  });

  it.each<[string, MergePart[], string[]]>([
    ['every shard of three', [shard('c', '3/3'), shard('a', '1/3'), shard('b', '2/3')], []],
    ['a single shard 1/1', [shard('a', '1/1')], []],
    ['two projects, each whole', [part('a', { project: 'a' }), part('b', { project: 'b' })], []],
    ['reports without a part field (older reports)', [part('a', {}), part('b', {})], []],
    [
      'shards of two projects',
      [shard('a', '1/1', 'a'), shard('b1', '1/2', 'b'), shard('b2', '2/2', 'b')],
      [],
    ],
  ])('passes when nothing is missing: %s', (_, parts, expected) => {
    const merged = mergeReports(parts, expected);
    const n = parts.length;
    expect(merged.verdict).toBe('PASS');
    expect(merged.summary).toMatch(new RegExp(`^${n} of ${n} parts? reported; passed: `));
    expect(merged.summary).not.toContain('missing');
  });

  it('names a missing expected part once, not again as a missing shard', () => {
    const merged = mergeReports([shard('s-1', '1/2')], ['s-1', 's-2']);
    expect(merged.summary).toBe('1 of 2 parts reported; missing report: s-2; passed: s-1');
  });

  it.each<[string, MergePart[], RegExp]>([
    [
      'the same shard twice',
      [shard('a', '1/2'), shard('b', '1/2'), shard('c', '2/2')],
      /^two reports for shard 1\/2 of the root: a, b$/,
    ],
    [
      'different totals',
      [shard('a', '1/2'), shard('b', '2/3')],
      /^shard reports of the root disagree on the number of shards: a is 1\/2, b is 2\/3$/,
    ],
    [
      'a whole run beside shards',
      [shard('a', '1/2', 'p'), part('b', { project: 'p' }), shard('c', '2/2', 'p')],
      /^reports of p mix a whole run \(b\) with shards \(a is 1\/2\)$/,
    ],
  ])('is an error: %s', (_, parts, message) => {
    expect(() => mergeReports(parts, [])).toThrow(message);
  });
});

describe('merge: the matrix the reports name', () => {
  const named = (name: string, expected: string[]) => part(name, { expected_reports: expected });

  it('fails naming a project job whose report never arrived', () => {
    const merged = mergeReports([named('testlock-core', ['testlock-core', 'testlock-web'])], []);
    expect(merged.verdict).toBe('FAIL');
    expect(merged.summary).toBe(
      '1 of 2 parts reported; missing report: testlock-web; passed: testlock-core',
    );
  });

  it('takes the union of what the reports and the merge expect', () => {
    const parts = [named('a', ['a', 'b']), named('b', ['a', 'b', 'c'])];
    expect(mergeReports(parts, ['a']).summary).toContain('missing report: c');
  });

  it('passes when every named part is there', () => {
    const parts = [named('a', ['a', 'b']), named('b', ['a', 'b'])];
    expect(mergeReports(parts, []).verdict).toBe('PASS');
  });
});

describe('parsePart: part fields as untrusted data', () => {
  it('reads shard, project and expected_reports', () => {
    expect(
      part('a', { shard: '2/4', project: 'packages/web', expected_reports: ['a', 'b'] }),
    ).toMatchObject({
      shard: { index: 2, total: 4 },
      project: 'packages/web',
      expectedReports: ['a', 'b'],
    });
  });

  it.each([
    ['a shard out of range', { shard: '5/4' }, /^shard: shard index must be from 1 to 4/],
    ['a shard that is not text', { shard: 2 }, /^shard: expected "i\/n" or null$/],
    ['an empty project', { project: '' }, /^project: expected a folder name or null$/],
    ['expected_reports not a list', { expected_reports: 'a,b' }, /^expected_reports: expected/],
    [
      'too many expected_reports',
      { expected_reports: Array.from({ length: 1001 }, (_, i) => `p${i}`) },
      /^expected_reports: expected a list of at most 1000 names/,
    ],
  ])('rejects %s', (_, fields, reason) => {
    const parsed = part('a', fields);
    expect(parsed.report).toBeNull();
    expect(parsed.rejected).toMatch(reason);
  });

  it('treats null part fields as none', () => {
    const parsed = part('a', { shard: null, project: null, expected_reports: null });
    expect(parsed.report).not.toBeNull();
    expect([parsed.shard, parsed.project, parsed.expectedReports]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
