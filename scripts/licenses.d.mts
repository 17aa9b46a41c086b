// Types of scripts/licenses.mjs (plain JavaScript, so that scripts/build.mjs runs on plain node).
export const LICENSES_FILE: string;

export interface Notice {
  name: string;
  text: string;
}

export interface BundledPackage {
  /** `name@version`. */
  id: string;
  license: string;
  notices: Notice[];
}

export function bundledPackages(metafile: { inputs: Record<string, unknown> }): BundledPackage[];
export function renderLicenses(packages: readonly BundledPackage[]): string;
export function writeLicenses(metafile: { inputs: Record<string, unknown> }, outdir: string): void;
