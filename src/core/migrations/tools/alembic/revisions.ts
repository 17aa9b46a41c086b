// Reads alembic revision files (`revision = "ab12"`, `down_revision = "cd34"`, None, or a tuple
// for a merge) and orders them as alembic walks them: each after what it revises.
import type { Migration } from '../../../model/migration.js';

const REVISION = /^revision\s*(?::[^=\n]+)?=\s*['"]([^'"]+)['"]/m;
const DOWN = /^down_revision\s*(?::[^=\n]+)?=\s*(None|['"][^'"]*['"]|\([^)]*\)|\[[^\]]*\])/m;

/** The revision a file defines and what it revises; null for a file that defines none. */
export function readRevision(text: string): { id: string; revises: string[] } | null {
  const id = REVISION.exec(text)?.[1];
  if (id === undefined) return null;
  const down = DOWN.exec(text)?.[1] ?? 'None';
  const revises = [...down.matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
  return { id, revises };
}

/** Revisions ordered so each comes after every revision it revises; ties by id. */
export function orderRevisions(revisions: readonly Migration[]): Migration[] {
  const byId = new Map(revisions.map((r) => [r.id, r]));
  const done = new Set<string>();
  const ordered: Migration[] = [];
  const visit = (revision: Migration, path: Set<string>): void => {
    if (done.has(revision.id) || path.has(revision.id)) return;
    path.add(revision.id);
    for (const parent of revision.revises ?? []) {
      const found = byId.get(parent);
      if (found) visit(found, path);
    }
    done.add(revision.id);
    ordered.push(revision);
  };
  for (const revision of [...revisions].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    visit(revision, new Set());
  }
  return ordered;
}

/** The heads: revisions no other revision revises. */
export function heads(revisions: readonly Migration[]): string[] {
  const revised = new Set(revisions.flatMap((r) => r.revises ?? []));
  return revisions.filter((r) => !revised.has(r.id)).map((r) => r.id);
}
