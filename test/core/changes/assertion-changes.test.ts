import { describe, expect, it } from 'vitest';
import {
  type AssertionChange,
  assertionChanges,
  describeAssertionChange,
  isAssertionLine,
} from '../../../src/core/changes/assertion-changes.js';
import type { Ecosystem } from '../../../src/core/model/changed-file.js';
import type { Hunk } from '../../../src/core/model/diff.js';

/** A hunk replacing `removed` (base lines from `oldStart`) by `added` (head lines from `newStart`). */
function hunk(oldStart: number, removed: string[], newStart: number, added: string[]): Hunk {
  return {
    oldStart,
    oldLines: removed.length,
    newStart,
    newLines: added.length,
    removed: removed.map((text, i) => ({ line: oldStart + i, text })),
    added: added.map((text, i) => ({ line: newStart + i, text })),
  };
}

describe('isAssertionLine', () => {
  it.each<[Ecosystem | null, string, boolean]>([
    ['python', '    assert admitted <= 100', true],
    ['python', '        self.assertEqual(a, 3)', true],
    ['python', '    with pytest.raises(ValueError):', true],
    ['python', '    np.testing.assert_allclose(a, b)', true],
    ['python', '    mock.assert_called_once_with(3)', true],
    ['python', '    # assert admitted <= 100', false],
    ['python', '    admitted = limiter.admit(100)', false],
    ['python', '    msg = "assert x"', false],
    ['javascript', '  expect(limit(3)).toBe(3);', true],
    ['javascript', '    .toEqual({ a: 1 });', true],
    ['javascript', "  assert.strictEqual(x, 'a');", true],
    ['javascript', '  x.should.equal(3);', true],
    ['javascript', '  t.is(total, 4);', true],
    ['javascript', '  // expect(x).toBe(3);', false],
    ['javascript', '  const expected = 3;', false],
    ['go', '\tif got != 100 {', true],
    ['go', '\tif !reflect.DeepEqual(got, want) {', true],
    ['go', '\tif diff := cmp.Diff(want, got); diff != "" {', true],
    ['go', '\t\tt.Errorf("got %d, want %d", got, want)', true],
    ['go', '\t\tt.Fatal(err)', true],
    ['go', '\tassert.Equal(t, 3, got)', true],
    ['go', '\trequire.NoError(t, err)', true],
    ['go', '\tif err != nil {', false],
    ['go', '\tif err := run(); err != nil {', false],
    ['go', '\tif testing.Short() {', false],
    ['rust', '    assert_eq!(f(), 5);', true],
    ['rust', '    assert_ne!(a, b);', true],
    ['rust', '    assert!(x.is_ok());', true],
    ['rust', '    debug_assert!(x > 0);', true],
    ['rust', '    // assert_eq!(f(), 5);', false],
    ['rust', '    let asserted = 5;', false],
    ['java', '        assertEquals(5, limiter.admitted());', true],
    ['java', '        assertThat(x).isEqualTo(5);', true],
    ['java', '        Assert.assertTrue(ok);', true],
    ['java', '            .isEqualTo(5);', true],
    ['java', '        int assertions = 5;', false],
    ['csharp', '        Assert.Equal(5, x);', true],
    ['csharp', '        x.Should().Be(5);', true],
    ['ruby', '    expect(x).to eq(5)', true],
    ['ruby', '    assert_equal 5, x', true],
    ['ruby', '    x.must_equal 5', true],
    ['php', '        $this->assertSame(5, $x);', true],
    ['php', '        self::assertTrue($ok);', true],
    ['cpp', '  EXPECT_EQ(f(), 5);', true],
    ['cpp', '  REQUIRE(x == 5);', true],
    [null, '    assert admitted <= 100', true],
    [null, '  expect(x).toBe(3);', true],
  ])('%s: %s -> %s', (eco, line, expected) => {
    expect(isAssertionLine(line, eco)).toBe(expected);
  });
});

