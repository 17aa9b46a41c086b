import { describe, expect, it } from 'vitest';
import { parseGoTestJson } from '../../../../src/core/results/go-json/parse-go-test-json.js';
import { fixture } from '../fixture.js';

const BUILD_FAILURE_BLOCK = [
  '# example.com/limits/broken [example.com/limits/broken.test]',
  'broken/broken.go:4:9: cannot use "x" (untyped string constant) as int value in return statement',
].join('\n');

describe('parseGoTestJson', () => {
  it('counts every test and subtest of a real `go test -json ./...` run', () => {
    const run = parseGoTestJson(fixture('go-json/go-test.jsonl'));
    expect([run.total, run.passed, run.failed, run.skipped]).toEqual([8, 3, 4, 1]);
    expect(run.testIds).toEqual([
      'example.com/limits/budget.TestRemaining',
      'example.com/limits/limits.TestAdmitsBelow',
      'example.com/limits/limits.TestBurstAtBoundary',
      'example.com/limits/limits.TestSkipped',
      'example.com/limits/limits.TestTable',
      'example.com/limits/limits.TestTable/n=1',
      'example.com/limits/limits.TestTable/n=101',
      'example.com/limits/panicky.TestBoom',
    ]);
  });

  it.each([
    [
      0,
      {
        name: 'TestBurstAtBoundary',
        message: 'admits >100: got true for 101',
        detail:
          'checking boundary\n    limits_test.go:17: admits >100: got true for 101\n--- FAIL: TestBurstAtBoundary (0.00s)',
        file: 'limits_test.go',
        line: 17,
      },
    ],
    [
      1,
      {
        name: 'TestTable/n=101',
        message: 'Admit(101) wrong',
        detail: '    limits_test.go:30: Admit(101) wrong\n    --- FAIL: TestTable/n=101 (0.00s)',
        file: 'limits_test.go',
        line: 30,
      },
    ],
    [
      2,
      {
        name: 'TestTable',
        message: '--- FAIL: TestTable (0.00s)',
        detail: '--- FAIL: TestTable (0.00s)',
        file: null,
        line: null,
      },
    ],
    [
      4,
      {
        name: 'example.com/limits/broken',
        message: 'build failed',
        detail: 'FAIL\texample.com/limits/broken [build failed]',
        file: null,
        line: null,
      },
    ],
  ])('failure %i', (index, expected) => {
    expect(parseGoTestJson(fixture('go-json/go-test.jsonl')).failures[index]).toEqual(expected);
  });

  it('keeps a panic verbatim and points at the first frame in the project', () => {
    const panic = parseGoTestJson(fixture('go-json/go-test.jsonl')).failures[3];
    expect(panic?.name).toBe('TestBoom');
    expect(panic?.message).toBe('panic: runtime error: index out of range [3] with length 1');
    expect(panic?.detail.split('\n').slice(0, 3)).toEqual([
      '--- FAIL: TestBoom (0.00s)',
      'panic: runtime error: index out of range [3] with length 1 [recovered]',
      '\tpanic: runtime error: index out of range [3] with length 1',
    ]);
    expect([panic?.file, panic?.line]).toEqual(['/tmp/gop/panicky/p.go', 3]);
  });

  it('reads the build errors Go 1.19 prints on stderr when given after stdout', () => {
    const content = fixture('go-json/go-test.jsonl') + fixture('go-json/go-test.stderr');
    expect(parseGoTestJson(content).failures[4]).toEqual({
      name: 'example.com/limits/broken',
      message: 'cannot use "x" (untyped string constant) as int value in return statement',
      detail: BUILD_FAILURE_BLOCK,
      file: 'broken/broken.go',
      line: 4,
    });
  });

  it('reads build-output events of Go 1.24+', () => {
    const run = parseGoTestJson(fixture('go-json/go124-build-fail.jsonl'));
    expect([run.total, run.passed, run.failed, run.skipped]).toEqual([1, 1, 0, 0]);
    expect(run.failures).toEqual([
      {
        name: 'example.com/limits/broken',
        message: 'cannot use "x" (untyped string constant) as int value in return statement',
        detail: BUILD_FAILURE_BLOCK,
        file: 'broken/broken.go',
        line: 4,
      },
    ]);
  });

  it('reads a passing package', () => {
    expect(parseGoTestJson(fixture('go-json/go-test-pass.jsonl'))).toEqual({
      total: 1,
      passed: 1,
      failed: 0,
      skipped: 0,
      failures: [],
      testIds: ['example.com/limits/budget.TestRemaining'],
    });
  });

  it('counts a test that never finished (killed binary) as failed', () => {
    const events = [
      '{"Action":"run","Package":"p","Test":"TestHang"}',
      '{"Action":"output","Package":"p","Test":"TestHang","Output":"=== RUN   TestHang\\n"}',
      '{"Action":"output","Package":"p","Output":"panic: test timed out after 1s\\n"}',
      '{"Action":"fail","Package":"p","Elapsed":1}',
    ].join('\n');
    const run = parseGoTestJson(events);
    expect([run.total, run.failed]).toEqual([1, 1]);
    expect(run.failures.map((f) => [f.name, f.message])).toEqual([
      ['TestHang', 'panic: test timed out after 1s'],
    ]);
  });

  it('ignores garbage lines and truncated JSON', () => {
    expect(parseGoTestJson('{"Action":"pass","Pack\nnot json\n{}\n').total).toBe(0);
  });
});
