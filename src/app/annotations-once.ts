// GitHub appends the annotations of every update to a check run and never removes one: the App's
// check is posted in progress, completed, judged again on a label or an approval, so each
// annotation is sent only when the check does not already carry it (same place and words).
import type { RepoClient } from '../adapters/github-app.js';
import type { Annotation } from '../core/render/annotations.js';

/** The same place and words; the level is left out, since a posted one cannot be changed. */
function keyOf(annotation: Annotation): string {
  return JSON.stringify([
    annotation.path,
    annotation.start_line,
    annotation.end_line,
    annotation.title ?? '',
    annotation.message,
  ]);
}

/** `annotations` without those check run `id` already has; all of them for a new check run. */
export async function unposted(
  client: RepoClient,
  id: number | null,
  annotations: readonly Annotation[],
): Promise<Annotation[]> {
  if (id === null || annotations.length === 0) return [...annotations];
  const posted = new Set((await client.listAnnotations(id)).map(keyOf));
  const fresh = new Map<string, Annotation>();
  for (const annotation of annotations) {
    const key = keyOf(annotation);
    if (!posted.has(key) && !fresh.has(key)) fresh.set(key, annotation);
  }
  return [...fresh.values()];
}
