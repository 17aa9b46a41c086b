// Where a Python requirement (`pytest>=8`, `pytest @ git+https://…`, `-e ./fake`) points.

import { isPytestPlugin, normalizePythonName } from './packages.js';
import { type DependencyRecord, type DependencySource, record } from './record.js';

/** The source of a direct reference (a URL or path given instead of a version). */
export function referenceSource(reference: string): DependencySource {
  const value = reference.trim();
  if (/^git\+|^git:|\.git(@|#|$)/i.test(value)) return 'git';
  if (/^(hg|svn|bzr)\+/i.test(value)) return 'git';
  if (/^https?:\/\//i.test(value)) return 'url';
  return 'local';
}

// A pytest plugin the PR adds loads itself into every pytest run through its entry point,
// whatever the base configuration says, so even a registry release of one is critical.
const PLUGIN_RISK = 'a new pytest plugin loads itself into every pytest run';

export function pythonRecord(
  key: string,
  name: string,
  spec: string,
  source: DependencySource,
): DependencyRecord {
  const normalized = normalizePythonName(name);
  return record(key, normalized, spec, source, {
    addedRisk: isPytestPlugin(normalized) ? PLUGIN_RISK : null,
  });
}

const NAME = /^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(\[[^\]]*\])?\s*/;

/** A PEP 508 requirement string as a record keyed under `prefix`; null when it has no name. */
export function requirementRecord(prefix: string, requirement: string): DependencyRecord | null {
  const text = requirement.trim();
  const match = NAME.exec(text);
  if (!match) return null;
  const name = match[1] as string;
  const rest = text.slice(match[0].length);
  const key = `${prefix}.${normalizePythonName(name)}`;
  if (rest.startsWith('@')) {
    const reference = rest.slice(1).split(/\s*;/)[0]?.trim() ?? '';
    return pythonRecord(key, name, text, referenceSource(reference));
  }
  return pythonRecord(key, name, text, 'registry');
}

/** The package an `#egg=` fragment or a wheel/sdist file name of a bare URL or path names. */
export function referenceName(reference: string): string | null {
  const egg = /[#&]egg=([A-Za-z0-9._-]+)/.exec(reference);
  if (egg) return egg[1] as string;
  const file = /([A-Za-z0-9._]+?)-\d[^/]*\.(whl|tar\.gz|zip)$/.exec(reference);
  if (file) return file[1] as string;
  const folder = /([A-Za-z0-9._-]+)\/?$/.exec(reference.replace(/[#?].*$/, ''));
  return folder ? (folder[1] as string) : null;
}
