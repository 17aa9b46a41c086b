// Which config ava reads for a check's folder, as its witness needs to know it for sure: ava reads
// the `ava` field of the nearest package.json or an ava.config.{js,cjs,mjs}, searched from that
// package's folder up to the repository's root, and refuses two of them. Given `--config`, ava
// reads that file alone and no package.json field, so testlock's wrapping config must carry it.

/** The names ava looks for in each folder (it warns about and ignores ava.config.json). */
export const AVA_CONFIG_NAMES = ['ava.config.js', 'ava.config.cjs', 'ava.config.mjs'];

export type AvaConfigFile =
  | {
      /** The config file's name in the check's folder; null: none. */
      config: string | null;
      /** The package.json `ava` field as JSON text; null: none (or empty). */
      packageField: string | null;
    }
  | { unsure: string };

/**
 * `present`: the check folder's files among package.json and AVA_CONFIG_NAMES, with their text;
 * `above`: whether a folder above it, up to the repository's root, holds one of AVA_CONFIG_NAMES.
 */
export function avaConfigFile(
  present: ReadonlyArray<{ name: string; text: string }>,
  above: boolean,
): AvaConfigFile {
  const manifest = present.find((file) => file.name === 'package.json');
  // ava's project folder is the nearest package.json's: without one here it is another folder.
  if (manifest === undefined) return { unsure: 'no package.json in the check folder' };
  const field = packageField(manifest.text);
  if (field === undefined) return { unsure: 'package.json cannot be read' };
  const configs = AVA_CONFIG_NAMES.filter((name) => present.some((file) => file.name === name));
  if (configs.length > 1) return { unsure: `ava refuses ${configs.join(' and ')} together` };
  const config = configs[0] ?? null;
  if (config !== null && field !== null)
    return { unsure: `ava refuses ${config} and package.json's field together` };
  // ava would search the folders above for a config file of theirs.
  if (config === null && above) return { unsure: 'an ava config in a folder above' };
  return { config, packageField: field };
}

/** The `ava` field as JSON text; null where there is none to carry; undefined: unreadable. */
function packageField(text: string): string | null | undefined {
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (manifest === null || typeof manifest !== 'object' || Array.isArray(manifest))
    return undefined;
  const field: unknown = (manifest as Record<string, unknown>).ava;
  if (field === undefined) return null;
  if (field === null || typeof field !== 'object' || Array.isArray(field)) return undefined;
  return Object.keys(field).length === 0 ? null : JSON.stringify(field);
}
