// The one table of lint and type-check tools, in the order their output formats are tried when a
// check's command does not name its tool (a package script, a CI script). Adding a tool is adding
// its folder and one line here.
import { biomeProfile } from './biome/index.js';
import { blackProfile } from './black/index.js';
import { clangTidyProfile } from './clang-tidy/index.js';
import { clippyProfile } from './clippy/index.js';
import { cmakeBuildProfile } from './cmake-build/index.js';
import { eslintProfile } from './eslint/index.js';
import { flake8Profile } from './flake8/index.js';
import { goVetProfile } from './go-vet/index.js';
import { golangciLintProfile } from './golangci-lint/index.js';
import { isortProfile } from './isort/index.js';
import { mypyProfile } from './mypy/index.js';
import { prettierProfile } from './prettier/index.js';
import type { ToolProfile } from './profile.js';
import { pylintProfile } from './pylint/index.js';
import { pyrightProfile } from './pyright/index.js';
import { ruffProfile } from './ruff/index.js';
import { sqlfluffProfile } from './sqlfluff/index.js';
import { staticcheckProfile } from './staticcheck/index.js';
import { tscProfile } from './tsc/index.js';

export const TOOL_PROFILES: readonly ToolProfile[] = [
  tscProfile,
  eslintProfile,
  biomeProfile,
  ruffProfile,
  mypyProfile,
  pyrightProfile,
  clippyProfile,
  goVetProfile,
  clangTidyProfile,
  cmakeBuildProfile,
  prettierProfile,
  blackProfile,
  isortProfile,
  flake8Profile,
  pylintProfile,
  staticcheckProfile,
  golangciLintProfile,
  sqlfluffProfile,
];

/** The profile whose errors are read under `name` (a command's tool, as classified). */
export function diagnosticProfile(name: string): ToolProfile | undefined {
  return TOOL_PROFILES.find((p) => p.diagnosticNames?.includes(name));
}

/** The profile of the tool a command's first word starts. */
export function toolProfile(word: string): ToolProfile | undefined {
  return TOOL_PROFILES.find((p) => p.words.includes(word));
}
