// Django's TEST_RUNNER set or changed by a PR is a critical harness change wherever it sits;
// the same value moved, a comparison, a comment or another setting is not.
import { describe, expect, it } from 'vitest';
import { testRunnerAnomalies } from '../../../src/core/changes/django-test-runner.js';
import type { Hunk } from '../../../src/core/model/diff.js';
import { aChangeOf } from '../../builders/changed-file.js';

const hunk = (removed: string[], added: string[]): Hunk => ({
  oldStart: 1,
  oldLines: removed.length,
  newStart: 1,
  newLines: added.length,
  removed: removed.map((text, i) => ({ line: i + 1, text })),
  added: added.map((text, i) => ({ line: i + 10, text })),
});

const settings = aChangeOf('modified', 'mysite/settings.py', 'source', { ecosystem: 'python' });

describe('testRunnerAnomalies', () => {
  const table: Array<[string, Hunk[], Array<[number, string]>]> = [
    [
      'gaming: TEST_RUNNER added to settings.py',
      [hunk([], ['INSTALLED_APPS += ["x"]', 'TEST_RUNNER = "mysite.runner.QuietRunner"'])],
      [
        [
          11,
          'sets Django\'s TEST_RUNNER to "mysite.runner.QuietRunner": the class that runs and reports the tests',
        ],
      ],
    ],
    [
      'gaming: the value changed, annotated',
      [
        hunk(
          ['TEST_RUNNER = "django.test.runner.DiscoverRunner"'],
          ['TEST_RUNNER: str = "app.Fake"  # faster'],
        ),
      ],
      [[10, 'sets Django\'s TEST_RUNNER to "app.Fake": the class that runs and reports the tests']],
    ],
    [
      'honest: the same value moved',
      [hunk(['TEST_RUNNER = "app.Runner"'], ['', 'TEST_RUNNER = "app.Runner"'])],
      [],
    ],
    ['honest: a comparison', [hunk([], ['if TEST_RUNNER == "x":'])], []],
    ['honest: a comment', [hunk([], ['# TEST_RUNNER = "x"'])], []],
    ['honest: another setting', [hunk([], ['MY_TEST_RUNNER_TIMEOUT = 3', 'DEBUG = True'])], []],
  ];
  for (const [name, hunks, expected] of table) {
    it(name, () => {
      const found = testRunnerAnomalies(settings, hunks);
      expect(found.map((a) => [a.line, a.detail])).toEqual(expected);
      for (const a of found)
        expect([a.kind, a.severity, a.path]).toEqual([
          'harness-modified',
          'critical',
          'mysite/settings.py',
        ]);
    });
  }

  it('a deleted or non-Python file is not judged', () => {
    const deleted = aChangeOf('deleted', 'mysite/settings.py', 'source');
    const js = aChangeOf('modified', 'config.js', 'source');
    const added = [hunk([], ['TEST_RUNNER = "x.Y"'])];
    expect(testRunnerAnomalies(deleted, added)).toEqual([]);
    expect(testRunnerAnomalies(js, added)).toEqual([]);
  });
});
