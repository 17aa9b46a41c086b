// Reads INI files the way configparser does for tox.ini and setup.cfg: sections, `key = value`
// pairs and indented continuation lines (tox `commands` are written one per continuation line).

export type IniSections = ReadonlyMap<string, ReadonlyMap<string, string>>;

const SECTION = /^\[([^\]]+)\]\s*$/;
const PAIR = /^([^=:\s][^=:]*?)\s*[=:]\s?(.*)$/;

/** Sections by name, each a map of key to value (continuation lines joined by `\n`). */
export function parseIni(text: string): IniSections {
  const sections = new Map<string, Map<string, string>>();
  let section: Map<string, string> | undefined;
  let key: string | undefined;
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed.startsWith('#') || trimmed.startsWith(';')) continue;
    if (/^\s/.test(line) && trimmed !== '' && section !== undefined && key !== undefined) {
      const previous = section.get(key) ?? '';
      section.set(key, previous === '' ? trimmed : `${previous}\n${trimmed}`);
      continue;
    }
    if (trimmed === '') continue;
    const header = SECTION.exec(trimmed);
    if (header !== null) {
      section = new Map();
      sections.set(header[1]!.trim(), section);
      key = undefined;
      continue;
    }
    const pair = PAIR.exec(trimmed);
    if (pair !== null && section !== undefined) {
      key = pair[1]!.trim();
      section.set(key, pair[2]!.trim());
    }
  }
  return sections;
}
