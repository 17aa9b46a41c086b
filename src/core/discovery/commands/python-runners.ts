// Sees through tox and nox: an environment or session is classified by the commands base
// tox.ini / noxfile.py declare for it, which also replace the wrapper when it is not installed.

import { inDir } from '../paths.js';
import type { NoxSession } from '../readers/nox.js';
import { type ToxEnv, toxEnv, toxEnvList } from '../readers/tox.js';
import type { Classifier, ClassifyEnv, LineClass, Replacement } from './classify-types.js';
import type { ExecTarget } from './exec-runners.js';
import { isCheckKind, kindFromName, type LineKind, strongest } from './kinds.js';

/** Values of `flags` in args (`-e a,b`, `-ea`, `--env=a`), split at commas. */
export function optionValues(
  args: readonly string[],
  flags: readonly string[],
): string[] | undefined {
  const values: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    for (const flag of flags) {
      if (arg === flag) values.push(...(args[i + 1] ?? '').split(','));
      else if (arg.startsWith(`${flag}=`)) values.push(...arg.slice(flag.length + 1).split(','));
      else if (flag.length === 2 && arg.startsWith(flag) && !arg.startsWith('--'))
        values.push(...arg.slice(2).split(','));
    }
  }
  return values.length > 0 ? values.filter((v) => v !== '') : undefined;
}

function envKind(commandKind: LineKind, name: string | undefined): LineKind {
  if (isCheckKind(commandKind)) return commandKind;
  const byName = name === undefined ? undefined : kindFromName(name);
  return byName !== undefined && byName !== 'other' ? byName : 'test';
}

/**
 * `tox [-e envs]`: test unless the environments' commands (or names) say otherwise. Where tox
 * cannot run here (not installed, nor the runner that fetches it: `uvx tox`), the environments'
 * own commands from base run instead when every one resolves; else the check needs tox and says
 * why it is not replaced (`unresolvable`): a lighter command (plain `pytest`) never runs instead.
 */
export function tox(
  args: readonly string[],
  env: ClassifyEnv,
  depth: number,
  c: Classifier,
  startedBy?: ExecTarget,
): LineClass {
  const path = inDir(env.dir, 'tox.ini');
  const ini = env.files.ini(path);
  const named = optionValues(args, ['-e', '--env']);
  const available = startedBy?.fetches ? env.isInstalled(startedBy.runner) : env.isInstalled('tox');
  if (ini === undefined) {
    const kind = strongest((named ?? ['test']).map((n) => envKind('other', n)));
    return available ? { kind } : unrunnable(kind, startedBy, `${path} is not at base`);
  }
  const envs = named ?? toxEnvList(ini);
  const kinds = (envs.length > 0 ? envs : [undefined]).map((name) => {
    const lines = toxEnv(ini, name)?.lines ?? [];
    return envKind(strongest(lines.map((l) => c.script(l, env, depth + 1))), name);
  });
  const result: LineClass = { kind: strongest(kinds) };
  if (available) return result;
  const resolved = (named ?? [undefined]).map((name) => toxEnv(ini, name));
  const lines = resolved.flatMap((r) => r?.lines ?? []);
  if (lines.length > 0 && resolved.every((r) => r?.lines !== undefined)) {
    const sections = resolved.map((r) => `[${r!.section}]`).join(' ');
    result.replacement = {
      lines,
      script: lines.join('\n'),
      source: `${path} ${sections} commands`,
    };
    return result;
  }
  return unrunnable(result.kind, startedBy, whyUnresolved(path, named ?? [undefined], resolved));
}

/** Why the environments' commands cannot stand in for tox. */
function whyUnresolved(
  path: string,
  names: readonly (string | undefined)[],
  resolved: readonly (ToxEnv | undefined)[],
): string {
  for (const [i, r] of resolved.entries()) {
    const name = names[i] ?? 'the default environment';
    if (r === undefined) return `${path} declares no commands for ${name}`;
    if (r.unresolved !== undefined)
      return `${path} [${r.section}] commands use ${r.unresolved}, which only tox resolves`;
  }
  return `${path} declares no commands for ${names.join(', ')}`;
}

/** A tox line that cannot run here: it needs what starts tox, and says why nothing replaces it. */
function unrunnable(kind: LineKind, startedBy: ExecTarget | undefined, why: string): LineClass {
  const needs = startedBy?.fetches ? startedBy.runner : 'tox';
  return {
    kind,
    requires: [needs],
    unrunnable: `${why}: not run without ${needs}, never replaced by a lighter command`,
  };
}

/** The session a `-s` name picks: its own name, or a parametrised or versioned form of it. */
export function sessionNamed(
  sessions: readonly NoxSession[],
  name: string,
): NoxSession | undefined {
  const bare = name.replace(/-\d+(\.\d+)*$/, '').replace(/\(.*\)$/, '');
  return sessions.find((s) => s.name === name || s.name === bare);
}

/** `nox [-s sessions]`: classified by the sessions' `session.run(...)` calls, else by name. */
export function nox(
  args: readonly string[],
  env: ClassifyEnv,
  depth: number,
  c: Classifier,
  startedBy?: ExecTarget,
): LineClass {
  const sessions = env.files.noxfile(env.dir);
  const named = optionValues(args, ['-s', '--session', '--sessions', '-e']);
  if (sessions === undefined)
    return { kind: strongest((named ?? ['test']).map((n) => envKind('other', n))) };
  const chosen = named === undefined ? sessions : named.map((n) => sessionNamed(sessions, n));
  const kinds = chosen.map((s, i) => {
    const calls = s?.calls ?? [];
    const kind = strongest(
      calls.map((call) =>
        call.words === undefined ? 'other' : c.words(call.words, env, depth + 1).kind,
      ),
    );
    return envKind(kind, s?.name ?? named?.[i]);
  });
  const result: LineClass = { kind: strongest(kinds) };
  const only = chosen.length === 1 ? chosen[0] : undefined;
  const call = only?.calls.length === 1 ? only.calls[0] : undefined;
  const available = startedBy?.fetches ? env.isInstalled(startedBy.runner) : env.isInstalled('nox');
  if (!available && call?.words !== undefined) {
    const replacement: Replacement = {
      argv: call.words,
      script: call.text,
      source: `${inDir(env.dir, 'noxfile.py')} session ${only!.name}`,
    };
    result.replacement = replacement;
  }
  return result;
}
