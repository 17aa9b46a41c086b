import { describe, expect, it } from 'vitest';
import { suppressions } from '../../../src/core/heuristics/suppressions.js';
import type { Ecosystem } from '../../../src/core/model/changed-file.js';
import { view } from './view.js';

const ctx = { testLiterals: new Set<string>() };
type Row = [Ecosystem, string, string | null];

const rows: Row[] = [
  ['python', 'x = f()  # type: ignore', '# type: ignore added: x = f()  # type: ignore'],
  [
    'python',
    'x = f()  # type: ignore[attr-defined]',
    '# type: ignore added: x = f()  # type: ignore[attr-defined]',
  ],
  ['python', 'import os  # noqa: F401', '# noqa added: import os  # noqa: F401'],
  [
    'python',
    'x = f()  # pyright: ignore[reportGeneralTypeIssues]',
    '# pyright: ignore added: x = f()  # pyright: ignore[reportGeneralTypeIssues]',
  ],
  [
    'python',
    'def f():  # pragma: no cover',
    '# pragma: no cover added: def f():  # pragma: no cover',
  ],
  [
    'python',
    'x = f()  # pylint: disable=no-member',
    '# pylint: disable added: x = f()  # pylint: disable=no-member',
  ],
  ['python', 'HELP = "append # noqa to silence"', null],
  ['python', 'x = 1  # no qa here', null],
  ['javascript', '// @ts-ignore', '@ts-ignore added: // @ts-ignore'],
  [
    'javascript',
    '  // @ts-expect-error wrong type',
    '@ts-expect-error added: // @ts-expect-error wrong type',
  ],
  ['javascript', '// @ts-nocheck', '@ts-nocheck added: // @ts-nocheck'],
  [
    'javascript',
    '/* eslint-disable no-console */',
    'eslint-disable added: /* eslint-disable no-console */',
  ],
  [
    'javascript',
    'f(); // eslint-disable-line',
    'eslint-disable-line added: f(); // eslint-disable-line',
  ],
  [
    'javascript',
    '// biome-ignore lint/style/noNonNullAssertion: checked',
    'biome-ignore added: // biome-ignore lint/style/noNonNullAssertion: checked',
  ],
  ['javascript', '/* istanbul ignore next */', 'istanbul ignore added: /* istanbul ignore next */'],
  ['javascript', "const msg = '@ts-ignore is banned';", null],
  ['go', 'x := f() //nolint:errcheck', '//nolint added: x := f() //nolint:errcheck'],
  ['go', '//lint:ignore SA1019 legacy', '//lint:ignore added: //lint:ignore SA1019 legacy'],
  ['go', 'msg := "//nolint"', null],
  ['rust', '#[allow(dead_code)]', '#[allow(dead_code)] added: #[allow(dead_code)]'],
  ['rust', '#![allow(clippy::all)]', '#![allow(clippy::all)] added: #![allow(clippy::all)]'],
  ['rust', '#[expect(unused)]', '#[expect(unused)] added: #[expect(unused)]'],
  ['rust', '// #[allow(dead_code)] was here', null],
  [
    'java',
    '@SuppressWarnings("unchecked")',
    '@SuppressWarnings added: @SuppressWarnings("unchecked")',
  ],
  ['java', 'x(); // NOSONAR', '// NOSONAR added: x(); // NOSONAR'],
];

describe('suppressions', () => {
  it.each(rows)('%s %s', (eco, line, detail) => {
    const found = suppressions(view(eco, `src/x.${eco}`, [line]), ctx);
    expect(found).toEqual(detail === null ? [] : [{ kind: 'suppression-added', line: 1, detail }]);
  });

  it('ignores a suppression that only moved', () => {
    const moved = view('javascript', 'src/a.ts', ['  // @ts-ignore'], ['// @ts-ignore']);
    expect(suppressions(moved, ctx)).toEqual([]);
  });
});
