// Follows `tox` into the base tox.ini: the commands of the environments it runs (`-e`, else the
// envlist) are walked like a recipe, with the variables their `setenv` gives them, so a script
// they run (`{envpython} tools/run_tests.py`) or a plugin a variable names is harness.
import { optionValues } from '../commands/python-runners.js';
import { joinDir } from '../paths.js';
import { parseIni } from '../readers/ini.js';
import { toxEnv, toxEnvList } from '../readers/tox.js';
import { withEnvironment } from './follow-environment.js';
import { atBase, type FollowContext, type Follower } from './follow-types.js';

/** `NAME = value` lines of a `setenv`; a value with a tox substitution other than the root is left out. */
export function toxSetenv(value: string | undefined): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of (value ?? '').split('\n')) {
    const m = /^([A-Za-z_]\w*)\s*=\s*(.*)$/.exec(line.trim());
    if (m === null) continue;
    const text = (m[2] as string).replace(/\{(?:toxinidir|tox_root)\}/g, '.');
    if (!text.includes('{')) env[m[1] as string] = text;
  }
  return env;
}

export function followTox(f: Follower, args: readonly string[], ctx: FollowContext): void {
  const path = joinDir(ctx.cwd, optionValues(args, ['-c', '--conf'])?.[0] ?? 'tox.ini');
  if (path === null || !atBase(f.tree, path)) return;
  const text = f.text(path);
  if (text === undefined) return;
  const ini = parseIni(text);
  const named = optionValues(args, ['-e', '--env']) ?? toxEnvList(ini);
  for (const name of named.length > 0 ? named : [undefined]) {
    const found = toxEnv(ini, name);
    if (found === undefined || !f.once(`${path} [${found.section}]`)) continue;
    const setenv = {
      ...toxSetenv(ini.get('testenv')?.get('setenv')),
      ...toxSetenv(ini.get(found.section)?.get('setenv')),
    };
    const inner = withEnvironment(f, setenv, {
      ...ctx,
      via: [...ctx.via, `${path} [${found.section}] commands`],
      depth: ctx.depth + 1,
    });
    for (const line of found.lines ?? []) f.script(line, inner);
  }
}
