// Detection and false warnings of source-always-equal on variants written after the rules,
// measured and reported apart from the corpus the rules were shaped by.
import { describe, expect, it } from 'vitest';
import { sourceHeuristics } from '../../../src/core/heuristics/source-heuristics.js';
import { variants } from './corpus/always-equal-variants.js';
import { corpusInput } from './corpus/corpus-case.js';

const GAMING = variants.filter((c) => c.gaming !== null);
const HONEST = variants.filter((c) => c.gaming === null);
const raises = (c: (typeof variants)[number]): boolean =>
  sourceHeuristics(corpusInput(c)).some((a) => a.kind === 'source-always-equal');

describe('always-equal variants (written after the rules)', () => {
  it('measures detection and false warnings on their own', () => {
    const missed = GAMING.filter((c) => !raises(c)).map((c) => c.name);
    const warned = HONEST.filter(raises).map((c) => c.name);
    const detected = GAMING.length - missed.length;
    console.log(
      `always-equal variants: detection ${detected}/${GAMING.length} = ${((100 * detected) / GAMING.length).toFixed(1)}%, ` +
        `false warnings ${warned.length}/${HONEST.length} = ${((100 * warned.length) / HONEST.length).toFixed(1)}%` +
        `\n  missed: ${missed.join('; ') || 'none'}\n  false warnings: ${warned.join('; ') || 'none'}`,
    );
    // Measured blind, before the rules saw these variants: 12/16 detected (missed `return 1`,
    // `return not False`, a one-line `impl PartialEq`, a constant `ne`), 0/16 false warnings.
    // The rules were then widened to literal-only returns, `ne` and one-line impls.
    expect({ detected, gaming: GAMING.length, warned, honest: HONEST.length, missed }).toEqual({
      detected: 16,
      gaming: 16,
      warned: [],
      honest: 16,
      missed: [],
    });
  });
});
