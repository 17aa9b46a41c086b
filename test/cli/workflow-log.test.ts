// The CLI in a GitHub Actions step: it prints the pull request's paths (and test names, messages)
// and the runner reads workflow commands from that output, the legacy `##[…]` anywhere in a line.
// On a runner (GITHUB_ACTIONS=true) the output goes out with commands stopped; elsewhere it is
// left as it is.
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';
import { hostEnv } from '../helpers/host-env.js';
import { issuedCommands } from '../helpers/runner-commands.js';

afterAll(() => cleanupRepos());

/** `testlock plan` with stdout and stderr in one stream, in the order the runner reads them. */
async function plan(env: Record<string, string | undefined>): Promise<string> {
  const repo = createRepo({ 'tests/test_a.py': 'def test_a():\n    assert 1\n' });
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  repo.write({
    'tests/test_a.py': 'def test_a():\n    assert 0\n',
    'tests/##[warning]PWNED.py': 'x = 1\n',
    'src/::error::PWNED.py': 'y = 1\n',
  });
  repo.commit('pr');
  let text = '';
  const both = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  const code = await runCli(['plan', '--base', 'main'], {
    cwd: repo.dir,
    stdout: both,
    stderr: both,
    env,
  });
  expect(code).toBe(0);
  return text;
}

describe('the CLI on a runner', () => {
  it('gaming: a path the PR chose issues no workflow command (commands stopped around it all)', async () => {
    const log = await plan({ ...hostEnv(), GITHUB_ACTIONS: 'true' });
    expect(log).toContain('##[warning]PWNED');
    const commands = issuedCommands(log).map((c) => c.name);
    expect(commands).toEqual(['stop-commands', 'resume']);
  });

  it('honest: off a runner the output is left as it is (and the control finds the payload)', async () => {
    const log = await plan(hostEnv());
    expect(log).not.toContain('::stop-commands::');
    expect(issuedCommands(log).some((c) => c.data.startsWith('PWNED'))).toBe(true);
  });
});
