import { describe, expect, it } from 'vitest';
import { findSkipMarker, lineCode } from '../../../src/core/changes/skip-markers.js';
import type { Ecosystem } from '../../../src/core/model/changed-file.js';

type Row = [Ecosystem | null, string, string | null];

const positives: Row[] = [
  // Python
  ['python', '@pytest.mark.skip', '@pytest.mark.skip'],
  ['python', '    @pytest.mark.skip(reason="flaky")', '@pytest.mark.skip'],
  ['python', '@pytest.mark.skipif(sys.platform == "win32", reason="x")', '@pytest.mark.skipif'],
  ['python', '@pytest.mark.xfail(strict=False)', '@pytest.mark.xfail'],
  ['python', 'pytestmark = pytest.mark.skip', 'pytest.mark.skip'],
  ['python', '    pytest.skip("not today")', 'pytest.skip()'],
  ['python', '    pytest.xfail("known")', 'pytest.xfail()'],
  ['python', 'np = pytest.importorskip("numpy")', 'pytest.importorskip()'],
  ['python', '@unittest.skip("later")', '@unittest.skip'],
  ['python', '@unittest.skipIf(True, "x")', '@unittest.skipIf'],
  ['python', '@unittest.skipUnless(HAS_DB, "x")', '@unittest.skipUnless'],
  ['python', '@unittest.expectedFailure', '@unittest.expectedFailure'],
  ['python', '@skip("imported")', '@skip'],
  ['python', '        self.skipTest("no network")', 'self.skipTest()'],
  ['python', '        raise unittest.SkipTest("x")', 'raise unittest.SkipTest'],
  // JavaScript / TypeScript
  ['javascript', "it.skip('admits 100', () => {", 'it.skip'],
  ['javascript', "  test.skip('x', async () => {})", 'test.skip'],
  ['javascript', "describe.skip('limits', () => {", 'describe.skip'],
  ['javascript', "it.only('x', () => {", 'it.only'],
  ['javascript', "describe.only('x', () => {", 'describe.only'],
  ['javascript', "test.todo('later')", 'test.todo'],
  ['javascript', "test.failing('known bug', () => {", 'test.failing'],
  ['javascript', "test.fails('known bug', () => {", 'test.fails'],
  ['javascript', "it.skipIf(process.env.CI)('x', () => {", 'it.skipIf'],
  ['javascript', "it.runIf(isLinux)('x', () => {", 'it.runIf'],
  ['javascript', "test.concurrent.skip('x', async () => {", 'test.concurrent.skip'],
  ['javascript', "xit('x', () => {", 'xit()'],
  ['javascript', "xdescribe('x', () => {", 'xdescribe()'],
  ['javascript', "xtest('x', () => {", 'xtest()'],
  ['javascript', "fit('x', () => {", 'fit()'],
  ['javascript', "fdescribe('x', () => {", 'fdescribe()'],
  ['javascript', '    this.skip();', 'this.skip()'],
  // Go
  ['go', '\tt.Skip("flaky on CI")', 't.Skip()'],
  ['go', '\tt.Skipf("needs %s", x)', 't.Skipf()'],
  ['go', '\tt.SkipNow()', 't.SkipNow()'],
  ['go', '\ts.T().Skip("x")', 'T().Skip()'],
  // Rust
  ['rust', '#[ignore]', '#[ignore]'],
  ['rust', '    #[ignore = "slow"]', '#[ignore]'],
  ['rust', '#[should_panic]', '#[should_panic]'],
  ['rust', '#[should_panic(expected = "overflow")]', '#[should_panic]'],
  ['rust', '#[cfg_attr(miri, ignore)]', '#[ignore]'],
  // Java / Kotlin
  ['java', '    @Disabled', '@Disabled'],
  ['java', '    @Disabled("flaky")', '@Disabled'],
  ['java', '    @Ignore', '@Ignore'],
  ['java', '    @DisabledOnOs(OS.WINDOWS)', '@DisabledOnOs'],
  [
    'java',
    '    @EnabledIfEnvironmentVariable(named = "X", matches = "1")',
    '@EnabledIfEnvironmentVariable',
  ],
  ['java', '        assumeTrue(isLinux());', 'assumeTrue()'],
  // Ruby
  ['ruby', "  xit 'admits 100' do", 'xit'],
  ['ruby', "  xdescribe 'limits' do", 'xdescribe'],
  ['ruby', "  xcontext 'when full' do", 'xcontext'],
  ['ruby', "    skip 'flaky'", 'skip'],
  ['ruby', '    skip', 'skip'],
  ['ruby', "    pending 'not done'", 'pending'],
  ['ruby', "  it 'x' do skip end", 'skip'],
  ['ruby', "  it 'x', skip: 'flaky' do", 'skip:'],
  ['ruby', "  it 'x', :focus do", ':focus'],
  ['ruby', "  fit 'x' do", 'fit'],
  // C#
  ['csharp', '    [Fact(Skip = "flaky")]', 'Skip ='],
  ['csharp', '    [Theory(Skip="flaky")]', 'Skip ='],
  ['csharp', '    [Fact(DisplayName = "x", Skip = "y")]', 'Skip ='],
  ['csharp', '    [Ignore("later")]', '[Ignore]'],
  ['csharp', '    [Test, Ignore("later")]', '[Ignore]'],
  ['csharp', '    [Explicit]', '[Explicit]'],
  ['csharp', '        Assert.Ignore("x");', 'Assert.Ignore()'],
  // PHP
  ['php', '        $this->markTestSkipped("no db");', 'markTestSkipped()'],
  ['php', '        $this->markTestIncomplete();', 'markTestIncomplete()'],
  ['php', "test('x', function () {})->skip();", 'skip()'],
  // C++
  ['cpp', 'TEST(Limits, DISABLED_BurstAtBoundary) {', 'DISABLED_'],
  ['cpp', '  GTEST_SKIP() << "later";', 'GTEST_SKIP()'],
  ['cpp', 'TEST_CASE("burst at boundary", "[.]") {', 'a hidden Catch2 tag'],
  ['cpp', 'TEST_CASE("burst at boundary", "[limits][!hide]") {', 'a hidden Catch2 tag'],
  ['cpp', '  SKIP("not on this platform");', 'SKIP()'],
  ['cpp', 'TEST_CASE("burst at boundary" * doctest::skip()) {', 'doctest::skip'],
  // Unknown ecosystem: the unambiguous markers still count.
  [null, "it.skip('x', () => {})", 'it.skip'],
  [null, '@pytest.mark.skip', '@pytest.mark.skip'],
  [null, '#[ignore]', '#[ignore]'],
  ['generic', '@Disabled', '@Disabled'],
];

