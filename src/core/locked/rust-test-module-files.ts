// A `.rs` file reached only through `#[cfg(test)] mod name;` is test code as a whole (test
// helpers, `src/tests.rs`): this names the parent files that could declare it and reads them.
import { scanRustTestItems } from './rust-test-items.js';

export interface ModuleParents {
  /** The module's name in its parent (`helpers` for `src/helpers.rs` or `src/helpers/mod.rs`). */
  name: string;
  /** Files that may declare it: `src/a.rs`, `src/a/mod.rs`, `src/a/lib.rs`, `src/a/main.rs`. */
  parents: string[];
}

/** Where the module of a `.rs` path is declared, or null for a crate root or a non-Rust path. */
export function moduleParents(path: string): ModuleParents | null {
  if (!path.endsWith('.rs')) return null;
  const parts = path.split('/');
  const file = parts.pop() as string;
  if (['lib.rs', 'main.rs', 'build.rs'].includes(file)) return null;
  let name = file.slice(0, -3);
  if (file === 'mod.rs') {
    const dir = parts.pop();
    if (dir === undefined) return null;
    name = dir;
  }
  const dir = parts.join('/');
  const parents = [`${dir}/lib.rs`, `${dir}/main.rs`, `${dir}/mod.rs`];
  if (dir !== '') parents.push(`${dir}.rs`);
  return { name, parents: parents.map((p) => p.replace(/^\//, '')) };
}

/** The parent's top level declares `name` as a test module (`#[cfg(test)] mod name;`). */
export function declaresTestModule(parentText: string, name: string): boolean {
  const scan = scanRustTestItems(parentText);
  if (!scan.ok) return false;
  return scan.items.some(
    (item) =>
      item.container === '' &&
      item.identity.replace(/#\d+$/, '') === `/test mod ${name}` &&
      parentText.slice(item.start, item.end).trimEnd().endsWith(';'),
  );
}
