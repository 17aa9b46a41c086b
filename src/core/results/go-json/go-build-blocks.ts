// Groups Go's plain-text build errors by package: a `# pkg [pkg.test]` header, then the error lines.

export function buildBlocks(lines: readonly string[]): Map<string, string[]> {
  const blocks = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of lines) {
    const header = /^# (\S+)/.exec(line);
    if (header?.[1]) {
      current = blocks.get(header[1]) ?? [];
      blocks.set(header[1], current);
      current.push(line);
    } else if (/^(?:ok|FAIL|PASS)\b/.test(line)) {
      current = null;
    } else if (current) {
      current.push(line);
    }
  }
  return blocks;
}