describe('assertionChanges', () => {
  it.each<[string, Ecosystem, Hunk[], AssertionChange[]]>([
    [
      'python literal changed',
      'python',
      [hunk(12, ['    assert admitted <= 100'], 12, ['    assert admitted <= 1000'])],
      [
        {
          kind: 'changed',
          line: 12,
          before: 'assert admitted <= 100',
          after: 'assert admitted <= 1000',
        },
      ],
    ],
    [
      'python assertion removed',
      'python',
      [hunk(20, ['    assert admitted <= 100'], 19, [])],
      [{ kind: 'removed', line: 19, before: 'assert admitted <= 100', after: null }],
    ],
    [
      'python assertion commented out',
      'python',
      [hunk(20, ['    assert x == 1'], 20, ['    # assert x == 1'])],
      [{ kind: 'removed', line: 20, before: 'assert x == 1', after: null }],
    ],
    [
      'python reformatting only',
      'python',
      [hunk(5, ['    assert x==1  # old note'], 5, ['    assert x == 1'])],
      [],
    ],
    [
      'python operator weakened',
      'python',
      [hunk(5, ['    assert x is None'], 5, ['    assert x is not None'])],
      [{ kind: 'changed', line: 5, before: 'assert x is None', after: 'assert x is not None' }],
    ],
    ['python assertion added only', 'python', [hunk(5, [], 6, ['    assert y == 2'])], []],
    [
      'js literal changed',
      'javascript',
      [hunk(8, ['  expect(limit(3)).toBe(3);'], 8, ['  expect(limit(3)).toBe(4);'])],
      [
        {
          kind: 'changed',
          line: 8,
          before: 'expect(limit(3)).toBe(3);',
          after: 'expect(limit(3)).toBe(4);',
        },
      ],
    ],
    [
      'js matcher weakened in a continuation line',
      'javascript',
      [hunk(9, ['    .toBe(3);'], 9, ['    .toBeGreaterThan(0);'])],
      [{ kind: 'changed', line: 9, before: '.toBe(3);', after: '.toBeGreaterThan(0);' }],
    ],
    [
      'js assertion replaced by a log line',
      'javascript',
      [hunk(8, ['  expect(x).toBe(3);'], 8, ['  console.log(x);'])],
      [{ kind: 'removed', line: 8, before: 'expect(x).toBe(3);', after: null }],
    ],
    [
      'js assertion moved to another hunk',
      'javascript',
      [hunk(3, ['  expect(x).toBe(3);'], 2, []), hunk(10, [], 9, ['    expect(x).toBe(3);'])],
      [],
    ],
    [
      'go condition literal changed',
      'go',
      [hunk(14, ['\tif got != 100 {'], 14, ['\tif got != 1000 {'])],
      [{ kind: 'changed', line: 14, before: 'if got != 100 {', after: 'if got != 1000 {' }],
    ],
    [
      'go error report removed',
      'go',
      [hunk(15, ['\t\tt.Errorf("got %d", got)'], 14, [])],
      [{ kind: 'removed', line: 14, before: 't.Errorf("got %d", got)', after: null }],
    ],
    [
      'go testify refactor only in spacing',
      'go',
      [hunk(7, ['\tassert.Equal(t,3,got)'], 7, ['\tassert.Equal(t, 3, got)'])],
      [],
    ],
    [
      'rust literal changed',
      'rust',
      [hunk(30, ['        assert_eq!(f(), 5);'], 30, ['        assert_eq!(f(), 6);'])],
      [{ kind: 'changed', line: 30, before: 'assert_eq!(f(), 5);', after: 'assert_eq!(f(), 6);' }],
    ],
    [
      'rust assert_eq turned into assert_ne',
      'rust',
      [hunk(30, ['        assert_eq!(f(), 5);'], 30, ['        assert_ne!(f(), 5);'])],
      [{ kind: 'changed', line: 30, before: 'assert_eq!(f(), 5);', after: 'assert_ne!(f(), 5);' }],
    ],
    [
      'rust removal at the top of the file',
      'rust',
      [hunk(1, ['assert!(true);'], 0, [])],
      [{ kind: 'removed', line: 1, before: 'assert!(true);', after: null }],
    ],
    [
      'java literal changed, another assertion removed',
      'java',
      [
        hunk(
          40,
          ['        assertEquals(5, limiter.admitted());', '        assertTrue(limiter.isFull());'],
          40,
          ['        assertEquals(50, limiter.admitted());'],
        ),
      ],
      [
        {
          kind: 'changed',
          line: 40,
          before: 'assertEquals(5, limiter.admitted());',
          after: 'assertEquals(50, limiter.admitted());',
        },
        { kind: 'removed', line: 40, before: 'assertTrue(limiter.isFull());', after: null },
      ],
    ],
    [
      'java assertion replaced by an unrelated one: removed, not changed',
      'java',
      [
        hunk(40, ['        assertTrue(limiter.isFull());'], 40, [
          '        assertEquals(50, other.count());',
        ]),
      ],
      [{ kind: 'removed', line: 40, before: 'assertTrue(limiter.isFull());', after: null }],
    ],
    [
      'java reindented only',
      'java',
      [hunk(40, ['    assertEquals(5, x);'], 40, ['        assertEquals(5, x);'])],
      [],
    ],
  ])('%s', (_name, eco, hunks, expected) => {
    expect(assertionChanges(hunks, eco)).toEqual(expected);
  });
});

