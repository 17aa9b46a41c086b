// The Python manifest level of discovery: pytest, mypy, pyright, ruff and flake8 as configured
// in pyproject.toml, setup.cfg, tox.ini and their own config files, run through uv or poetry
// when the project's lockfile says so.

import type { CheckKind } from '../../model/check.js';
import { isRecord } from '../../text/is-record.js';
import type { ClassifyEnv } from '../commands/classify-types.js';
import { inDir, selfAndAncestors } from '../paths.js';
import type { ProjectFiles } from '../readers/project-files.js';
import { toxEnv } from '../readers/tox.js';
import type { Candidate } from './candidate.js';
import type { ByKind } from './ci-checks.js';

/** Where a tool's configuration was found, and the command it implies. */
interface Declared {
  source: string;
  command: string;
}

/** `uv run` / `poetry run` / `pdm run` as the nearest lockfile says, else nothing. */
export function pythonRunner(files: ProjectFiles, dir: string): string {
  for (const d of selfAndAncestors(dir)) {
    if (files.has(inDir(d, 'uv.lock'))) return 'uv run ';
    if (files.has(inDir(d, 'poetry.lock'))) return 'poetry run ';
    if (files.has(inDir(d, 'pdm.lock'))) return 'pdm run ';
  }
  return '';
}

function tool(
  pyproject: Record<string, unknown> | undefined,
  name: string,
): Record<string, unknown> | undefined {
  const tools = isRecord(pyproject?.tool) ? pyproject.tool : undefined;
  const section = tools?.[name];
  return isRecord(section) ? section : undefined;
}

/** `mypy` alone fails without configured targets; `mypy .` checks the project directory. */
function mypyCommand(configured: boolean): string {
  return configured ? 'mypy' : 'mypy .';
}

function declarations(files: ProjectFiles, dir: string): Record<CheckKind, Declared[]> {
  const at = (name: string): string => inDir(dir, name);
  const pyproject = files.toml(at('pyproject.toml'));
  const setupCfg = files.ini(at('setup.cfg'));
  const toxIni = files.ini(at('tox.ini'));
  const mypyIni = files.ini(at('mypy.ini')) ?? files.ini(at('.mypy.ini'));
  const pytestTool = tool(pyproject, 'pytest');
  const mypyTool = tool(pyproject, 'mypy');
  const mypySection = mypyIni?.get('mypy') ?? setupCfg?.get('mypy');
  const toxTest = toxIni === undefined ? undefined : toxEnv(toxIni, undefined);
  const out: Record<CheckKind, Declared[]> = { test: [], typecheck: [], lint: [] };
  if (pytestTool !== undefined) {
    const key = isRecord(pytestTool.ini_options) ? 'tool.pytest.ini_options' : 'tool.pytest';
    out.test.push({ source: `${at('pyproject.toml')} [${key}]`, command: 'pytest' });
  }
  if (files.has(at('pytest.ini'))) out.test.push({ source: at('pytest.ini'), command: 'pytest' });
  if (setupCfg?.has('tool:pytest'))
    out.test.push({ source: `${at('setup.cfg')} [tool:pytest]`, command: 'pytest' });
  if (toxIni?.has('pytest'))
    out.test.push({ source: `${at('tox.ini')} [pytest]`, command: 'pytest' });
  if (toxTest?.lines !== undefined && toxTest.lines.length > 0) {
    out.test.push({
      source: `${at('tox.ini')} [testenv] commands`,
      command: toxTest.lines.join('\n'),
    });
  }
  if (mypyTool !== undefined) {
    const configured = ['files', 'packages', 'modules'].some((k) => k in mypyTool);
    out.typecheck.push({
      source: `${at('pyproject.toml')} [tool.mypy]`,
      command: mypyCommand(configured),
    });
  }
  if (mypySection !== undefined) {
    const file =
      mypyIni !== undefined ? (files.has(at('mypy.ini')) ? 'mypy.ini' : '.mypy.ini') : 'setup.cfg';
    out.typecheck.push({
      source: `${at(file)} [mypy]`,
      command: mypyCommand(mypySection.has('files')),
    });
  }
  if (tool(pyproject, 'pyright') !== undefined)
    out.typecheck.push({ source: `${at('pyproject.toml')} [tool.pyright]`, command: 'pyright' });
  if (files.has(at('pyrightconfig.json')))
    out.typecheck.push({ source: at('pyrightconfig.json'), command: 'pyright' });
  if (tool(pyproject, 'ruff') !== undefined)
    out.lint.push({ source: `${at('pyproject.toml')} [tool.ruff]`, command: 'ruff check .' });
  for (const name of ['ruff.toml', '.ruff.toml'])
    if (files.has(at(name))) out.lint.push({ source: at(name), command: 'ruff check .' });
  if (setupCfg?.has('flake8'))
    out.lint.push({ source: `${at('setup.cfg')} [flake8]`, command: 'flake8' });
  if (toxIni?.has('flake8'))
    out.lint.push({ source: `${at('tox.ini')} [flake8]`, command: 'flake8' });
  if (files.has(at('.flake8'))) out.lint.push({ source: at('.flake8'), command: 'flake8' });
  return out;
}

export function pythonManifestChecks(env: ClassifyEnv): ByKind {
  const runner = pythonRunner(env.files, env.dir);
  const declared = declarations(env.files, env.dir);
  const found: ByKind = {};
  for (const kind of ['test', 'typecheck', 'lint'] as const) {
    const first = declared[kind][0];
    if (first === undefined) continue;
    // tox commands are already whole command lines: no runner prefix.
    const fromTox = first.source.endsWith('[testenv] commands');
    const candidate: Candidate = {
      kind,
      script: fromTox ? first.command : `${runner}${first.command}`,
      source: first.source,
      cwd: env.dir,
      env: {},
    };
    found[kind] = candidate;
  }
  return found;
}
