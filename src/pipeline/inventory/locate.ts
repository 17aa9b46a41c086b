// Finds at base the files that define the flagged base tests a listing does not place (go, cargo),
// with one `git grep` of the base commit: the anomalies then name a file, never an empty path.
import { tryGit } from '../../adapters/exec-git.js';
import { definitionSearch, locateEntries } from '../../core/inventory/locate.js';
import type { InventoryEntry, ListingFormat } from '../../core/model/inventory.js';

// The report shows 100 anomalies of a kind; the rest fall back to the check's folder.
const MAX_SEARCHED = 300;

export async function locateAtBase(
  repo: string,
  baseSha: string,
  format: ListingFormat,
  entries: readonly InventoryEntry[],
  cwd: string,
): Promise<InventoryEntry[]> {
  const search = definitionSearch(format, entries.slice(0, MAX_SEARCHED));
  let grep = '';
  if (search !== null) {
    // Exit 1 is "no match": the entries then fall back to the check's folder.
    const found = await tryGit(
      ['grep', '-n', '-I', '--no-color', '-E', search.pattern, baseSha, '--', search.pathspec],
      { cwd: repo },
    );
    grep = found.exitCode === 0 ? found.stdout : '';
  }
  return locateEntries(format, entries, grep, cwd);
}
