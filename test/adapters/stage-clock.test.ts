// The --timings clock: laps add up to the total, details never do, and own time leaves out the
// checks' own runs and the inventory, but not the time around the checks. Table-driven on a fake
// time source.
import { describe, expect, it } from 'vitest';
import { aroundChecksMs, createStageClock, ownMs } from '../../src/adapters/stage-clock.js';
import { timingsText } from '../../src/cli/timings-text.js';

function fakeTime(...marks: number[]): () => number {
  const queue = [...marks];
  return () => {
    const next = queue.shift();
    if (next === undefined) throw new Error('the clock was read more often than the test expects');
    return next;
  };
}

describe('createStageClock', () => {
  it('laps are consecutive and add up to the total', () => {
    const clock = createStageClock(0, fakeTime(40, 55, 1055, 1080));
    clock.lap('start-up');
    clock.lap('diff');
    clock.lap('checks', 'checks');
    clock.detail('test: pytest', 990);
    clock.lap('verdict');
    const timings = clock.timings();
    expect(timings.stages).toEqual([
      { stage: 'start-up', ms: 40, kind: 'own' },
      { stage: 'diff', ms: 15, kind: 'own' },
      { stage: 'checks', ms: 1000, kind: 'checks' },
      { stage: 'verdict', ms: 25, kind: 'own' },
    ]);
    expect(timings.totalMs).toBe(1080);
    // The detail sits inside `checks`; it is never added a second time.
    expect(timings.details).toEqual([{ name: 'test: pytest', ms: 990 }]);
  });

  it.each([
    { name: 'only own stages', kinds: ['own', 'own'] as const, own: 30 },
    { name: 'checks left out', kinds: ['own', 'checks'] as const, own: 10 },
    { name: 'inventory left out', kinds: ['inventory', 'own'] as const, own: 20 },
    { name: 'nothing of its own', kinds: ['checks', 'inventory'] as const, own: 0 },
    // The PR's own tests run without details of their own: never read as time around the checks.
    { name: 'the PR-tests pass left out', kinds: ['checks', 'pr-tests'] as const, own: 0 },
  ])('own time: $name', ({ kinds, own }) => {
    const clock = createStageClock(100, fakeTime(110, 130));
    kinds.forEach((kind, i) => {
      clock.lap(`stage ${i}`, kind);
      // The check ran for the whole of its stage.
      if (kind === 'checks') clock.detail('the check', clock.timings().stages[i]?.ms ?? 0);
    });
    expect(ownMs(clock.timings())).toBe(own);
    expect(clock.timings().totalMs).toBe(30);
  });

  it.each([
    { name: 'the time around the checks is own', details: [700, 200], around: 100, own: 140 },
    { name: 'checks that fill the stage leave none', details: [1000], around: 0, own: 40 },
    { name: 'checks side by side never count below zero', details: [900, 800], around: 0, own: 40 },
    { name: 'a stage with no check run is all own', details: [], around: 1000, own: 1040 },
  ])('own time: $name', ({ details, around, own }) => {
    const clock = createStageClock(0, fakeTime(40, 1040));
    clock.lap('start-up');
    clock.lap('checks', 'checks');
    details.forEach((ms, i) => {
      clock.detail(`check ${i}`, ms);
    });
    expect(aroundChecksMs(clock.timings())).toBe(around);
    expect(ownMs(clock.timings())).toBe(own);
  });

  it('a snapshot is plain data that later laps do not change', () => {
    const clock = createStageClock(0, fakeTime(5, 9));
    clock.lap('a');
    const before = clock.timings();
    clock.lap('b');
    expect(before.stages).toHaveLength(1);
    expect(JSON.parse(JSON.stringify(before))).toEqual(before);
  });
});

describe('timingsText', () => {
  it('lists the stages, the checks under theirs, the total and the own time with the budget', () => {
    const clock = createStageClock(0, fakeTime(40, 1040, 1100, 1160));
    clock.lap('start-up');
    clock.lap('checks', 'checks');
    clock.detail('test: npm test', 995.4);
    clock.lap('inventory', 'inventory');
    clock.lap('render');
    const lines = timingsText(clock.timings(), true).trimEnd().split('\n');
    expect(lines[0]).toBe('testlock: timings');
    expect(lines[1]).toMatch(/^ {2}start-up +40 ms$/);
    expect(lines[2]).toMatch(
      /^ {2}checks +1000 ms {2}\(checks; only the time around them is testlock's own\)$/,
    );
    expect(lines[3]).toMatch(/^ {4}test: npm test +995 ms$/);
    expect(lines[4]).toMatch(
      /^ {4}around the checks +5 ms {2}\(probes, guard, results read: testlock's own\)$/,
    );
    expect(lines[5]).toMatch(/^ {2}inventory +60 ms {2}\(inventory, not testlock's own\)$/);
    expect(lines[6]).toMatch(/^ {2}render +60 ms$/);
    expect(lines[7]).toMatch(/^ {2}total +1160 ms$/);
    // 40 + 60 of own stages and the 4.6 ms around the check.
    expect(lines[8]).toMatch(/^ {2}testlock's own time +105 ms {2}budget 250 ms$/);
  });

  it('plan has no budget line to meet', () => {
    const clock = createStageClock(0, fakeTime(30));
    clock.lap('start-up');
    expect(timingsText(clock.timings(), false)).not.toContain('budget');
  });
});
