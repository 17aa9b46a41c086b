// Whether the base tests skipped in the verification were skipped at base too: from the baseline
// run when there is one, else from running just those tests at base; never guessed.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { runCheck } from '../../adapters/process.js';
import type { Listing } from '../../core/inventory/list-command.js';
import { runIdsOf } from '../../core/inventory/run-ids.js';
import { targetedWords } from '../../core/inventory/targeted.js';
import { unconfirmed } from '../../core/inventory/unconfirmed.js';
import type { InventoryEntry, RunIds } from '../../core/model/inventory.js';
import { instrument } from '../../core/run/instrument.js';
import { readResultFiles } from '../read/read-results.js';
import { type BaseContext, baseRunOptions } from './context.js';

export interface BaseSkips {
  /** Ids skipped at base (or not judged); null when that cannot be known. */
  ids: string[] | null;
  note: string | null;
}

// A command line has a length limit; past this many ids the baseline is the way to know.
const MAX_TARGETED = 500;

export async function skippedAtBase(
  listing: Listing,
  skippedNow: readonly InventoryEntry[],
  baseRun: RunIds | null,
  context: BaseContext & { index: number },
): Promise<BaseSkips> {
  if (skippedNow.length === 0) return { ids: [], note: null };
  if (baseRun !== null) return { ids: baseRun.skipped, note: null };
  const unknown = {
    ids: null,
    note: `${skippedNow.length} base tests are skipped now; whether they were skipped at base needs --baseline`,
  };
  const words = targetedWords(listing.format, listing.invocation, skippedNow);
  if (words === null || skippedNow.length > MAX_TARGETED) return unknown;
  const ran = await runTargeted(listing, words, skippedNow.length, context);
  if (ran === null) return unknown;
  const judged = unconfirmed(listing.format, skippedNow, ran);
  return { ids: judged.skippedAtBase, note: judged.note };
}

async function runTargeted(
  listing: Listing,
  words: readonly string[],
  count: number,
  context: BaseContext & { index: number },
): Promise<RunIds | null> {
  const dir = join(context.scratch, `skips-${context.index}`);
  const outDir = join(dir, 'results');
  await mkdir(outDir, { recursive: true });
  const [command = '', ...args] = words;
  const prepared = instrument(
    { ...listing.check, name: 'base skips', command, args },
    {
      outDir,
      checkDir: join(context.root, listing.check.cwd),
      has: { pytestCov: false, vitestCoverage: false },
      packageScripts: {},
      withoutCoverage: true,
    },
  );
  context.log(`testlock: running at base the ${count} base tests skipped now`);
  const run = await runCheck(prepared.check, {
    ...baseRunOptions(context, dir),
    ...(prepared.scriptRun === undefined ? {} : { scriptRun: prepared.scriptRun }),
  });
  if (run.timedOut || run.interrupted) return null;
  return runIdsOf(prepared, await readResultFiles(prepared, run.logPaths));
}
