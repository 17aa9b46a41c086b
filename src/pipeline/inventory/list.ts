// Lists the locked set's tests at base without running them: the listing command derived from the
// test check, run in the base worktree, its output read into the base inventory.

import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ProcessEnv, runCheck } from '../../adapters/process.js';
import { createToolLookup } from '../../adapters/which.js';
import { type Listing, listingCommand } from '../../core/inventory/list-command.js';
import { parseListing } from '../../core/inventory/parse-listing.js';
import type { Check } from '../../core/model/check.js';
import type { InventoryEntry } from '../../core/model/inventory.js';
import { listingOf } from '../../core/runners/listings.js';
import { errorMessage } from '../../core/text/error-message.js';
import { readPackageScripts } from '../read/package-scripts.js';
import { type BaseContext, baseRunOptions } from './context.js';

export type Listed = { listing: Listing; entries: InventoryEntry[] } | { reason: string };

/** How the listing runs: `early` (beside the checks) at low priority, never one that builds the tests. */
export type ListWhen = 'early' | 'late';

/** The base listing of a test check; `later` when it must wait until the checks are done. */
export async function listBase(
  check: Check,
  index: number,
  context: BaseContext,
  when: ListWhen,
): Promise<Listed | 'later'> {
  const dir = join(context.scratch, `list-${index}`);
  await mkdir(dir, { recursive: true });
  const outFile = join(dir, 'list.json');
  const scripts = await readPackageScripts(join(context.root, check.cwd));
  const listing = listingCommand(check, scripts, outFile);
  if ('reason' in listing) return listing;
  const support = listingOf(listing.format);
  // A listing that builds the tests (cargo's, in the target folder the checks share) waits for them.
  if (when === 'early' && support.buildsTests) return 'later';
  const command = when === 'early' ? lowPriority(listing.check, context.env) : listing.check;
  const run = await runCheck(command, baseRunOptions(context, dir));
  // Some runners exit non-zero on an empty list (pytest's 5): that is no failure.
  const allowed = support.okExitCodes ?? [0];
  if (run.exitCode === null || !allowed.includes(run.exitCode)) {
    return { reason: `listing failed (${run.summary})` };
  }
  try {
    const stdout = await readFile(run.logPaths.stdout, 'utf8');
    const file = support.writesFile ? await readFile(outFile, 'utf8') : null;
    const cwd = join(context.root, check.cwd);
    return { listing, entries: parseListing(listing.format, { stdout, file, cwd }) };
  } catch (error) {
    return { reason: `unreadable listing (${errorMessage(error)})` };
  }
}

// `nice` lowers the listing below the checks it overlaps, so a 2-core runner gives them the CPU.
function lowPriority(check: Check, env: ProcessEnv): Check {
  if (process.platform === 'win32' || !createToolLookup([], env.PATH ?? '')('nice')) return check;
  return { ...check, command: 'nice', args: ['-n', '10', check.command, ...check.args] };
}
