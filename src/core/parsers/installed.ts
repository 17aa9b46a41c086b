// The TOML, YAML and XML parsers as the core calls them, installed by the edge (issue 14): a run
// whose trees hold no such file never loads their code, and the core stays synchronous, no I/O.
import type * as FastXml from 'fast-xml-parser';
import type * as SmolToml from 'smol-toml';
import type * as Yaml from 'yaml';

export interface Parsers {
  toml: typeof SmolToml;
  yaml: typeof Yaml;
  xml: typeof FastXml;
}

export type ParserKind = keyof Parsers;

const installed: Partial<Parsers> = {};

/** Called by the adapter that loaded the modules (src/adapters/load-parsers.ts). */
export function installParsers(parsers: Partial<Parsers>): void {
  Object.assign(installed, parsers);
}

export function isInstalled(kind: ParserKind): boolean {
  return installed[kind] !== undefined;
}

function parser<K extends ParserKind>(kind: K): Parsers[K] {
  const found = installed[kind];
  // A bug, never a user's error: the edge decides from the trees which parsers a run needs.
  if (found === undefined) throw new Error(`internal: the ${kind} parser was not loaded`);
  return found as Parsers[K];
}

export const parseToml = ((...args: Parameters<typeof SmolToml.parse>) =>
  parser('toml').parse(...args)) as typeof SmolToml.parse;

/** A TOML document, or null for text that is not TOML (callers treat it as absent). */
export function parseTomlOrNull(text: string): SmolToml.TomlTable | null {
  try {
    return parseToml(text);
  } catch {
    return null;
  }
}

export const stringifyToml = ((...args: Parameters<typeof SmolToml.stringify>) =>
  parser('toml').stringify(...args)) as typeof SmolToml.stringify;

export const parseYaml = ((...args: Parameters<typeof Yaml.parse>) =>
  parser('yaml').parse(...args)) as typeof Yaml.parse;

export const parseYamlDocument = ((...args: Parameters<typeof Yaml.parseDocument>) =>
  parser('yaml').parseDocument(...args)) as typeof Yaml.parseDocument;

export function yamlLineCounter(): Yaml.LineCounter {
  return new (parser('yaml').LineCounter)();
}

/** fast-xml-parser's module (its parser and validator are classes set up by the caller). */
export function xmlModule(): typeof FastXml {
  return parser('xml');
}