const negatives: Row[] = [
  ['cpp', 'TEST_CASE("burst at boundary", "[limits]") {', null],
  ['cpp', '  CHECK(parse("[.]") == 0);', null],
  ['python', '# @pytest.mark.skip', null],
  ['python', 'x = 1  # pytest.skip("later")', null],
  ['python', 'msg = "use @pytest.mark.skip to skip"', null],
  ['python', 'def test_skip_empty_lines():', null],
  ['python', '    skip = compute_skip(lines)', null],
  ['python', '@pytest.mark.skip_if_no_db', null],
  ['python', '    self.skipTests = 3', null],
  ['javascript', "// it.skip('x', () => {", null],
  ['javascript', ' * it.only is forbidden here', null],
  ['javascript', "/* describe.skip('x') */ const a = 1;", null],
  ['javascript', "const label = 'it.only';", null],
  ['javascript', 'const skip = options.skip;', null],
  ['javascript', 'model.fit(data);', null],
  ['javascript', 'items.skip(3);', null],
  ['javascript', "it('skips nothing', () => {", null],
  ['javascript', 'const exit = xitem(3);', null],
  ['go', '\t// t.Skip("later")', null],
  ['go', '\tskip := true', null],
  ['go', '\tlog.Println("t.Skip(")', null],
  ['rust', '// #[ignore]', null],
  ['rust', '#[test]', null],
  ['rust', 'let ignore = true;', null],
  ['rust', 'let s = "#[ignore]";', null],
  ['java', '// @Disabled', null],
  ['java', '    @JsonIgnore', null],
  ['java', '    @Test', null],
  ['ruby', '# skip', null],
  ['ruby', '    skip_count = 2', null],
  ['ruby', '    skip = true', null],
  ['ruby', '    lines.skip?', null],
  ['ruby', "    it 'can skip a step' do", null],
  ['ruby', "    it 'x', skip: false do", null],
  ['csharp', '    [Fact]', null],
  ['csharp', '    var rest = items.Skip(3);', null],
  ['php', '        // $this->markTestSkipped();', null],
  ['cpp', 'TEST(Limits, BurstAtBoundary) {', null],
  ['cpp', '// TEST(Limits, DISABLED_Burst)', null],
  // Ambiguous markers need a known ecosystem.
  [null, '    skip', null],
  [null, 'var rest = items.Skip(3);', null],
  [null, 'fit(model)', null],
  // A marker of another ecosystem does not count.
  ['python', "it.skip('x')", null],
  ['javascript', '@pytest.mark.skip', null],
];

describe('findSkipMarker', () => {
  it.each(positives)('%s: %s -> %s', (eco, line, expected) => {
    expect(findSkipMarker(line, eco)).toBe(expected);
  });
  it.each(negatives)('%s: %s -> none', (eco, line, expected) => {
    expect(findSkipMarker(line, eco)).toBe(expected);
  });
});

