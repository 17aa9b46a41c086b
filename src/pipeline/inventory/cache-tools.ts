// What the base listings depend on besides the base commit: the version of each tool they start
// (the Python packages a pytest collection imports, the node runner, go, cargo and rustc).
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ProcessEnv } from '../../adapters/process.js';
import type { Listing } from '../../core/inventory/list-command.js';
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
  /** The run's shared Python listings (the pytest-cov probe reads them too); absent: run here. */
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
  const { runner } = listing.invocation;
  const cwd = listing.check.cwd;
  switch (runner) {
    case 'pytest': {
      const python = pythonCommand(context.root, listing.check.command);
      return context.listPython
        ? context.listPython(python, cwd)
        : listDistributions(python, cwd, context);
    }
    case 'vitest':
    case 'jest': {
      const version = await nodePackageVersion(join(context.root, cwd), context.root, runner);
      return version === null ? null : `${version} node ${process.version}`;
    }
    case 'go':
      return output(['go'], ['env', 'GOVERSION', 'GOOS', 'GOARCH', 'GOFLAGS'], cwd, context);
    case 'cargo': {
      // Beside base's toolchain file, never the checkout's (base-toolchain.ts).
      const root = await baseToolchainFolder(context.root, baseSha, cwd, context.scratch);
      const beside = { ...context, root };
      const [cargo, rustc] = await Promise.all([
        output(['cargo'], ['-V'], '', beside),
        output(['rustc'], ['-vV'], '', beside),
      ]);
      return cargo === null || rustc === null ? null : `${cargo}\n${rustc}`;
    }
    default:
      return null;
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
