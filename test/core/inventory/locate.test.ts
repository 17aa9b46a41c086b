// The file named by a test-missing / test-newly-skipped anomaly: from the listing where it says,
// else from a `git grep` of the definitions at base (go, cargo), never empty.
import { describe, expect, it } from 'vitest';
import { definitionSearch, locateEntries } from '../../../src/core/inventory/locate.js';
import type { InventoryEntry, ListingFormat } from '../../../src/core/inventory/types.js';

const SHA = '0123456789abcdef0123456789abcdef01234567';
const e = (id: string, file = ''): InventoryEntry => ({ id, file });

describe('definitionSearch', () => {
  it('greps the bare names of the unplaced entries only', () => {
    expect(
      definitionSearch('go-list', [e('example.com/m/sub.TestA'), e('x.TestB', 'b.go')]),
    ).toEqual({ pattern: '^func (TestA)\\(', pathspec: '*_test.go' });
    expect(
      definitionSearch('cargo-list', [
        e('parser::tests::boom - should panic'),
        e('src/lib.rs - add (line 3)'),
      ]),
    ).toEqual({ pattern: '(^|[^A-Za-z0-9_])fn (boom) *[(<]', pathspec: '*.rs' });
    expect(definitionSearch('pytest', [e('t.py::test_a', 't.py')])).toBeNull();
  });
});

describe('locateEntries', () => {
  const GO_GREP = [
    `${SHA}:flag_test.go:5:func TestA(t *testing.T) {`,
    `${SHA}:sub/a_test.go:5:func TestA(t *testing.T) {`,
    `${SHA}:mod2/pkg/b_test.go:3:func TestB(t *testing.T) {`,
  ].join('\n');
  const RS_GREP = [
    `${SHA}:src/lib.rs:20:    fn boom() {`,
    `${SHA}:src/parser/mod.rs:40:    fn boom() {`,
    `${SHA}:tests/integ.rs:2:fn it_works() {`,
    `${SHA}:src/net.rs:9:    async fn fetches<T>() {`,
  ].join('\n');
  const cases: Array<{
    name: string;
    format: ListingFormat;
    id: string;
    grep: string;
    cwd: string;
    file: string;
  }> = [
    {
      name: 'go: the folder that is the tail of the import path',
      format: 'go-list',
      id: 'example.com/m/sub.TestA',
      grep: GO_GREP,
      cwd: '',
      file: 'sub/a_test.go',
    },
    {
      name: 'go: the root package takes the root file',
      format: 'go-list',
      id: 'example.com/m.TestA',
      grep: GO_GREP,
      cwd: '',
      file: 'flag_test.go',
    },
    {
      name: 'go: a second module in a subfolder',
      format: 'go-list',
      id: 'example.com/mod2/pkg.TestB',
      grep: GO_GREP,
      cwd: 'mod2',
      file: 'mod2/pkg/b_test.go',
    },
    {
      name: 'go: not found falls back to the check folder',
      format: 'go-list',
      id: 'example.com/m.TestGone',
      grep: GO_GREP,
      cwd: '',
      file: '.',
    },
    {
      name: 'cargo: the module path picks the module file',
      format: 'cargo-list',
      id: 'parser::tests::boom - should panic',
      grep: RS_GREP,
      cwd: '',
      file: 'src/parser/mod.rs',
    },
    {
      name: 'cargo: a lib unit test without module hint takes the shorter path',
      format: 'cargo-list',
      id: 'tests::boom',
      grep: RS_GREP,
      cwd: '',
      file: 'src/lib.rs',
    },
    {
      name: 'cargo: an integration test',
      format: 'cargo-list',
      id: 'it_works',
      grep: RS_GREP,
      cwd: '',
      file: 'tests/integ.rs',
    },
    {
      name: 'cargo: a generic async test',
      format: 'cargo-list',
      id: 'net::fetches',
      grep: RS_GREP,
      cwd: '',
      file: 'src/net.rs',
    },
    {
      name: 'cargo: a doc test names its file, under the crate folder',
      format: 'cargo-list',
      id: 'src/lib.rs - add (line 7) - compile fail',
      grep: '',
      cwd: 'crates/a',
      file: 'crates/a/src/lib.rs',
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      expect(locateEntries(c.format, [e(c.id)], c.grep, c.cwd)).toEqual([e(c.id, c.file)]);
    });
  }

  it('a listed file is made repo-relative under the check folder', () => {
    expect(locateEntries('pytest', [e('tests/t.py::test_a', 'tests/t.py')], '', 'pkg')).toEqual([
      e('tests/t.py::test_a', 'pkg/tests/t.py'),
    ]);
  });
});
