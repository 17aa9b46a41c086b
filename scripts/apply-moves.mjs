// Moves source files with `git mv` and rewrites the relative import specifiers that point at them,
// or (mode `fix`) repairs the imports that a merge left pointing at a path listed in docs/moves.md.
//
//   node scripts/apply-moves.mjs move old.ts new.ts [old2.ts new2.ts ...]
//   node scripts/apply-moves.mjs fix            # after merging a branch that still uses old paths
//
// Only import lines change: the bodies of moved files stay as they are, so git sees pure renames.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const ROOT = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const CODE = /\.(ts|mts|mjs|js)$/;
// `from '…'`, `import '…'`, `import('…')`; only relative specifiers are ours to rewrite.
const SPECIFIER = /((?:\bfrom|\bimport)\s*\(?\s*)(['"])(\.\.?\/[^'"\n]+)\2/g;

function codeFiles() {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((f) => CODE.test(f) && !f.startsWith('dist/') && !f.startsWith('node_modules/'))
    .filter((f) => existsSync(join(ROOT, f)));
}

// The repository path a specifier names: `./x.js` is the TypeScript file `x.ts` when that exists.
function targetOf(fromDir, spec, exists) {
  const plain = normalize(join(fromDir, spec));
  if (plain.endsWith('.js')) {
    const ts = plain.replace(/\.js$/, '.ts');
    if (exists(ts)) return { path: ts, asJs: true };
  }
  return { path: plain, asJs: false };
}

function specifierFor(fromFile, target) {
  const shown = target.asJs ? target.path.replace(/\.ts$/, '.js') : target.path;
  const rel = relative(dirname(fromFile), shown);
  return rel.startsWith('.') ? rel : `./${rel}`;
}

function move(pairs) {
  const moves = new Map(pairs);
  const files = codeFiles();
  const before = new Set(files);
  const exists = (p) => before.has(p) || moves.has(p);
  const rewritten = new Map();
  for (const f0 of files) {
    const f1 = moves.get(f0) ?? f0;
    const text = readFileSync(join(ROOT, f0), 'utf8');
    const next = text.replace(SPECIFIER, (all, lead, quote, spec) => {
      const target = targetOf(dirname(f0), spec, exists);
      // A specifier that names no file is text (a fixture's import in a string): left as it is.
      if (!exists(target.path)) return all;
      const moved = moves.get(target.path);
      if (!moved && f0 === f1) return all;
      const to = { path: moved ?? target.path, asJs: target.asJs };
      return `${lead}${quote}${specifierFor(f1, to)}${quote}`;
    });
    if (next !== text || f0 !== f1) rewritten.set(f1, next);
  }
  for (const [from, to] of moves) {
    mkdirSync(dirname(join(ROOT, to)), { recursive: true });
    execFileSync('git', ['mv', from, to], { cwd: ROOT });
  }
  for (const [file, text] of rewritten) writeFileSync(join(ROOT, file), text);
  record(moves);
  console.log(`moved ${moves.size} files, rewrote imports in ${rewritten.size}`);
}

const MOVES_MD = 'docs/moves.md';
const HEADER = `# Moves

Every file moved by the restructuring of issue 15, oldest first. \`node scripts/apply-moves.mjs fix\`
reads this table and repairs imports that still name an old path (e.g. in a branch merged later).

| old path | new path |
| --- | --- |
`;

// Appends the moves to docs/moves.md, so a later merge can repair imports by the same table.
function record(moves) {
  const file = join(ROOT, MOVES_MD);
  const text = existsSync(file) ? readFileSync(file, 'utf8') : HEADER;
  const rows = [...moves].map(([from, to]) => `| \`${from}\` | \`${to}\` |\n`).join('');
  writeFileSync(file, text + rows);
}

// Reads `| old | new |` rows of docs/moves.md.
function recordedMoves() {
  const text = readFileSync(join(ROOT, MOVES_MD), 'utf8');
  const moves = new Map();
  for (const line of text.split('\n')) {
    const m = /^\|\s*`([^`]+)`\s*\|\s*`([^`]+)`\s*\|/.exec(line);
    if (m) moves.set(m[1], m[2]);
  }
  return moves;
}

function fix() {
  const moves = recordedMoves();
  const follow = (p) => {
    let at = p;
    for (let i = 0; i < 10 && moves.has(at); i++) at = moves.get(at);
    return at;
  };
  const oldNames = new Map();
  for (const [from] of moves) {
    const to = follow(from);
    oldNames.set(to, [...(oldNames.get(to) ?? []), from]);
  }
  const exists = (p) => existsSync(join(ROOT, p));
  let changed = 0;
  for (const file of codeFiles()) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const next = text.replace(SPECIFIER, (all, lead, quote, spec) => {
      if (exists(targetOf(dirname(file), spec, exists).path)) return all;
      for (const from of [file, ...(oldNames.get(file) ?? [])]) {
        const target = targetOf(dirname(from), spec, (p) => exists(p) || moves.has(p));
        const to = follow(target.path);
        if (exists(to)) {
          return `${lead}${quote}${specifierFor(file, { path: to, asJs: target.asJs })}${quote}`;
        }
      }
      // Fixture text in tests names files that do not exist here; only a source path is news.
      if (targetOf(dirname(file), spec, exists).path.startsWith('src/')) {
        console.error(`${file}: cannot resolve ${spec}`);
      }
      return all;
    });
    if (next !== text) {
      writeFileSync(join(ROOT, file), next);
      changed++;
    }
  }
  console.log(`rewrote imports in ${changed} files`);
}

const [mode, ...rest] = process.argv.slice(2);
if (mode === 'move' && rest.length % 2 === 0 && rest.length > 0) {
  const pairs = [];
  for (let i = 0; i < rest.length; i += 2) pairs.push([rest[i], rest[i + 1]]);
  move(pairs);
} else if (mode === 'fix') {
  fix();
} else {
  console.error('usage: apply-moves.mjs move <old> <new> [...] | fix');
  process.exit(2);
}
