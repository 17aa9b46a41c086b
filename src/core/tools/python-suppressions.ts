// The suppression comments Python's checkers share (PEP 484's `# type: ignore`, flake8's `# noqa`),
// read by more than one tool's profile.
import type { SuppressionForm } from './profile.js';

const PY = ['py', 'pyi'];

/** `# type: ignore` and `# type: ignore[code, ...]` (PEP 484; mypy and pyright honour it). */
export const TYPE_IGNORE: SuppressionForm = {
  label: '# type: ignore',
  extensions: PY,
  re: /#\s*type:\s*ignore(?:\[[^\]]*\])?/,
  in: 'comment',
  scope: 'line',
};

/** `@no_type_check` (PEP 484): the checker skips the function's or class's body. */
export const NO_TYPE_CHECK: SuppressionForm = {
  label: '@no_type_check',
  extensions: PY,
  re: /@(?:typing\.)?no_type_check\b/,
  in: 'code',
  scope: 'line',
};

/** `# noqa` and `# noqa: E501,F401` on the line it silences (flake8's form; ruff honours it). */
export const NOQA: SuppressionForm = {
  label: '# noqa',
  extensions: PY,
  re: /#\s*noqa(?::\s*[A-Za-z]+[0-9]*(?:[\s,]+[A-Za-z]+[0-9]*)*)?/i,
  in: 'comment',
  scope: 'line',
};

/** `# flake8: noqa`: the whole file. */
export const FLAKE8_FILE_NOQA: SuppressionForm = {
  label: '# flake8: noqa',
  extensions: PY,
  re: /#\s*flake8\s*:\s*noqa\b(?::\s*[A-Za-z0-9,\s]*)?/i,
  in: 'comment',
  scope: 'file',
};

/**
 * Layout-only rules of the pycodestyle family: line length, trailing whitespace, blank lines (a
 * stripped line may end or stand blank where its comment was).
 */
export const PYCODESTYLE_LAYOUT = /^(?:E501|W505|W291|W293|W391|E30[1-6])\b/;

/** The `.pyi` stub beside a `.py` module, which a type checker reads instead of the module. */
export const PYTHON_STUBS = { stub: 'pyi', module: 'py' } as const;

/**
 * pyflakes' rules on what nothing uses: an unused import (kept as a re-export), an unused local or
 * argument. Not F811 (a redefinition: the second definition is the one that runs).
 */
export const PYFLAKES_UNUSED = /^(?:F401|F841|ARG00[1-5])\b/;
