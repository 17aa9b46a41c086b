// Temporary folders out of what a reviewer reads, and nothing else: table-driven.
import { describe, expect, it } from 'vitest';
import { buildAnnotations } from '../../../src/core/render/annotations.js';
import { scrubPaths } from '../../../src/core/text/scrub-paths.js';

describe('scrubPaths', () => {
  const cases: Array<[string, string, string[], string]> = [
    [
      'the locked worktree',
      '/tmp/testlock-locked-Ab12Cd/test/a.test.js:11',
      [],
      'test/a.test.js:11',
    ],
    [
      'a file URL in a node stack',
      'at TestContext.<anonymous> (file:///tmp/testlock-locked-Ab12Cd/test/a.test.js:3:45)',
      [],
      'at TestContext.<anonymous> (test/a.test.js:3:45)',
    ],
    [
      'RUNNER_TEMP parent',
      '/home/runner/work/_temp/testlock-locked-x1Y2z3/src/x.ts',
      [],
      'src/x.ts',
    ],
    [
      'a checkout root',
      '/home/runner/work/app/app/src/x.ts:4',
      ['/home/runner/work/app/app'],
      'src/x.ts:4',
    ],
    ['a root of / is ignored', '/usr/lib/node.js', ['/'], '/usr/lib/node.js'],
    [
      'runtime paths stay',
      'at node:internal/test_runner/test:796:25',
      [],
      'at node:internal/test_runner/test:796:25',
    ],
    ['a look-alike folder stays', '/tmp/testlock-lockedX/a.js', [], '/tmp/testlock-lockedX/a.js'],
  ];
  it.each(cases)('%s', (_name, text, roots, expected) => {
    expect(scrubPaths(text, roots)).toBe(expected);
  });
});

describe('failure annotations', () => {
  it('carry the comparison as message, name the test, and keep raw details without temp paths', () => {
    const detail =
      'AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n5 !== 4\n\n    at TestContext.<anonymous> (file:///tmp/testlock-locked-Ab12Cd/test/add.test.js:3:45)';
    const plan = buildAnnotations(
      {
        failures: [
          {
            name: 'add sums two numbers',
            message: 'AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:',
            detail,
            file: 'test/add.test.js',
            line: 3,
          },
        ],
        diagnostics: [],
        anomalies: [],
      },
      [],
      50,
    );
    expect(plan.annotations[0]).toMatchObject({
      path: 'test/add.test.js',
      start_line: 3,
      title: 'test failed: add sums two numbers',
      message: '5 !== 4',
    });
    expect(plan.annotations[0]?.raw_details).toContain('(test/add.test.js:3:45)');
    expect(plan.annotations[0]?.raw_details).not.toContain('testlock-locked');
  });
});
