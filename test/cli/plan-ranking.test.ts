// `testlock plan` shows why a CI candidate was taken over others (the ranking's reason), next
// to where it was found, on a real temporary repository.
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';

afterAll(() => cleanupRepos());

describe('plan: the ranking reason', () => {
  it('names the fuzzing workflow the test workflow was ranked over', async () => {
    const repo = createRepo({
      'go.mod': 'module example.com/parse\n\ngo 1.19\n',
      'parse.go': 'package parse\n\nfunc Parse() int { return 1 }\n',
      Makefile: 'fuzz:\n\tgo test -fuzz=FuzzParse -fuzztime=49s ./...\n',
      '.github/workflows/fuzz.yml':
        'on: pull_request\njobs:\n  fuzz:\n    runs-on: ubuntu-latest\n    steps:\n      - run: make fuzz\n',
      '.github/workflows/test.yml':
        'on: pull_request\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: go test ./...\n',
    });
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'pr');
    repo.write({
      'parse.go': 'package parse\n\n// Parse parses.\nfunc Parse() int { return 1 }\n',
    });
    repo.commit('pr');
    const run = await cli(['plan', '--base', 'main'], repo.dir);
    expect(run.code).toBe(0);
    const line = run.stdout.split('\n').find((l) => l.trim().startsWith('test ')) ?? '';
    expect(line).toContain('go test ./...  <- .github/workflows/test.yml jobs.test.steps[0]');
    expect(line).toContain(
      '(ranked first of 2 CI candidates (runs on pull_request); next: .github/workflows/fuzz.yml jobs.fuzz.steps[0] (runs on pull_request, fuzzing))',
    );
  });
});
