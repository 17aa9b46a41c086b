// Reads what the in-source test rule needs: the base text of each changed JavaScript/TypeScript
// source file (one `git cat-file` for all), then, only for those that hold `import.meta.vitest`,
// the head text and the hunks.
import { diffHunks, readBlobs } from '../../adapters/git.js';
import {
  inSourceTestAnomalies,
  mayHoldInSourceTests,
} from '../../core/changes/js-in-source-tests.js';
import type { Anomaly } from '../../core/model/anomaly.js';
import type { ChangedFile } from '../../core/model/changed-file.js';
import type { Hunk } from '../../core/model/diff.js';

const EDITED = new Set(['modified', 'type-changed', 'renamed']);

export async function inSourceTestChanges(
  repo: string,
  changes: readonly ChangedFile[],
  hunksOf: (file: ChangedFile) => Hunk[] | undefined,
): Promise<Anomaly[]> {
  const js = changes.filter(
    (f) =>
      f.class === 'source' &&
      f.ecosystem === 'javascript' &&
      EDITED.has(f.status) &&
      f.oldKind === 'file' &&
      f.newKind === 'file',
  );
  // Nothing to judge, no git process.
  if (js.length === 0) return [];
  const bases = await readBlobs(repo, [...new Set(js.map((f) => f.oldBlob))]);
  const held = js.filter((f) => mayHoldInSourceTests(bases.get(f.oldBlob) ?? ''));
  if (held.length === 0) return [];
  const heads = await readBlobs(repo, [...new Set(held.map((f) => f.newBlob))]);
  const found = await Promise.all(
    held.map(async (f) => {
      const hunks = hunksOf(f) ?? (await diffHunks(repo, f)).hunks;
      return inSourceTestAnomalies(
        f,
        hunks,
        bases.get(f.oldBlob) ?? null,
        heads.get(f.newBlob) ?? null,
      );
    }),
  );
  return found.flat();
}
