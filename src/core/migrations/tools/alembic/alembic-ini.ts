// The few settings of an alembic.ini testlock reads: where the scripts are, where the versions
// are, and the database URL; and the ini rewritten to point at the scratch database.
import { folderOf, inFolder, normalFolder } from '../../files.js';

/** `key = value` of one section of an ini text (continuation lines left out). */
export function iniValue(text: string, section: string, key: string): string | null {
  let inSection = false;
  for (const line of text.split('\n')) {
    const header = /^\s*\[([^\]]+)\]/.exec(line);
    if (header) {
      inSection = header[1]?.trim() === section;
      continue;
    }
    if (!inSection) continue;
    const match = /^\s*([^=:#;\s][^=:]*?)\s*[=:]\s*(.*)$/.exec(line);
    if (match && match[1] === key) return (match[2] ?? '').trim();
  }
  return null;
}

/** A path of the ini resolved from the ini's folder: `%(here)s/x`, or relative (alembic run there). */
function fromIni(iniPath: string, value: string): string | null {
  const here = folderOf(iniPath);
  const raw = value.replace(/%\(here\)s/g, '').replace(/^\/+/, '');
  if (!value.includes('%(here)s') && value.startsWith('/')) return null;
  return normalFolder(inFolder(here, raw));
}

/** The versions folder an alembic.ini names (`version_locations`, else `<script_location>/versions`). */
export function versionsFolder(iniPath: string, text: string, section = 'alembic'): string | null {
  const locations = iniValue(text, section, 'version_locations');
  const first = locations?.split(/[\s,;]+/).find((part) => part !== '');
  if (first !== undefined) return fromIni(iniPath, first);
  const scripts = iniValue(text, section, 'script_location');
  if (scripts === null || scripts.includes(':')) return null;
  const folder = fromIni(iniPath, scripts);
  return folder === null ? null : inFolder(folder, 'versions');
}

/** The ini with `sqlalchemy.url` set to `url` in its section (added when it has none). */
export function withUrl(text: string, url: string, section = 'alembic'): string {
  const lines = text.split('\n');
  let inSection = false;
  let sectionLine = -1;
  const escaped = url.replace(/%/g, '%%');
  for (const [index, line] of lines.entries()) {
    const header = /^\s*\[([^\]]+)\]/.exec(line);
    if (header) {
      inSection = header[1]?.trim() === section;
      if (inSection) sectionLine = index;
      continue;
    }
    if (inSection && /^\s*sqlalchemy\.url\s*[=:]/.test(line)) {
      lines[index] = `sqlalchemy.url = ${escaped}`;
      return lines.join('\n');
    }
  }
  if (sectionLine === -1) return `[${section}]\nsqlalchemy.url = ${escaped}\n${text}`;
  lines.splice(sectionLine + 1, 0, `sqlalchemy.url = ${escaped}`);
  return lines.join('\n');
}
