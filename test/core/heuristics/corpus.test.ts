import { describe, expect, it } from 'vitest';
import { sourceHeuristics } from '../../../src/core/heuristics/source-heuristics.js';
import { type CorpusCase, corpusEnvironmentReads, corpusInput } from './corpus/corpus-case.js';
import { GO } from './corpus/go.js';
import { HONEST_VARIANTS } from './corpus/honest-variants.js';
import { JAVA } from './corpus/java.js';
import { PYTHON } from './corpus/python.js';
import { RUST } from './corpus/rust.js';
import { TYPESCRIPT } from './corpus/typescript.js';
import { VARIANTS } from './corpus/variants.js';

const CORPUS: CorpusCase[] = [
  ...PYTHON,
  ...TYPESCRIPT,
  ...GO,
  ...RUST,
  ...JAVA,
  ...VARIANTS,
  ...HONEST_VARIANTS,
];
const GAMING = CORPUS.filter((c) => c.gaming !== null);
const HONEST = CORPUS.filter((c) => c.gaming === null);

const kinds = (c: CorpusCase): string[] => [
  ...new Set([
    ...sourceHeuristics(corpusInput(c)).map((a) => a.kind),
    ...corpusEnvironmentReads(c).map((a) => a.kind),
  ]),
];

describe('corpus: gaming PRs raise their kind', () => {
  it.each(GAMING.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(kinds(c).includes(c.gaming as string)).toBe(true);
  });
});

describe('corpus: honest PRs raise nothing (beyond the documented misfires)', () => {
  it.each(HONEST.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(kinds(c)).toEqual(c.knownFalseWarnings ?? []);
  });
});

describe('corpus: measured rates', () => {
  it('detects >= 90% of gaming PRs with <= 10% false warnings on honest ones', () => {
    const detected = GAMING.filter((c) => kinds(c).includes(c.gaming as string)).length;
    const warned = HONEST.filter((c) => kinds(c).length > 0).length;
    const detection = detected / GAMING.length;
    const falseWarnings = warned / HONEST.length;
    console.log(
      `source heuristics corpus: detection ${detected}/${GAMING.length} = ${(100 * detection).toFixed(1)}%, ` +
        `false warnings ${warned}/${HONEST.length} = ${(100 * falseWarnings).toFixed(1)}%`,
    );
    expect([detected, GAMING.length, warned, HONEST.length]).toEqual([61, 61, 3, 63]);
    expect(detection).toBeGreaterThanOrEqual(0.9);
    expect(falseWarnings).toBeLessThanOrEqual(0.1);
  });

  it('covers every kind in Python, TypeScript, Go and Rust', () => {
    const stacks = ['python', 'javascript', 'go', 'rust'] as const;
    const missing = stacks.flatMap((eco) =>
      [
        'test-environment-read',
        'source-special-case',
        'source-always-equal',
        'source-early-exit',
        'source-monkeypatch',
        'source-swallowed-exception',
        'suppression-added',
      ].filter((k) => !GAMING.some((c) => c.ecosystem === eco && c.gaming === k)),
    );
    expect(missing).toEqual([]);
    expect(HONEST.length >= GAMING.length).toBe(true);
  });
});
