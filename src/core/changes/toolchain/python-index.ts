// Where Python packages come from: index and find-links options of requirements files, pip.conf,
// uv.toml / [tool.uv], and Poetry and PDM sources. pip gives no index priority (the highest
// version on any index wins), so a host the PR adds can serve its own pytest.
import type { TomlTable, TomlValue } from 'smol-toml';
import { isTable } from '../../locked/toml-merge.js';
import { parseTomlOrNull } from '../../parsers/installed.js';
import { type DependencyRecord, record } from './record.js';

/** The name every index record carries: toolchain-deps counts it as the toolchain's. */
export const PACKAGE_INDEX = 'package-index';

/**
 * One place packages are fetched from. An http(s) URL is a registry (the comparison then asks
 * whether its host is public or known from base); a path or `file:` URL is a folder the PR can
 * fill; `${VAR}` is set by the job, not the PR. Credentials are dropped from the spec.
 */
export function packageIndexRecord(option: string, value: string): DependencyRecord {
  const target = value
    .trim()
    .replace(/^["']|["']$/g, '')
    .replace(/^(https?:\/\/)[^/@]*@/i, '$1');
  const fromJob = target.startsWith('${') || option === '--trusted-host';
  const source = /^https?:\/\//i.test(target) || fromJob ? 'registry' : 'local';
  return record(`index ${option} ${target}`, PACKAGE_INDEX, target, source);
}

function strings(value: TomlValue | undefined): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function tables(value: TomlValue | undefined): TomlTable[] {
  return Array.isArray(value) ? value.filter(isTable) : [];
}

/** The index settings of a uv table (`[tool.uv]` or a whole uv.toml). */
export function uvIndexRecords(uv: TomlTable, prefix: string): DependencyRecord[] {
  return [
    ...strings(uv['index-url']).map((url) => packageIndexRecord(`${prefix}index-url`, url)),
    ...strings(uv['extra-index-url']).map((url) =>
      packageIndexRecord(`${prefix}extra-index-url`, url),
    ),
    ...strings(uv['find-links']).map((url) => packageIndexRecord(`${prefix}find-links`, url)),
    ...tables(uv.index).flatMap((index) =>
      strings(index.url).map((url) => packageIndexRecord(`${prefix}index`, url)),
    ),
  ];
}

/** `[[tool.poetry.source]]` and `[[tool.pdm.source]]` of a pyproject.toml's `tool` table. */
export function sourceTableRecords(tool: TomlTable): DependencyRecord[] {
  return ['poetry', 'pdm'].flatMap((name) => {
    const section = tool[name];
    if (!isTable(section)) return [];
    return tables(section.source).flatMap((source) =>
      strings(source.url).map((url) => packageIndexRecord(`tool.${name}.source`, url)),
    );
  });
}

export function uvTomlRecords(text: string): DependencyRecord[] {
  const doc = parseTomlOrNull(text);
  return doc === null ? [] : uvIndexRecords(doc, '');
}

const PIP_KEYS = new Set(['index-url', 'extra-index-url', 'find-links', 'trusted-host']);

/** pip.conf / pip.ini: `key = value` in any section; a value may go on over indented lines. */
export function pipConfRecords(text: string): DependencyRecord[] {
  const found: DependencyRecord[] = [];
  let key: string | null = null;
  for (const raw of text.split(/\r?\n/)) {
    if (/^\s*([#;]|$)/.test(raw) || /^\s*\[/.test(raw)) {
      key = /^\s*\[/.test(raw) ? null : key;
      continue;
    }
    const setting = /^(\S[^=:]*?)\s*[=:]\s*(.*)$/.exec(raw);
    const continued = /^\s/.test(raw) && key !== null;
    if (!continued) key = setting ? (setting[1] as string).trim() : null;
    if (key === null || !PIP_KEYS.has(key)) continue;
    const values = (continued ? raw : (setting?.[2] ?? '')).split(/\s+/).filter(Boolean);
    found.push(...values.map((value) => packageIndexRecord(`--${key}`, value)));
  }
  return found;
}
