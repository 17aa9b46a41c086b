// A checkout's node_modules as the locked tree sees it (SPEC 4): linked whole where nothing in it
// points back into the checkout; otherwise a folder of the tree's own, one link per entry, where a
// workspace package's link (npm, pnpm and yarn workspaces: node_modules/<pkg> → packages/<pkg>)
// points at the same package in the locked tree, so what the locked tree holds is what is imported.
import type { Dirent } from 'node:fs';
import { mkdir, readdir, readlink, realpath, symlink } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { type CheckoutPaths, intoTree } from '../core/locked/checkout-links.js';

const LINK_TYPE = process.platform === 'win32' ? 'junction' : 'dir';

/** A workspace link of a node_modules folder: its name (`pkg`, `@scope/pkg`) and where it points now. */
export interface WorkspaceLink {
  name: string;
  /** The checkout's package folder the link resolves to. */
  from: string;
  /** The same folder in the locked tree. */
  to: string;
}

// Where a link entry of `folder` (a real path) points in the locked tree; null for a dependency.
async function mappedTarget(folder: string, entry: Dirent, paths: CheckoutPaths) {
  if (!entry.isSymbolicLink()) return null;
  const text = await readlink(join(folder, entry.name)).catch(() => null);
  if (text === null) return null;
  const from = resolve(folder, text);
  const to = intoTree(from, paths);
  return to === null ? null : { from, to };
}

/** The workspace links of a node_modules folder, scoped ones (`@scope/pkg`) included. */
export async function workspaceLinks(
  source: string,
  paths: CheckoutPaths,
): Promise<WorkspaceLink[]> {
  const real = await realpath(source).catch(() => null);
  if (real === null) return [];
  const found: WorkspaceLink[] = [];
  for (const entry of await readdir(real, { withFileTypes: true }).catch(() => [])) {
    if (entry.name.startsWith('@') && entry.isDirectory()) {
      const scope = join(real, entry.name);
      for (const inner of await readdir(scope, { withFileTypes: true }).catch(() => [])) {
        const target = await mappedTarget(scope, inner, paths);
        if (target) found.push({ name: `${entry.name}/${inner.name}`, ...target });
      }
      continue;
    }
    const target = await mappedTarget(real, entry, paths);
    if (target) found.push({ name: entry.name, ...target });
  }
  return found;
}

/**
 * Links the checkout's node_modules folder `source` at `target` in the locked tree: one link when
 * no entry is a workspace link; else a folder whose entries link to the checkout's, but for the
 * workspace packages (linked to the locked tree's) and `.bin` (its links copied, so a command of
 * a workspace package runs the locked tree's file). Returns the workspace links re-pointed.
 */
export async function linkNodeModules(
  source: string,
  target: string,
  paths: CheckoutPaths,
): Promise<WorkspaceLink[]> {
  const links = await workspaceLinks(source, paths);
  if (links.length === 0) {
    await symlink(source, target, LINK_TYPE);
    return [];
  }
  const byName = new Map(links.map((link) => [link.name, link]));
  const real = await realpath(source);
  await mkdir(target);
  for (const entry of await readdir(real, { withFileTypes: true })) {
    const here = join(target, entry.name);
    const scoped = entry.name.startsWith('@') && entry.isDirectory();
    if (scoped && links.some((link) => link.name.startsWith(`${entry.name}/`))) {
      await mkdir(here);
      for (const inner of await readdir(join(real, entry.name))) {
        const link = byName.get(`${entry.name}/${inner}`);
        await symlink(link ? link.to : join(real, entry.name, inner), join(here, inner), LINK_TYPE);
      }
    } else if (entry.name === '.bin' && entry.isDirectory()) {
      await copyBin(join(real, '.bin'), here, paths);
    } else {
      const link = byName.get(entry.name);
      await symlink(link ? link.to : join(real, entry.name), here, LINK_TYPE);
    }
  }
  return links;
}

// `.bin`'s relative links (`../pkg/cli.js`) now resolve in the layer; an absolute one into the
// checkout is the locked tree's file; a script (pnpm's shims) is linked as it is.
async function copyBin(source: string, target: string, paths: CheckoutPaths): Promise<void> {
  await mkdir(target);
  for (const entry of await readdir(source, { withFileTypes: true })) {
    const here = join(target, entry.name);
    if (!entry.isSymbolicLink()) {
      await symlink(join(source, entry.name), here);
      continue;
    }
    const text = await readlink(join(source, entry.name));
    const to = isAbsolute(text) ? (intoTree(text, paths) ?? text) : text;
    await symlink(to, here);
  }
}
