// Lists the locked set's tests at base without running them: the listing command derived from the
// test check, run in the base worktree, its output read into the base inventory.
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runCheck } from '../adapters/process.js';
import { type Listing, listingCommand } from '../core/inventory/list-command.js';
import { parseListing } from '../core/inventory/parse-listing.js';
import type { InventoryEntry } from '../core/inventory/types.js';
import type { Check } from '../core/model.js';
import type { BaseContext } from './inventory.js';

export type Listed = { listing: Listing; entries: InventoryEntry[] } | { reason: string };

// pytest exits 5 when it collected nothing: an empty list, not a failure.
const EMPTY_OK: Record<string, number[]> = { pytest: [0, 5] };

export async function listBase(check: Check, index: number, context: BaseContext): Promise<Listed> {
  const dir = join(context.scratch, `list-${index}`);
  await mkdir(dir, { recursive: true });
  const outFile = join(dir, 'list.json');
  const scripts = await packageScripts(join(context.root, check.cwd));
  const listing = listingCommand(check, scripts, outFile);
  if ('reason' in listing) return listing;
  const run = await runCheck(listing.check, {
    root: context.root,
    timeoutMs: context.timeoutMs,
    logDir: join(dir, 'logs'),
    secrets: context.secrets,
    extraEnv: context.extraEnv,
    signal: context.signal,
  });
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

async function packageScripts(dir: string): Promise<Record<string, string>> {
  try {
    const data = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as {
      scripts?: unknown;
    };
    const scripts = typeof data.scripts === 'object' && data.scripts !== null ? data.scripts : {};
    return Object.fromEntries(
      Object.entries(scripts).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}
