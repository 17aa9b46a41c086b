// What a harness file the PR adds would do once merged: critical when a runner or tool loads it
// by itself, judged by content where content decides, info when nothing at base reads it.
import { describe, expect, it } from 'vitest';
import { type AddedHarnessContext, addedHarness } from '../../../src/core/changes/added-harness.js';
import type { Severity } from '../../../src/core/model/anomaly.js';
import { aChangedFile } from '../../builders/changed-file.js';

const context = (fields: Partial<AddedHarnessContext> = {}): AddedHarnessContext => ({
  text: null,
  baseTestsUnder: () => false,
  addedTests: new Set(),
  checkTools: new Set(),
  workflowChecks: new Map(),
  ...fields,
});

const FIXTURES_ONLY = 'import pytest\n\n@pytest.fixture\ndef client():\n    return object()\n';

type Row = [string, string, string, Partial<AddedHarnessContext>, Severity];

describe('addedHarness', () => {
  it.each<Row>([
    [
      'honest: the workflow that installs testlock',
      '.github/workflows/testlock.yml',
      'ci:.github/workflows',
      {},
      'info',
    ],
    [
      'a new workflow that declares checks',
      '.github/workflows/ci.yml',
      'ci:.github/workflows',
      { workflowChecks: new Map([['.github/workflows/ci.yml', ['jobs.test.steps[2]']]]) },
      'warning',
    ],
    [
      'honest: a local action no base workflow uses',
      '.github/actions/setup/action.yml',
      'ci:.github/actions',
      {},
      'info',
    ],
    ['honest: a Makefile where no check runs make', 'Makefile', 'ci:Makefile', {}, 'info'],
    [
      'gaming: a Makefile where a base check runs make',
      'Makefile',
      'ci:Makefile',
      { checkTools: new Set(['make']) },
      'critical',
    ],
    [
      'honest: a conftest.py of fixtures beside the PR own new tests only',
      'tests/api/conftest.py',
      'python:conftest.py',
      { text: FIXTURES_ONLY },
      'warning',
    ],
    [
      'gaming: the same conftest.py over base tests (its fixtures can replace theirs)',
      'tests/conftest.py',
      'python:conftest.py',
      { text: FIXTURES_ONLY, baseTestsUnder: (folder) => folder === 'tests' },
      'critical',
    ],
    [
      'gaming: a conftest.py with a hook',
      'tests/api/conftest.py',
      'python:conftest.py',
      { text: 'def pytest_collection_modifyitems(items):\n    items.clear()\n' },
      'critical',
    ],
    [
      'gaming: a conftest.py with an autouse fixture',
      'tests/api/conftest.py',
      'python:conftest.py',
      { text: 'import pytest\n\n@pytest.fixture(autouse=True)\ndef patch():\n    pass\n' },
      'critical',
    ],
    [
      'honest: the snapshot of a test the PR adds',
      'src/__snapshots__/parser.test.ts.snap',
      'generic:snapshot',
      { addedTests: new Set(['src/parser.test.ts']) },
      'info',
    ],
    [
      'a snapshot no added test is named for',
      'src/__snapshots__/limits.test.ts.snap',
      'generic:snapshot',
      { addedTests: new Set(['src/parser.test.ts']) },
      'warning',
    ],
    ['gaming: a sitecustomize.py', 'sitecustomize.py', 'python:sitecustomize.py', {}, 'critical'],
    [
      'gaming: a vitest config read before base vite.config',
      'vitest.config.ts',
      'javascript:vitest.config',
      {},
      'critical',
    ],
    ['honest: codecov.yml', 'codecov.yml', 'generic:codecov.yml', {}, 'info'],
  ])('%s', (_name, path, rule, fields, severity) => {
    const file = aChangedFile({ path, status: 'added', class: 'harness', rule });
    expect(addedHarness(file, context(fields)).severity).toBe(severity);
  });
});
