// Source code by extension (docs/configuration.md): the ecosystem each source extension belongs to.
import type { Ecosystem } from '../../model/changed-file.js';

/** Source extensions (lower case, without the dot) and the ecosystem they belong to. */
export const SOURCE_EXTENSIONS: ReadonlyMap<string, Ecosystem> = new Map<string, Ecosystem>([
  ...byEcosystem('python', ['py', 'pyi', 'pyx', 'pxd']),
  ...byEcosystem('javascript', ['js', 'jsx', 'mjs', 'cjs', 'ts', 'tsx', 'mts', 'cts']),
  ...byEcosystem('javascript', ['vue', 'svelte']),
  ...byEcosystem('go', ['go']),
  ...byEcosystem('rust', ['rs']),
  ...byEcosystem('java', ['java', 'kt', 'kts', 'scala', 'groovy']),
  ...byEcosystem('ruby', ['rb', 'rake']),
  ...byEcosystem('csharp', ['cs', 'fs', 'fsx', 'vb']),
  ...byEcosystem('php', ['php']),
  ...byEcosystem('cpp', ['c', 'h', 'cc', 'cpp', 'cxx', 'c++', 'hh', 'hpp', 'hxx', 'ipp', 'inl']),
  ...byEcosystem('generic', ['sh', 'bash', 'zsh', 'fish', 'ps1', 'psm1', 'bat', 'cmd']),
  // Other languages: code the PR's version of runs, with no testlock rules of their own.
  ...byEcosystem('generic', [
    'swift',
    'm',
    'mm',
    'dart',
    'lua',
    'ex',
    'exs',
    'erl',
    'hrl',
    'hs',
    'ml',
    'mli',
    'clj',
    'cljs',
    'cljc',
    'r',
    'jl',
    'pl',
    'pm',
    'zig',
    'nim',
    'sol',
    'cu',
    'f90',
    'f',
    'elm',
    'purs',
    'cr',
    'v',
    'vhd',
    'sv',
    'asm',
    's',
    'tcl',
    'awk',
    'sed',
    'vim',
    'el',
    'scm',
    'rkt',
    'gleam',
    'odin',
    'd',
    'pas',
    'ada',
    'cob',
    'coffee',
    'astro',
  ]),
]);

function byEcosystem(ecosystem: Ecosystem, extensions: readonly string[]): [string, Ecosystem][] {
  return extensions.map((extension) => [extension, ecosystem]);
}

/** The lower-case extension of the file name, '' for none (a leading dot is not one). */
export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The ecosystem of a source file by its extension; null for a file that is no source code. */
export function extensionEcosystem(path: string): Ecosystem | null {
  return SOURCE_EXTENSIONS.get(extensionOf(path)) ?? null;
}
