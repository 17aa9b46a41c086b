// Whether the project's own jest run collects coverage (and so enforces its coverageThreshold),
// read from the base config: package.json's `jest` key, jest.config.json, or a JS/TS config's text.

export interface JestCoverageConfig {
  /** `collectCoverage: true`; null where the config is code that could set it (a preset, a spread). */
  collects: boolean | null;
}

/** A config file of the check's folder: its name and text. */
export interface ConfigText {
  name: string;
  text: string;
}

/** The jest config jest would load from these files (a jest.config.* before package.json). */
export function jestCoverageConfig(files: readonly ConfigText[]): JestCoverageConfig {
  const own = files.find((f) => /^jest\.config\.(?:[cm]?[jt]s|json)$/.test(f.name));
  if (own !== undefined) {
    return own.name.endsWith('.json') ? fromJson(own.text, null) : fromCode(own.text);
  }
  const manifest = files.find((f) => f.name === 'package.json');
  return manifest === undefined ? { collects: false } : fromJson(manifest.text, 'jest');
}

function fromJson(text: string, key: string | null): JestCoverageConfig {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { collects: null };
  }
  const config = key === null ? data : (data as Record<string, unknown> | null)?.[key];
  if (config === undefined) return { collects: false };
  if (typeof config !== 'object' || config === null) return { collects: null };
  const record = config as Record<string, unknown>;
  // A preset is another package's config, which may collect coverage.
  if (record.preset !== undefined) return { collects: null };
  return { collects: record.collectCoverage === true };
}

// A literal `collectCoverage: true` collects; any other mention of it, a preset, or config built
// from other modules (require, import, a spread) may, which testlock cannot evaluate.
function fromCode(source: string): JestCoverageConfig {
  // `import type { Config } from 'jest'` brings in no configuration.
  const text = source.replace(/^\s*import\s+type\b.*$/gm, '');
  if (/\bcollectCoverage\s*:\s*true\b/.test(text)) return { collects: true };
  if (/\bcollectCoverage\b|\bpreset\b|\brequire\s*\(|\bimport\b|\.\.\./.test(text))
    return { collects: null };
  return { collects: false };
}

/** The project asks for coverage on the command line (`jest --coverage`, `--collectCoverage`). */
export function asksForCoverage(words: readonly string[]): boolean {
  return words.some((w) => /^--(?:coverage|collectCoverage)(?:=true)?$/.test(w));
}
