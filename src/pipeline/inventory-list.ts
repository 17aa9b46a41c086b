// Lists the locked set's tests at base without running them: the listing command derived from the
// test check, run in the base worktree, its output read into the base inventory.
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runCheck } from '../adapters/process.js';
import { type Listing, listingCommand } from '../core/inventory/list-command.js';
import { parseListing } from '../core/inventory/parse-listing.js';
import type { InventoryEntry } from '../core/inventory/types.js';
import type { Check } from '../core/model.js';
import { type BaseContext, baseRunOptions } from './inventory-context.js';
import { readPackageScripts } from './package-scripts.js';

export type Listed = { listing: Listing; entries: InventoryEntry[] } | { reason: string };

// pytest exits 5 when it collected nothing: an empty list, not a failure.
const EMPTY_OK: Record<string, number[]> = { pytest: [0, 5] };

export async function listBase(check: Check, index: number, context: BaseContext): Promise<Listed> {
  const dir = join(context.scratch, `list-${index}`);
  await mkdir(dir, { recursive: true });
  const outFile = join(dir, 'list.json');
  const scripts = await readPackageScripts(join(context.root, check.cwd));
  const listing = listingCommand(check, scripts, outFile);
  if ('reason' in listing) return listing;
  const run = await runCheck(listing.check, baseRunOptions(context, dir));
  const allowed = EMPTY_OK[listing.format] ?? [0];
  if (run.exitCode === null || !allowed.includes(run.exitCode)) {
    return { reason: `listing failed (${run.summary})` };
  }
  try {
    const stdout = await readFile(run.logPaths.stdout, 'utf8');
    const file = listing.format === 'vitest-json' ? await readFile(outFile, 'utf8') : null;
    const cwd = join(context.root, check.cwd);
    return { listing, entries: parseListing(listing.format, { stdout, file, cwd }) };
  } catch (error) {
    return { reason: `unreadable listing (${error instanceof Error ? error.message : error})` };
  }
}