describe('lineCode', () => {
  it.each<[Ecosystem | null, string, string, string]>([
    ['python', 'assert x == "a # b"  # note', 'assert x == "a # b"', 'assert x == ""'],
    ['python', 'x = a // 2', 'x = a // 2', 'x = a // 2'],
    [
      'javascript',
      "expect(s).toBe('//x'); // why",
      "expect(s).toBe('//x');",
      "expect(s).toBe('');",
    ],
    [
      'rust',
      "fn f<'a>(x: &'a str) -> char { '{' }",
      "fn f<'a>(x: &'a str) -> char { '{' }",
      "fn f<'a>(x: &'a str) -> char { '' }",
    ],
    ['php', '#[Test] // c', '#[Test]', '#[Test]'],
    ['go', '  `raw` + x /* c */ + y', '`raw` + x   + y', '`` + x   + y'],
  ])('%s: %s', (eco, line, code, bare) => {
    expect(lineCode(line, eco)).toEqual({ code, bare });
  });
});

// Issue 12: the skip, todo and focus markers of uvu, ava, tap, tape, node:test, jasmine, japa, lab,
// bun and deno. A PR adding one to a base test hides that test; the honest look-alikes are ordinary
// code in a test file and must not read as a marker (a critical anomaly on an honest PR).
describe('skip markers of issue 12 runners', () => {
  const gaming: Array<[string, string]> = [
    ["suite.skip('limits', () => {", 'suite.skip'],
    ["test.skip('burst at boundary', () => {", 'test.skip'],
    ["test.serial.skip('x', (t) => {", 'test.serial.skip'],
    ["test.failing('known bug', (t) => {", 'test.failing'],
    ["test.only('x', (t) => {", 'test.only'],
    ['  t.skip()', 't.skip()'],
    ["  t.skip('burst at boundary', (t) => {", 't.skip()'],
    ["  t.todo('later')", 't.todo()'],
    ["t.only('x', (t) => {", 't.only()'],
    ["t.test('burst', { skip: 'not decided' }, async (t) => {", '{ skip: ... }'],
    ["test('burst', { skip: true }, () => {", '{ skip: ... }'],
    ["it('burst', { skip: process.env.CI }, () => {", '{ skip: ... }'],
    ["it('burst', { todo: true })", '{ todo: ... }'],
    ["test('burst', { only: true }, () => {", '{ only: ... }'],
    ["Deno.test({ name: 'burst', ignore: true, fn: () => {} });", '{ ignore: ... }'],
    ["Deno.test.ignore('burst', () => {});", 'Deno.test.ignore'],
    ["Deno.test.only('burst', () => {});", 'Deno.test.only'],
    ["test.if(process.platform === 'win32')('burst', () => {", 'test.if'],
    ["describe.if(false)('limits', () => {", 'describe.if'],
    ["test.todoIf(isCI)('burst', () => {", 'test.todoIf'],
    ["Limits.skip('burst at boundary', () => {", 'Limits.skip()'],
    ["limits.only('burst at boundary', () => {", 'limits.only()'],
    ["}).skip(true, 'not decided yet');", '.skip()'],
    ['}).skip();', '.skip()'],
    ['}).pin();', '.pin()'],
    ["lab.experiment.skip('limits', () => {", 'lab.experiment.skip'],
    ["  pending('waiting for the fix');", 'pending()'],
    ["xit('burst at boundary', () => {", 'xit()'],
    ["xdescribe('limits', () => {", 'xdescribe()'],
  ];
  const honest: string[] = [
    "it('burst', { skip: false }, () => {",
    "test('burst', { timeout: 5000 }, () => {",
    "test('burst', { skip: undefined }, () => {",
    'const rows = await db.find({ skip: 10, take: 5 });',
    'const page = { skip: 10 };',
    'items.skip(3);',
    'cursor.skip(page * 10).limit(10);',
    'Model.find({}).skip(10);',
    '}).skip(10);',
    'const pending = queue.pending();',
    'expect(t.skipped).toBe(true);',
    "test('burst', (t) => { t.pass(); });",
    "t.equal(result.skip, 2, 'skips two');",
    "// t.skip('later')",
    "const label = 'Deno.test.ignore';",
  ];

  it.each(gaming)('gaming: %s -> %s', (line, marker) => {
    expect(findSkipMarker(line, 'javascript')).toBe(marker);
  });
  it.each(honest)('honest: %s -> none', (line) => {
    expect(findSkipMarker(line, 'javascript')).toBeNull();
  });
  it('honest: Python and Go lines are not read with the JavaScript markers', () => {
    expect(findSkipMarker("t.skip('x')", 'python')).toBeNull();
    expect(findSkipMarker('\tt.Run("x", func(t *testing.T) {', 'go')).toBeNull();
  });
  it.each([
    ['python', '@unittest.skip("nose2 runs unittest cases")', '@unittest.skip'],
    ['go', '\tt.Skip("flaky")', 't.Skip()'],
    ['rust', '#[ignore]', '#[ignore]'],
  ] as const)('gaming: %s keeps its own marker: %s', (eco, line, marker) => {
    expect(findSkipMarker(line, eco)).toBe(marker);
  });
});
