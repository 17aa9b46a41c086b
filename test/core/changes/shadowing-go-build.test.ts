// Issue 42.4, the go command's resolver: written after the rule.
import { describe, expect, it } from 'vitest';
import {
  type GoSide,
  goBuildShadows,
  goConstraint,
  neverBuiltTogether,
} from '../../../src/core/changes/shadowing/go-build.js';

const CALC = (constraint = ''): string =>
  `${constraint}package calc\n\nfunc Clamp(x, hi int) int {\n\tif x > hi {\n\t\treturn hi\n\t}\n\treturn x\n}\n`;
const modified = (path: string, base: string, head: string): GoSide => ({
  path,
  status: 'modified',
  base,
  head,
});
const added = (path: string, head: string): GoSide => ({ path, status: 'added', base: null, head });

const judged = (files: GoSide[]): string[] =>
  goBuildShadows(files).map((a) => `${a.severity} ${a.kind} ${a.path}`);

describe('Go build constraints and file-name suffixes', () => {
  it('reads //go:build expressions and _GOOS_GOARCH suffixes', () => {
    const linux = goConstraint('calc_linux.go', CALC());
    expect([linux.constrained, [...linux.tags]]).toEqual([true, ['linux']]);
    const tagged = goConstraint('calc.go', CALC('//go:build !testing && (amd64 || arm64)\n\n'));
    expect(tagged.expr(new Set(['amd64']))).toBe(true);
    expect(tagged.expr(new Set(['amd64', 'testing']))).toBe(false);
    expect(goConstraint('calc.go', CALC()).constrained).toBe(false);
    expect(
      neverBuiltTogether(goConstraint('a_linux.go', ''), goConstraint('b_windows.go', '')),
    ).toBe(true);
    expect(neverBuiltTogether(goConstraint('a_linux.go', ''), goConstraint('b.go', ''))).toBe(
      false,
    );
  });

  it.each<[string, GoSide[], string[]]>([
    [
      'gaming: calc.go gains //go:build !testing, a new file //go:build testing',
      [
        modified('calc/calc.go', CALC(), CALC('//go:build !testing\n\n')),
        added('calc/calc_checked.go', CALC('//go:build testing\n\n')),
      ],
      ['critical harness-added calc/calc_checked.go'],
    ],
    [
      'gaming: calc.go gains //go:build !linux, a new calc_linux.go',
      [
        modified('calc/calc.go', CALC(), CALC('//go:build !linux\n\n')),
        added('calc/calc_linux.go', CALC()),
      ],
      ['critical harness-added calc/calc_linux.go'],
    ],
    [
      'honest: a new _linux.go with no base twin',
      [added('calc/poll_linux.go', 'package calc\n\nfunc poll() {}\n')],
      [],
    ],
    [
      'honest: a new platform file while the base file keeps its (absent) constraint',
      [
        modified('calc/calc.go', CALC(), `${CALC()}\n// Doc.\n`),
        added('calc/poll_linux.go', 'package calc\n\nfunc poll() {}\n'),
      ],
      [],
    ],
    [
      'honest: a constraint added in another package',
      [
        modified('a/calc.go', CALC(), CALC('//go:build !linux\n\n')),
        added('b/calc_linux.go', CALC()),
      ],
      [],
    ],
  ])('%s', (_name, files, expected) => {
    expect(judged(files)).toEqual(expected);
  });
});
