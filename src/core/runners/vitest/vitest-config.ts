// Which config vitest reads in a folder (its own search order: vitest.config.* before
// vite.config.*, each in vitest's extension order), and whether it runs projects of its own
// (a workspace file, or a `projects`/`workspace` key in the config), which a wrapping config
// would not reach.

export interface VitestConfigFile {
  /** The config's file name in the folder; null: vitest runs on its defaults. */
  config: string | null;
  projects: boolean;
}

const EXTENSIONS = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'];
/** Every name that can matter, in the order vitest looks for a config. */
export const VITEST_CONFIG_NAMES = [
  ...EXTENSIONS.map((ext) => `vitest.config.${ext}`),
  ...EXTENSIONS.map((ext) => `vite.config.${ext}`),
];
export const VITEST_WORKSPACE_NAMES = ['ts', 'mts', 'js', 'mjs', 'json'].map(
  (ext) => `vitest.workspace.${ext}`,
);

const PROJECTS_KEY = /\b(?:projects|workspace)\s*:/;

/** `present`: the files of the folder among those names, with their text. */
export function vitestConfigFile(
  present: ReadonlyArray<{ name: string; text: string }>,
): VitestConfigFile {
  const byName = new Map(present.map((file) => [file.name, file.text]));
  const config = VITEST_CONFIG_NAMES.find((name) => byName.has(name)) ?? null;
  const workspace = VITEST_WORKSPACE_NAMES.some((name) => byName.has(name));
  const text = config === null ? '' : (byName.get(config) ?? '');
  return { config, projects: workspace || PROJECTS_KEY.test(text) };
}
