// The go command's file selection: a file is built when its `//go:build` expression and its
// name's `_GOOS`/`_GOARCH` suffix hold. A file the PR adds that is never built together with a
// base source file the PR newly constrained takes that file's place in some configuration: the
// tests built with the tag (or on the platform) the new file asks for compile it, not the base
// file, while other builds still ship the base file (issue 42.4).
import type { Anomaly } from '../../model/anomaly.js';

const GOOS = new Set(
  'aix android darwin dragonfly freebsd hurd illumos ios js linux nacl netbsd openbsd plan9 solaris wasip1 windows zos'.split(
    ' ',
  ),
);
const GOARCH = new Set(
  '386 amd64 arm arm64 loong64 mips mips64 mips64le mipsle ppc64 ppc64le riscv64 s390x wasm'.split(
    ' ',
  ),
);

type Expr = (tags: ReadonlySet<string>) => boolean;

/** A `//go:build` expression as a function of the set tags; null for one that does not parse. */
function parseExpr(text: string): { expr: Expr; tags: Set<string> } | null {
  const tokens = text.match(/\|\||&&|!|\(|\)|[\w.]+/g) ?? [];
  const tags = new Set<string>();
  let at = 0;
  const primary = (): Expr | null => {
    const token = tokens[at++];
    if (token === '!') {
      const inner = primary();
      return inner && ((t) => !inner(t));
    }
    if (token === '(') {
      const inner = or();
      if (tokens[at++] !== ')') return null;
      return inner;
    }
    if (token === undefined || !/^[\w.]+$/.test(token)) return null;
    tags.add(token);
    return (t) => t.has(token);
  };
  const and = (): Expr | null => {
    let left = primary();
    while (left && tokens[at] === '&&') {
      at += 1;
      const right = primary();
      const l = left;
      left = right && ((t) => l(t) && right(t));
    }
    return left;
  };
  const or = (): Expr | null => {
    let left = and();
    while (left && tokens[at] === '||') {
      at += 1;
      const right = and();
      const l = left;
      left = right && ((t) => l(t) || right(t));
    }
    return left;
  };
  const expr = or();
  return expr && at === tokens.length ? { expr, tags } : null;
}

/** The build constraint of a Go file: its `//go:build` line and its name's suffix. */
export interface GoConstraint {
  expr: Expr;
  tags: Set<string>;
  /** Whether the file states any constraint at all. */
  constrained: boolean;
}

export function goConstraint(path: string, text: string): GoConstraint {
  const parts: Expr[] = [];
  const tags = new Set<string>();
  // Only comments and blank lines may precede the constraint.
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed.startsWith('package ')) break;
    const match = /^\/\/go:build\s+(.+)$/.exec(trimmed);
    if (match) {
      const parsed = parseExpr(match[1] as string);
      if (parsed) {
        parts.push(parsed.expr);
        for (const tag of parsed.tags) tags.add(tag);
      }
    }
  }
  const name = path.slice(path.lastIndexOf('/') + 1).replace(/(_test)?\.go$/, '');
  const words = name.split('_').slice(1);
  const last = words.at(-1);
  const before = words.at(-2);
  if (last !== undefined && GOARCH.has(last)) {
    parts.push((t) => t.has(last));
    tags.add(last);
    if (before !== undefined && GOOS.has(before)) {
      parts.push((t) => t.has(before));
      tags.add(before);
    }
  } else if (last !== undefined && GOOS.has(last)) {
    parts.push((t) => t.has(last));
    tags.add(last);
  }
  return { expr: (t) => parts.every((p) => p(t)), tags, constrained: parts.length > 0 };
}

// One GOOS and one GOARCH at a time; every other tag free. Beyond 12 free tags the search would
// cost more than it tells: the pair is judged not exclusive.
const MAX_FREE_TAGS = 12;

/** Whether no build configuration compiles both files. */
export function neverBuiltTogether(a: GoConstraint, b: GoConstraint): boolean {
  const all = new Set([...a.tags, ...b.tags]);
  const oses = [...all].filter((t) => GOOS.has(t));
  const arches = [...all].filter((t) => GOARCH.has(t));
  const free = [...all].filter((t) => !GOOS.has(t) && !GOARCH.has(t));
  if (free.length > MAX_FREE_TAGS) return false;
  // An OS or arch neither names stands for all the others.
  const osChoices = [...oses, '\0os'];
  const archChoices = [...arches, '\0arch'];
  for (let mask = 0; mask < 1 << free.length; mask += 1) {
    const set = free.filter((_, i) => (mask & (1 << i)) !== 0);
    for (const os of osChoices) {
      for (const arch of archChoices) {
        const tags = new Set([...set, os, arch]);
        if (a.expr(tags) && b.expr(tags)) return false;
      }
    }
  }
  return true;
}

/** One Go source file of the range, with both sides' texts (null where absent). */
export interface GoSide {
  path: string;
  status: 'added' | 'modified';
  base: string | null;
  head: string | null;
}

const folderOf = (path: string): string => path.slice(0, path.lastIndexOf('/') + 1);

/**
 * `harness-added` (critical) for each added Go file that is never built with a base source file
 * of its package whose constraint the PR changed: the two are one file in two configurations.
 */
export function goBuildShadows(files: readonly GoSide[]): Anomaly[] {
  const found: Anomaly[] = [];
  const constrainedNow = files.filter((f) => {
    if (f.status !== 'modified' || f.base === null || f.head === null) return false;
    return goConstraint(f.path, f.head).constrained && !sameConstraint(f.base, f.head);
  });
  for (const added of files.filter((f) => f.status === 'added' && f.head !== null)) {
    const mine = goConstraint(added.path, added.head as string);
    if (!mine.constrained) continue;
    const twin = constrainedNow.find(
      (b) =>
        folderOf(b.path) === folderOf(added.path) &&
        neverBuiltTogether(mine, goConstraint(b.path, b.head as string)),
    );
    if (twin === undefined) continue;
    found.push({
      kind: 'harness-added',
      severity: 'critical',
      path: added.path,
      line: null,
      detail: `${added.path} takes the place of ${twin.path}: the PR constrained ${twin.path} and the go command never builds the two together, so a test run with the new file's tags or platform compiles it instead (left out of the locked run)`,
    });
  }
  return found;
}

function sameConstraint(base: string, head: string): boolean {
  const line = (text: string): string =>
    text
      .split(/\r?\n/)
      .filter((l) => l.trim().startsWith('//go:build'))
      .join('\n');
  return line(base) === line(head);
}
