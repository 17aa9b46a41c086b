// Which Go modules whose `replace`/`exclude` the PR changes only tests imported at base: the locked
// go.mod keeps base's directives for them (a project's own assertion module swapped for a folder
// the PR wrote would otherwise judge the base tests). A module some base product file imports is
// code under test, and one no base test imports is new to the PR: their directives stand. Base
// alone decides, so a product import the PR adds cannot make a test module the PR's to swap.
import { filesHolding, readFiles } from '../../adapters/git.js';
import { moduleImports } from '../../core/changes/test-support/module-imports.js';
import { replacedModules } from '../../core/locked/merge-go-mod.js';
import type { DiffEntry } from '../../core/model/diff.js';

// Product files read to confirm an import; past this many, the module counts as imported.
const MAX_READ = 200;

export async function goTestModules(
  root: string,
  baseSha: string,
  headSha: string,
  entries: readonly DiffEntry[],
): Promise<string[]> {
  // A go.mod the PR adds has no base directives to keep; one it deletes has no locked version.
  const goMods = entries.filter(
    (e) => (e.path === 'go.mod' || e.path.endsWith('/go.mod')) && e.status === 'modified',
  );
  if (goMods.length === 0) return [];
  const paths = goMods.map((e) => e.path);
  const [base, head] = await Promise.all([
    readFiles(root, baseSha, paths),
    readFiles(root, headSha, paths),
  ]);
  const replaced = paths.flatMap((path) => {
    const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '';
    return replacedModules(base.get(path) ?? '', head.get(path) ?? '').map((r) => ({
      module: r.module,
      own: r.folders.map((f) => `${folder}${f}/`),
    }));
  });
  const found: string[] = [];
  for (const { module, own } of replaced) {
    const { tests, product } = await importersAtBase(root, baseSha, module, own);
    if (tests && !product) found.push(module);
  }
  return found;
}

/** Whether base's test files, and its other Go files outside the module's own folders, import it. */
async function importersAtBase(
  root: string,
  commit: string,
  module: string,
  own: readonly string[],
): Promise<{ tests: boolean; product: boolean }> {
  const holders = (
    await filesHolding(root, commit, [`"${module}"`, `"${module}/`], ['*.go'])
  ).filter((p) => !own.some((folder) => p.startsWith(folder)));
  const product = holders.filter((p) => !p.endsWith('_test.go'));
  const tests = holders.filter((p) => p.endsWith('_test.go'));
  if (product.length > MAX_READ) return { tests: true, product: true };
  const texts = await readFiles(root, commit, [...product, ...tests.slice(0, MAX_READ)]);
  const imports = (path: string): boolean =>
    moduleImports(path, texts.get(path) ?? '').some(
      (i) => i === module || i.startsWith(`${module}/`),
    );
  return { tests: tests.some(imports), product: product.some(imports) };
}