describe('describeAssertionChange', () => {
  it.each<[AssertionChange, string]>([
    [
      { kind: 'changed', line: 1, before: 'assert a <= 100', after: 'assert a <= 1000' },
      'assertion changed: assert a <= 100 -> assert a <= 1000',
    ],
    [{ kind: 'removed', line: 1, before: 'assert a', after: null }, 'assertion removed: assert a'],
    [
      { kind: 'removed', line: 1, before: `assert ${'x'.repeat(200)}`, after: null },
      `assertion removed: assert ${'x'.repeat(92)}…`,
    ],
  ])('%j', (change, expected) => {
    expect(describeAssertionChange(change)).toBe(expected);
  });
});

describe('assertionChanges: a message added is no change', () => {
  const changed = (before: string, after: string, eco: Parameters<typeof assertionChanges>[1]) =>
    assertionChanges([hunk(3, [before], 3, [after])], eco).map((c) => c.kind);
  it.each<[string, string, string, Parameters<typeof assertionChanges>[1], string[]]>([
    [
      'honest: Python assert gains a message',
      'assert r == 4',
      'assert r == 4, "sum of two twos"',
      'python',
      [],
    ],
    ['honest: an f-string message', 'assert r == 4', 'assert r == 4, f"got {r}"', 'python', []],
    [
      'honest: Rust assert_eq! gains a formatted message',
      'assert_eq!(a, b);',
      'assert_eq!(a, b, "got {}", a);',
      'rust',
      [],
    ],
    [
      'honest: vitest expect gains a message',
      'expect(x).toBe(3);',
      "expect(x, 'three').toBe(3);",
      'javascript',
      [],
    ],
    [
      'gaming: Python assert (x) becomes a tuple, always true',
      'assert (r == 4)',
      'assert (r == 4, "msg")',
      'python',
      ['changed'],
    ],
    [
      'gaming: the expected value changed with the message',
      'assert r == 4',
      'assert r == 5, "msg"',
      'python',
      ['changed'],
    ],
    [
      'gaming: a message replaces an operand',
      'assert_eq!(a, b);',
      'assert_eq!(a, "b");',
      'rust',
      ['changed'],
    ],
  ])('%s', (_name, before, after, eco, expected) => {
    expect(changed(before, after, eco)).toEqual(expected);
  });
});
