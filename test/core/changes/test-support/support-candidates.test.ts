import { describe, expect, it } from 'vitest';
import { createClassifier } from '../../../../src/core/changes/classify-path.js';
import { supportCandidates } from '../../../../src/core/changes/test-support/support-candidates.js';
import { diffEntry as entry } from '../../../helpers/diff-entry.js';

describe('supportCandidates', () => {
  it('judges changed source files of the three languages, not tests, docs, additions or deletions', () => {
    const found = supportCandidates(
      [
        entry('modified', 'calc.py'),
        entry('modified', 'tests/test_calc.py'),
        entry('modified', 'docs.md'),
        entry('modified', 'lib/util.go'),
        entry('type-changed', 'lib/sum.ts'),
        entry('deleted', 'checks.py'),
        entry('added', 'new.py'),
        entry('modified', 'src/lib.rs'),
      ],
      createClassifier(),
    );
    expect(found).toEqual(['calc.py', 'lib/util.go', 'lib/sum.ts']);
  });
});
