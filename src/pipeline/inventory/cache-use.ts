// A base listing served from a checked cache: the listing command read from the base commit (as
// the key was), with the cached entries in place of a run; no base worktree is built for it.
import { posix } from 'node:path';
import { readFile } from '../../adapters/git.js';
import type { CachedListing } from '../../core/inventory/cache-file.js';
import { LISTING_OUT_PLACEHOLDER } from '../../core/inventory/cache-key.js';
import { listingCommand } from '../../core/inventory/list-command.js';
import type { Check } from '../../core/model/check.js';
import { scriptsOf } from '../read/package-scripts.js';
import type { Listed } from './list.js';

export async function cachedListed(
  root: string,
  baseSha: string,
  check: Check,
  cached: CachedListing,
): Promise<Listed> {
  const text = await readFile(root, baseSha, posix.join(check.cwd, 'package.json'));
  const listing = listingCommand(check, scriptsOf(text ?? ''), LISTING_OUT_PLACEHOLDER);
  if ('reason' in listing) return listing;
  // The key covers the format; a mismatch here means the key was computed from other checks.
  if (listing.format !== cached.format) return { reason: 'cached listing of another format' };
  return { listing, entries: cached.entries };
}
