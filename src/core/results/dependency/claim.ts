// What a package tool's own error says about a dependency it could not download, before the
// facts (the manifests, the machine's cache) say whether the claim holds.

export type DependencyEcosystem = 'go' | 'cargo' | 'npm';

/** A dependency the tool said it could not fetch, read from the tool's own error lines. */
export interface DependencyClaim {
  ecosystem: DependencyEcosystem;
  /** Go module path, crate or npm package name, as the tool printed it. */
  name: string;
  /** `v2.0.7`, `1.0.11`; null when the tool did not say. */
  version: string | null;
  /** A git dependency's URL (Cargo), where the tool named one. */
  url: string | null;
  /** The tool's line that says why (one line, as printed). */
  cause: string;
}

/** What a tool's stderr says: the claims, and how many lines are neither a claim nor its noise. */
export interface ToolStop {
  claims: DependencyClaim[];
  /** Lines outside the tool's vocabulary for such a stop: any makes the claims doubtful. */
  stray: number;
}

/** make's own line about a failed recipe, which a check run through make prints on stderr. */
export const MAKE_ERROR = /^make(?:\[\d+\])?: \*\*\* /;
