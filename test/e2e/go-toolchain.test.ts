// The machine's Go (probed with `go version`) is older than the base go.mod's `go` line: the Go
// checks are `tool-not-installed` (PARTIAL, named), not a compile failure; decided from base only.
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { parseGoVersion } from '../../src/core/discovery/levels/go-toolchain.js';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';
import { GO_CI, GO_TEST, GO_TEST_TEXT, goStack } from './helpers/go-fixture.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

const machineGo = parseGoVersion(execFileSync('go', ['version'], { encoding: 'utf8' }));
// A version no Go has reached: older than it on every machine that runs this test.
const FUTURE = '1.99';
const goMod = (version: string): string => `module example.com/ratelimit\n\ngo ${version}\n`;

function project(goLine: string) {
  const repo = createRepo({
    ...goStack.base,
    'go.mod': goMod(goLine),
    [GO_TEST]: GO_TEST_TEXT(),
    [GO_CI]: goStack.base[GO_CI]!,
  });
  repo.commit('base');
  return repo;
}

afterAll(() => {
  cleanupReports();
  cleanupRepos();
});

describe('a Go older than the base go.mod asks for', () => {
  it('probes a version on this machine', () => {
    expect(machineGo).toMatch(/^1\.\d+/);
  });

  it('honest: a comment on a go 1.99 module is PARTIAL tool-not-installed with the reason', async () => {
    const repo = project(FUTURE);
    repo.git('checkout', '-q', '-b', 'honest');
    repo.write({ 'ratelimit.go': `// Admission.\n${goStack.base['ratelimit.go']}` });
    repo.commit('honest');
    const { report } = await verifyInProcess(repo.dir, 'honest');
    expect(report.verdict).toBe('PARTIAL');
    expect(report.unverified_reason).toBe('tool-not-installed');
    const test = report.checks.find((c) => c.kind === 'test');
    expect(test?.skipped).toBe('tool-not-installed');
    expect(report.anomalies.filter((a) => a.severity === 'critical')).toEqual([]);
  }, 180_000);

  it('gaming: a PR that raises go.mod past this Go and breaks the code still FAILs', async () => {
    const repo = project('1.19');
    repo.git('checkout', '-q', '-b', 'gamed');
    repo.write({
      'go.mod': goMod(FUTURE),
      'ratelimit.go': goStack.branches.broken!.write!['ratelimit.go']!,
    });
    repo.commit('gamed');
    const { report } = await verifyInProcess(repo.dir, 'gamed');
    expect(report.verdict).toBe('FAIL');
    expect(report.checks.find((c) => c.kind === 'test')?.skipped).toBeNull();
  }, 180_000);
});
