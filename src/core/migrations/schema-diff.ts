// Compares two schemas of the round trip and names each difference by its object: the column a
// down forgot, the index it left, the sequence it dropped; with a diff of the object's lines.
import type { Schema, SchemaObject } from './schema-dump.js';

/** One object that differs between the schema expected and the one found. */
export interface SchemaDifference {
  key: string;
  /** `TABLE public.users: column email text left behind` */
  message: string;
  /** The object's lines, `-` for the expected side only, `+` for the found side only. */
  diff: string[];
}

/** How the two sides are named in messages: the base schema and the one after the down. */
export interface SidesNamed {
  /** Said of what only the found side has: `left behind by the down`. */
  extra: string;
  /** Said of what only the expected side has: `dropped by the down`. */
  missing: string;
}

/** The lines of `a` and `b` as a diff: kept (` `), removed (`-`), added (`+`); LCS by line. */
export function lineDiff(a: readonly string[], b: readonly string[]): string[] {
  const n = a.length;
  const m = b.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      const row = lcs[i] as number[];
      row[j] =
        a[i] === b[j]
          ? (lcs[i + 1]?.[j + 1] ?? 0) + 1
          : Math.max(lcs[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      out.push(`  ${a[i]}`);
      i += 1;
      j += 1;
    } else if (j < m && (i === n || (lcs[i]?.[j + 1] ?? 0) >= (lcs[i + 1]?.[j] ?? 0))) {
      out.push(`+ ${b[j]}`);
      j += 1;
    } else {
      out.push(`- ${a[i]}`);
      i += 1;
    }
  }
  return out;
}

/** What a line inside a table is: a constraint, or a column (named by its first word). */
function itemName(line: string): string {
  if (/^CONSTRAINT\s/i.test(line)) return `constraint ${line.split(/\s+/)[1] ?? ''}`;
  if (/^(?:PRIMARY KEY|UNIQUE|FOREIGN KEY|CHECK)\b/i.test(line)) return `constraint ${line}`;
  return `column ${line}`;
}

function isTable(object: SchemaObject): boolean {
  return /^(?:TABLE|FOREIGN TABLE) /.test(object.key);
}

function changedMessage(expected: SchemaObject, found: SchemaObject, sides: SidesNamed): string {
  const removed = expected.lines.filter((line) => !found.lines.includes(line));
  const added = found.lines.filter((line) => !expected.lines.includes(line));
  if (!isTable(expected) || removed.length + added.length === 0) {
    return `${expected.key} differs`;
  }
  const parts = [
    ...added.map((line) => `${itemName(line)} ${sides.extra}`),
    ...removed.map((line) => `${itemName(line)} ${sides.missing}`),
  ];
  return `${expected.key}: ${parts.join('; ')}`;
}

/** Every object that differs, in the order of the expected schema then the found one. */
export function diffSchemas(
  expected: Schema,
  found: Schema,
  sides: SidesNamed,
): SchemaDifference[] {
  const differences: SchemaDifference[] = [];
  for (const [key, object] of expected) {
    const other = found.get(key);
    if (other === undefined) {
      differences.push({
        key,
        message: `${key} ${sides.missing}`,
        diff: object.lines.map((l) => `- ${l}`),
      });
    } else if (object.lines.join('\n') !== other.lines.join('\n')) {
      differences.push({
        key,
        message: changedMessage(object, other, sides),
        diff: lineDiff(object.lines, other.lines),
      });
    }
  }
  for (const [key, object] of found) {
    if (!expected.has(key)) {
      differences.push({
        key,
        message: `${key} ${sides.extra}`,
        diff: object.lines.map((l) => `+ ${l}`),
      });
    }
  }
  return differences;
}
