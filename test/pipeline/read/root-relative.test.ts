// The files a check's results name, made relative to the repository root from the folder the
// check ran in; on a real folder, since whether a file exists decides between the two readings.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckResult } from '../../../src/core/model/check.js';
import type { CheckOutcome } from '../../../src/core/model/outcome.js';
import { rootRelative } from '../../../src/pipeline/read/root-relative.js';

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'testlock-root-relative-'));
  for (const file of ['arc/arc_test.go', 'tests/test_api.py', 'backend/tests/test_db.py']) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), '');
  }
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const RESULT = { kind: 'test', name: 'tests' } as CheckResult;

function outcomeNaming(file: string | null): CheckOutcome {
  const failure = { name: 't', message: 'm', detail: 'd', file, line: 1 };
  const diagnostic = { tool: 'tsc', file, line: 1, column: 1, message: 'm', text: 't' };
  return {
    result: RESULT,
    tests: { total: 1, passed: 0, failed: 1, skipped: 0, failures: [failure], testIds: [] },
    diagnostics: [diagnostic],
  };
}

describe('rootRelative', () => {
  it.each<[string, string, (root: string) => string | null, string | null]>([
    ['go in arc/ prints the bare file name', 'arc', () => 'arc_test.go', 'arc/arc_test.go'],
    [
      'an absolute path inside the worktree',
      'arc',
      (r) => `${r}/arc/arc_test.go`,
      'arc/arc_test.go',
    ],
    [
      'a path only the root holds (rootdir at the root)',
      'backend',
      () => 'tests/test_api.py',
      'tests/test_api.py',
    ],
    ['a path the folder holds', 'backend', () => 'tests/test_db.py', 'backend/tests/test_db.py'],
    [
      'a path nobody holds is read from the folder',
      'arc',
      () => 'gone_test.go',
      'arc/gone_test.go',
    ],
    ['a check at the root keeps its paths', '', () => 'arc_test.go', 'arc_test.go'],
    ['a `./` folder is the folder', './arc/', () => 'arc_test.go', 'arc/arc_test.go'],
    ['no file stays no file', 'arc', () => null, null],
    [
      'an absolute path outside the worktree is left as printed',
      'arc',
      () => '/usr/lib/go/x.go',
      '/usr/lib/go/x.go',
    ],
  ])('%s', async (_name, cwd, file, expected) => {
    const outcome = await rootRelative(outcomeNaming(file(root)), root, cwd);
    expect(outcome.tests?.failures[0]?.file).toBe(expected);
    expect(outcome.diagnostics?.[0]?.file).toBe(expected);
  });
});
