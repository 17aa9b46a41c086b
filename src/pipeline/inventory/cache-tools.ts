// What the base listings depend on besides the base commit: the version of each tool they start
// (as each runner's profile says: the installed Python packages, the runner's npm package, the
// versions its commands print).
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ProcessEnv } from '../../adapters/process.js';
import type { Listing } from '../../core/inventory/list-command.js';
import { listingOf } from '../../core/runners/listings.js';
import { baseToolchainFolder } from '../read/base-toolchain.js';
import { pythonCommand } from '../read/checkout-listings.js';
import { probeOutput } from '../read/probe-output.js';
import { listDistributions, type SharedListing } from '../read/python-listing.js';

export interface ProbeContext {
  /** The user's checkout: its installed tools are the ones the listing uses. */
  root: string;
  scratch: string;
  secrets: readonly string[];
  env: ProcessEnv;
  /** The run's shared Python listings (the coverage probe reads them too); absent: run here. */
  listPython?: SharedListing;
}

/**
 * The versions of the tools the listings use, by tool name; null when one cannot be known, so
 * that no cache is used rather than one keyed without it.
 */
export async function toolVersions(
  listings: readonly Listing[],
  context: ProbeContext,
  baseSha: string,
): Promise<Record<string, string> | null> {
  const tools: Record<string, string> = {};
  for (const listing of listings) {
    const runner = listing.invocation.runner;
    const cwd = listing.check.cwd;
    const name = `${runner}@${cwd}`;
    if (tools[name] !== undefined) continue;
    const version = await versionOf(listing, context, baseSha);
    if (version === null) return null;
    tools[name] = version;
  }
  return tools;
}

async function versionOf(
  listing: Listing,
  context: ProbeContext,
  baseSha: string,
): Promise<string | null> {
  const probe = listingOf(listing.format).versionProbe;
  const cwd = listing.check.cwd;
  switch (probe.kind) {
    case 'python-packages': {
      const python = pythonCommand(context.root, listing.check.command);
      return context.listPython
        ? context.listPython(python, cwd)
        : listDistributions(python, cwd, context);
    }
    case 'node-package': {
      const at = join(context.root, cwd);
      const version = await nodePackageVersion(at, context.root, probe.name);
      return version === null ? null : `${version} node ${process.version}`;
    }
    case 'commands': {
      // Outside the check's folder: beside base's toolchain file, never the checkout's.
      const root = probe.inCheckFolder
        ? context.root
        : await baseToolchainFolder(context.root, baseSha, cwd, context.scratch);
      const at = { ...context, root };
      const folder = probe.inCheckFolder ? cwd : '';
      const outputs = await Promise.all(
        probe.commands.map(({ words, args }) => output(words, args, folder, at)),
      );
      return outputs.some((o) => o === null) ? null : outputs.join('\n');
    }
  }
}

function output(
  words: readonly string[],
  args: readonly string[],
  cwd: string,
  context: ProbeContext,
): Promise<string | null> {
  return probeOutput('probe version', words, args, cwd, context);
}

// The runner's package.json in the nearest node_modules, as node resolves it, up to the checkout.
async function nodePackageVersion(dir: string, root: string, name: string): Promise<string | null> {
  for (let at = dir; ; at = dirname(at)) {
    try {
      const data: unknown = JSON.parse(
        await readFile(join(at, 'node_modules', name, 'package.json'), 'utf8'),
      );
      const version = (data as { version?: unknown } | null)?.version;
      return typeof version === 'string' ? version : null;
    } catch {
      // Not installed here: look one folder up.
    }
    if (at === root || dirname(at) === at) return null;
  }
}
