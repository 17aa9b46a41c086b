// What the base jest config says that testlock must keep: whether the project's own run collects
// coverage (and so enforces its coverageThreshold), and its setup files (the witness is appended to
// them); read from package.json's `jest` key, jest.config.json, or a JS/TS config's text.

export interface JestCoverageConfig {
  /** `collectCoverage: true`; null where the config is code that could set it (a preset, a spread). */
  collects: boolean | null;
  /**
   * `setupFilesAfterEnv` as written; null where it cannot be known for sure (code that builds it,
   * a preset, `projects`), so nothing given on the command line may replace it.
   */
  setupFilesAfterEnv?: readonly string[] | null;
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
  return manifest === undefined
    ? { collects: false, setupFilesAfterEnv: [] }
    : fromJson(manifest.text, 'jest');
}

function fromJson(text: string, key: string | null): JestCoverageConfig {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { collects: null, setupFilesAfterEnv: null };
  }
  const config = key === null ? data : (data as Record<string, unknown> | null)?.[key];
  if (config === undefined) return { collects: false, setupFilesAfterEnv: [] };
  if (typeof config !== 'object' || config === null)
    return { collects: null, setupFilesAfterEnv: null };
  const record = config as Record<string, unknown>;
  // A preset is another package's config, which may collect coverage or set up files.
  if (record.preset !== undefined) return { collects: null, setupFilesAfterEnv: null };
  return {
    collects: record.collectCoverage === true,
    setupFilesAfterEnv:
      record.projects === undefined ? setupFiles(record.setupFilesAfterEnv) : null,
  };
}

function setupFiles(value: unknown): readonly string[] | null {
  if (value === undefined) return [];
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
}

// A literal `collectCoverage: true` collects; any other mention of it, a preset, or config built
// from other modules (require, import, a spread) may, which testlock cannot evaluate.
function fromCode(source: string): JestCoverageConfig {
  // `import type { Config } from 'jest'` brings in no configuration.
  const text = source.replace(/^\s*import\s+type\b.*$/gm, '');
  const opaque = /\bpreset\b|\brequire\s*\(|\bimport\b|\.\.\./.test(text);
  const setupFilesAfterEnv = opaque || /\bprojects\b/.test(text) ? null : literalSetupFiles(text);
  if (/\bcollectCoverage\s*:\s*true\b/.test(text)) return { collects: true, setupFilesAfterEnv };
  if (opaque || /\bcollectCoverage\b/.test(text)) return { collects: null, setupFilesAfterEnv };
  return { collects: false, setupFilesAfterEnv };
}

/** The project asks for coverage on the command line (`jest --coverage`, `--collectCoverage`). */
export function asksForCoverage(words: readonly string[]): boolean {
  return words.some((w) => /^--(?:coverage|collectCoverage)(?:=true)?$/.test(w));
}

// `setupFilesAfterEnv: ['a', "<rootDir>/b"]` written once as a list of plain strings; any other
// form is code testlock does not evaluate (null).
function literalSetupFiles(text: string): readonly string[] | null {
  const mentions = text.match(/\bsetupFilesAfterEnv\b/g)?.length ?? 0;
  if (mentions === 0) return [];
  const list = /\bsetupFilesAfterEnv\s*:\s*\[([^\]]*)\]/.exec(text)?.[1];
  if (mentions > 1 || list === undefined) return null;
  const items = list
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  const strings = items.map((item) => /^(['"`])([^'"`\\$]*)\1$/.exec(item)?.[2]);
  return strings.every((item) => item !== undefined) ? (strings as string[]) : null;
}
