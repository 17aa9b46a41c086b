// What "the workflow that produced the report" is made of: its file, and what it runs from the
// repository as workflow code — local reusable workflows and local actions (`uses: ./…`),
// followed through the files they name. A PR that changes any of them changed the judge.
import { readFile } from '../adapters/git.js';

// `uses: ./path` (quoted or not), never a remote `owner/repo@ref`.
const LOCAL_USES = /^\s*-?\s*uses:\s*['"]?\.\/([^'"\s#@]+)/gm;
const MAX_FILES = 50;

/** The repository paths a workflow or action text runs as `uses: ./…`, normalised. Pure. */
export function localUses(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(LOCAL_USES)) {
    const path = (match[1] ?? '').replace(/\/+$/, '');
    if (path !== '' && !path.split('/').includes('..')) out.push(path);
  }
  return out;
}

/** The files and folders that make up the judge, read at both commits. */
export async function judgeFiles(
  repo: string,
  commits: readonly string[],
  workflowPath: string,
): Promise<string[]> {
  const found = new Set([workflowPath]);
  const queue = [workflowPath];
  while (queue.length > 0 && found.size < MAX_FILES) {
    const path = queue.shift() ?? '';
    // A local action is a folder holding action.yml (or action.yaml).
    const candidates = /\.ya?ml$/.test(path)
      ? [path]
      : [`${path}/action.yml`, `${path}/action.yaml`];
    for (const commit of commits) {
      for (const file of candidates) {
        const text = await readFile(repo, commit, file);
        for (const used of text === null ? [] : localUses(text)) {
          if (!found.has(used)) {
            found.add(used);
            queue.push(used);
          }
        }
      }
    }
  }
  return [...found];
}
