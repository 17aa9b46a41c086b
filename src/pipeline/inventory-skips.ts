// Whether the base tests skipped in the verification were skipped at base too: from the baseline
// run when there is one, else from running just those pytest ids at base; never guessed.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { runCheck } from '../adapters/process.js';
import { type Listing, pytestTargeted } from '../core/inventory/list-command.js';
import { runIdsOf } from '../core/inventory/run-ids.js';
import type { RunIds } from '../core/inventory/types.js';
import { instrument } from '../core/run/instrument.js';
import { type BaseContext, baseRunOptions } from './inventory-context.js';
import { readResultFiles } from './read-results.js';

export interface BaseSkips {
  /** Ids skipped at base; null when that cannot be known. */
  ids: string[] | null;
  note: string | null;
}

// A command line has a length limit; past this many ids the baseline is the way to know.
const MAX_TARGETED = 500;

export async function skippedAtBase(
  listing: Listing,
  skippedNow: readonly string[],
  baseRun: RunIds | null,
  context: BaseContext & { index: number },
): Promise<BaseSkips> {
  if (skippedNow.length === 0) return { ids: [], note: null };
  if (baseRun !== null) return { ids: baseRun.skipped, note: null };
  // `vitest list` leaves out the tests skipped at collection: every listed test runs at base.
  if (listing.format === 'vitest-json') return { ids: [], note: null };
  const unknown = {
    ids: null,
    note: `${skippedNow.length} base tests are skipped now; whether they were skipped at base needs --baseline`,
  };
  const words = pytestTargeted(listing.invocation, skippedNow);
  if (words === null || skippedNow.length > MAX_TARGETED) return unknown;
  const ids = await runTargeted(listing, words, context);
  return ids === null ? unknown : { ids: ids.skipped, note: null };
}

async function runTargeted(
  listing: Listing,
  words: readonly string[],
  context: BaseContext & { index: number },
): Promise<RunIds | null> {
  const dir = join(context.scratch, `skips-${context.index}`);
  const outDir = join(dir, 'results');
  await mkdir(outDir, { recursive: true });
  const [command = '', ...args] = words;
  const prepared = instrument(
    { ...listing.check, name: 'base skips', command, args },
    { outDir, has: { pytestCov: false, vitestCoverage: false }, packageScripts: {} },
  );
  context.log(`testlock: running ${args.length - 2} tests skipped now at base`);
  const run = await runCheck(prepared.check, baseRunOptions(context, dir));
  if (run.timedOut || run.interrupted) return null;
  return runIdsOf(prepared, await readResultFiles(prepared, run.logPaths));
}
