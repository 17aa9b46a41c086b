// Follows `nox` into the base noxfile.py: the literal `session.run(...)` calls of the sessions
// it runs (`-s`, else every session) are walked like recipe lines, so a script a session runs
// (`session.run("python", "tools/run_tests.py")`) is harness.
import { optionValues, sessionNamed } from '../commands/python-runners.js';
import { inDir } from '../paths.js';
import { parseNoxfile } from '../readers/nox.js';
import { atBase, type FollowContext, type Follower } from './follow-types.js';

export function followNox(f: Follower, args: readonly string[], ctx: FollowContext): void {
  const path = inDir(ctx.cwd, 'noxfile.py');
  if (!atBase(f.tree, path)) return;
  const text = f.text(path);
  if (text === undefined) return;
  const sessions = parseNoxfile(text);
  const named = optionValues(args, ['-s', '--session', '--sessions', '-e']);
  const chosen = named === undefined ? sessions : named.map((n) => sessionNamed(sessions, n));
  for (const session of chosen) {
    if (session === undefined || !f.once(`${path} session ${session.name}`)) continue;
    const inner = {
      ...ctx,
      via: [...ctx.via, `${path} session ${session.name}`],
      depth: ctx.depth + 1,
    };
    for (const call of session.calls) if (call.words !== undefined) f.command(call.words, inner);
  }
}
