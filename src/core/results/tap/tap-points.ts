// Reads a TAP 13/14 stream into test points: `ok`/`not ok` lines with their directive, depth
// (TAP 14 subtests are indented), YAML diagnostics and the names of the tests enclosing them.

export type Directive = 'skip' | 'todo' | null;

export interface TapPoint {
  ok: boolean;
  description: string;
  directive: Directive;
  /** Indentation in characters (0 at top level). */
  indent: number;
  /** Names of the enclosing subtests, outermost first (`# Subtest: x` lines). */
  parents: string[];
  /** The test a tape-style `# name` comment before the point names (its points are assertions). */
  test: string | null;
  /** The point's line and its YAML block, verbatim. */
  lines: string[];
}

// `ok 1 - name # SKIP why`; the number and the dash are optional. `# time=1ms` is not a directive.
const POINT = /^(\s*)(ok|not ok)\b(?:\s+\d+)?(?:\s+-)?\s*(.*)$/;
const DIRECTIVE = /\s*#\s*(skip|todo)\b.*$/i;
const SUBTEST = /^(\s*)# Subtest: (.+)$/;
const COMMENT = /^(\s*)# (.+)$/;
// Counters and `key=value` notes are not test names.
const NOT_A_NAME =
  /^(?:(?:tests|suites|pass|fail|skip|skipped|todo|cancelled|duration_ms)\s+\d|ok$|\{|\w+=)/;

interface Open {
  indent: number;
  name: string;
  /** `# Subtest:` is closed by the point at its depth; a tape comment lasts until the next one. */
  subtest: boolean;
}

/** Every test point of the stream, in order. */
export function tapPoints(lines: readonly string[]): TapPoint[] {
  const points: TapPoint[] = [];
  let open: Open[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const subtest = SUBTEST.exec(line);
    const comment = subtest ? null : COMMENT.exec(line);
    if (subtest || (comment && !NOT_A_NAME.test(comment[2] ?? ''))) {
      const found = (subtest ?? comment) as RegExpExecArray;
      const indent = (found[1] ?? '').length;
      open = open.filter((o) => o.subtest || o.indent !== indent);
      open.push({ indent, name: (found[2] ?? '').trim(), subtest: subtest !== null });
      continue;
    }
    const match = POINT.exec(line);
    if (!match) continue;
    const indent = (match[1] ?? '').length;
    const rest = match[3] ?? '';
    const directive = DIRECTIVE.exec(rest);
    const parents = open.filter((o) => o.subtest && o.indent < indent).map((o) => o.name);
    const test = open.findLast((o) => !o.subtest && o.indent === indent)?.name ?? null;
    points.push({
      ok: match[2] === 'ok',
      description: (directive ? rest.slice(0, directive.index) : rest)
        .replace(/\s*#\s*time=\S+$/, '')
        .trim(),
      directive: directive ? (directive[1]?.toLowerCase() as Directive) : null,
      indent,
      parents,
      test,
      lines: [line, ...yamlBlock(lines, i + 1, indent)],
    });
    // This point is the result line of the subtest opened at its depth.
    open = open.filter((o) => !(o.subtest && o.indent >= indent));
  }
  return points;
}

function yamlBlock(lines: readonly string[], from: number, indent: number): string[] {
  const start = /^(\s*)---\s*$/.exec(lines[from] ?? '');
  if (!start || (start[1] ?? '').length <= indent) return [];
  const end = lines.findIndex((line, index) => index > from && /^\s*\.\.\.\s*$/.test(line));
  return lines.slice(from, end === -1 ? undefined : end + 1);
}
