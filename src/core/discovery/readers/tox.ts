// Resolves a tox environment to the commands base `tox.ini` declares for it, so that a CI
// `tox -e X` line can be classified, and run directly when tox itself is not installed.
import type { IniSections } from './ini.js';

export interface ToxEnv {
  /** The commands, one per line, with tox's substitutions applied; undefined if unresolvable. */
  lines: string[] | undefined;
  /** The section the commands came from, e.g. `testenv:lint`. */
  section: string;
  /** The first substitution only tox can resolve (`{envsitepackagesdir}`), when lines is undefined. */
  unresolved?: string;
}

/** tox's own substitutions that have a plain shell meaning; anything else is unresolvable. */
function substituteTox(line: string): { line: string } | { unresolved: string } {
  let unresolved: string | undefined;
  const out = line.replace(/\{([^{}]*)\}/g, (whole, inner: string) => {
    if (inner === 'posargs') return '';
    if (inner.startsWith('posargs:')) return inner.slice('posargs:'.length);
    if (inner === 'toxinidir' || inner === 'tox_root') return '.';
    if (inner === 'envpython' || inner === 'env_python') return 'python';
    if (inner === '/') return '/';
    const env = /^env:([A-Za-z_]\w*)(?::(.*))?$/.exec(inner);
    if (env !== null) return env[2] === undefined ? `$${env[1]}` : `\${${env[1]}:-${env[2]}}`;
    unresolved ??= whole;
    return inner;
  });
  return unresolved === undefined ? { line: out.trim() } : { unresolved };
}

/** Whether a factor-conditional line (`lint: flake8`) applies to `env` (`py311-lint`). */
function factorApplies(factors: string, env: string | undefined): boolean {
  const envFactors = new Set((env ?? '').split('-'));
  return factors
    .split(',')
    .some((f) => (f.startsWith('!') ? !envFactors.has(f.slice(1)) : envFactors.has(f)));
}

function commandLines(value: string, env: string | undefined): string[] | { unresolved: string } {
  const lines: string[] = [];
  for (const raw of value.split('\n')) {
    const conditional = /^([\w!,.-]+):\s+(.*)$/.exec(raw);
    if (conditional !== null && !factorApplies(conditional[1]!, env)) continue;
    const line = substituteTox((conditional?.[2] ?? raw).replace(/^[-!]\s*/, ''));
    if ('unresolved' in line) return line;
    if (line.line !== '') lines.push(line.line);
  }
  return lines;
}

/** The commands of `env` (or of the base `[testenv]` when env is undefined). */
export function toxEnv(ini: IniSections, env: string | undefined): ToxEnv | undefined {
  const own = env === undefined ? undefined : ini.get(`testenv:${env}`)?.get('commands');
  const section = own !== undefined ? `testenv:${env}` : 'testenv';
  const value = own ?? ini.get('testenv')?.get('commands');
  if (value === undefined) return undefined;
  const lines = commandLines(value, env);
  return Array.isArray(lines)
    ? { lines, section }
    : { lines: undefined, section, unresolved: lines.unresolved };
}

/** `py{311,312}-lint` → `py311-lint`, `py312-lint` (tox's generative env names). */
function expandBraces(name: string): string[] {
  const group = /\{([^{}]*)\}/.exec(name);
  if (group === null) return [name];
  const head = name.slice(0, group.index);
  const tail = name.slice(group.index + group[0].length);
  return group[1]!.split(',').flatMap((part) => expandBraces(`${head}${part.trim()}${tail}`));
}

/** Splits an envlist at commas and newlines outside braces. */
function splitEnvList(list: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let current = '';
  for (const c of list) {
    if (c === '{') depth += 1;
    if (c === '}') depth -= 1;
    if (depth === 0 && (c === ',' || c === '\n')) {
      names.push(current.trim());
      current = '';
    } else current += c;
  }
  names.push(current.trim());
  return names.filter((n) => n !== '');
}

/** The environments a bare `tox` runs. */
export function toxEnvList(ini: IniSections): string[] {
  const list = ini.get('tox')?.get('envlist') ?? ini.get('tox')?.get('env_list') ?? '';
  return splitEnvList(list).flatMap(expandBraces);
}
