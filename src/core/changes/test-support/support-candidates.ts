// Which files of a diff the test-support judgement looks at: the changed source files of the
// languages it reads. (A package added beside a base module, `checks/__init__.py` beside
// `checks.py`, is reported by shadowing-siblings.ts.)
import type { DiffEntry } from '../../model/diff.js';
import type { PathClassifier } from '../classify-path.js';
import { supportLanguage } from './module-imports.js';

export function supportCandidates(
  entries: readonly DiffEntry[],
  classify: PathClassifier,
): string[] {
  return entries
    .filter(
      (e) =>
        (e.status === 'modified' || e.status === 'type-changed') &&
        (e.oldKind === 'file' || e.oldKind === 'executable') &&
        supportLanguage(e.path) !== null &&
        classify(e.path).class === 'source',
    )
    .map((e) => e.path);
}
