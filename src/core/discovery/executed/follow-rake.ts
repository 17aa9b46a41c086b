// Follows `rake` into what defines its tasks: the base Rakefile (of the folder or above, as rake
// searches), every `rakelib/*.rake` (rake loads them all), and the files those `require_relative`,
// `load` or `import`, literal or by a `Dir.glob`, transitively (`.rake` files anywhere, Ruby files
// outside the app's folders). A task's body is Ruby: the PR's version of a file that defines
// `task :test` decides what `rake test` runs.
import { compileGlobs } from '../../config/glob.js';
import { dirOf, inDir, joinDir, selfAndAncestors } from '../paths.js';
import { atBase, type FollowContext, type Follower, SOURCE_ROOT } from './follow-types.js';

const RAKEFILES = ['Rakefile', 'rakefile', 'Rakefile.rb', 'rakefile.rb'];
const MAX_FILES = 100;

// `require_relative 'tasks/test'`, `load 'tasks/x.rake'`, `import 'tasks/x.rake'`.
const NAMED = /\b(require_relative|load|import)\s*\(?\s*(["'])([^"'\n]+)\2/g;
// `Dir.glob('tasks/**/*.rake').each { |f| load f }`,
// `Dir['lib/tasks/*.rake'].each(&method(:import))`.
const GLOBBED =
  /\bDir(?:\.glob)?\s*[[(]\s*(["'])([^"'\n]+)\1[^\n]*\b(?:load|import|require(?:_relative)?)\b/g;

// Ruby the Rakefile requires from the app's own folders (a Rails Rakefile requires
// config/application) is the code under test; a `.rake` file only ever defines tasks.
const APP_FOLDER = /^(?:app|config)(?:\/|$)/;

function taskCode(path: string, home: string): boolean {
  if (path.endsWith('.rake')) return true;
  const inside = home !== '' && path.startsWith(`${home}/`) ? path.slice(home.length + 1) : path;
  return !SOURCE_ROOT.test(inside) && !APP_FOLDER.test(inside);
}

/** The files a Ruby task file names (relative to its folder), at base. */
function namedFiles(f: Follower, path: string, text: string): string[] {
  const dir = dirOf(path);
  const found: string[] = [];
  for (const m of text.matchAll(NAMED)) {
    const raw = m[3] as string;
    const name = m[1] === 'require_relative' && !raw.endsWith('.rb') ? `${raw}.rb` : raw;
    const file = joinDir(dir, name);
    if (file !== null && atBase(f.tree, file)) found.push(file);
  }
  for (const m of text.matchAll(GLOBBED)) {
    const glob = joinDir(dir, m[2] as string);
    if (glob === null) continue;
    const matcher = compileGlobs([glob]);
    for (const path of f.tree.kinds.keys()) if (matcher.test(path)) found.push(path);
  }
  return found;
}

export function followRake(f: Follower, ctx: FollowContext): void {
  const rakefile = selfAndAncestors(ctx.cwd)
    .flatMap((dir) => RAKEFILES.map((name) => inDir(dir, name)))
    .find((path) => atBase(f.tree, path));
  if (rakefile === undefined || !f.once(`rake ${rakefile}`)) return;
  const home = dirOf(rakefile);
  const rakelib = inDir(home, 'rakelib');
  const queue = [
    rakefile,
    ...[...f.tree.kinds.keys()].filter((p) => dirOf(p) === rakelib && p.endsWith('.rake')),
  ];
  const seen = new Set<string>();
  const inner = { ...ctx, cwd: '', via: [...ctx.via, rakefile], depth: ctx.depth + 1 };
  while (queue.length > 0 && seen.size < MAX_FILES) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    if (path !== rakefile)
      f.file(path, inner, { how: 'include', evenAbsent: false, besideScript: false });
    const text = f.text(path);
    if (text !== undefined)
      queue.push(...namedFiles(f, path, text).filter((file) => taskCode(file, home)));
  }
}
