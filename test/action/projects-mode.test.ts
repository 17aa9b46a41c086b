// Mode `projects`: the plan job of a monorepo workflow writes the matrix of the touched projects,
// with their artifact names for the merge job, and runs or posts nothing.
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';
import {
  inputEnv,
  pullRequestEvent,
  readOutputs,
  run,
  settingsOf,
  useFakeGitHub,
} from './harness.js';
import { fakeVerify } from './reports.js';

const github = useFakeGitHub();
afterAll(() => cleanupRepos());

const noVerify = async (): Promise<never> => {
  throw new Error('mode projects must not run verify');
};

describe('mode projects', () => {
  it('writes the matrix, the count and the expected reports of the touched projects', async () => {
    const repo = createRepo({
      'services/api/go.mod': 'module example.com/api\n\ngo 1.22\n',
      'services/api/main.go': 'package main\n',
      'web/package.json': '{"name": "web"}\n',
    });
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'pr');
    repo.write({ 'services/api/main.go': 'package main\n\nfunc main() {}\n' });
    repo.commit('pr');
    const runner = github.runner({ inputs: { mode: 'projects', 'base-ref': 'main' } });

    const result = await run(runner, noVerify, { cwd: repo.dir });
    expect(result.code).toBe(0);
    expect(readOutputs(runner.outputFile)).toEqual({
      projects: '{"include":[{"project":"services/api","artifact":"testlock-services-api"}]}',
      'project-count': '1',
      'expected-reports': 'testlock-services-api',
    });
    // The listing names the PR's paths, so it is echoed with workflow commands stopped.
    expect(result.stdout).toMatch(
      /^::stop-commands::(testlock-[0-9a-f]{32})\nprojects: 1 of 2 touched\n {2}\* services\/api \[go\]: changed: services\/api\/main\.go\n {4}web \[javascript\]: .*\nmatrix: .*\n::\1::\n$/,
    );
    expect(github.server.requests).toEqual([]);
  });
});

describe('input shard', () => {
  it('reaches verify in mode run', async () => {
    const runner = github.runner({ event: pullRequestEvent(), inputs: { shard: '3/8' } });
    const fake = fakeVerify({ passed: 2 });
    const result = await run(runner, fake.verify);
    expect(result.code).toBe(0);
    expect(fake.calls.map((call) => call.shard)).toEqual([{ index: 3, total: 8 }]);
  });

  it('is read as i/n and rejected with the input named', async () => {
    expect((await settingsOf(inputEnv({ shard: ' 2/4 ' }))).shard).toEqual({ index: 2, total: 4 });
    expect((await settingsOf(inputEnv({}))).shard).toBeNull();
    await expect(settingsOf(inputEnv({ shard: '0/4' }))).rejects.toThrow(
      `Invalid input 'shard': shard index must be from 1 to 4 (got "0/4").`,
    );
  });
});
