// A GOPATH-era Go project (pkg/errors' shape: Go files, no go.mod) on this machine's Go, which
// needs a module: the Go checks are skipped `tool-not-installed` with the reason named (PARTIAL),
// not a FAIL on "go.mod file not found"; a PR that deletes the base go.mod still runs and FAILs.
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { parseGoVersion } from '../../src/core/discovery/levels/go-toolchain.js';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';
import { GO_CI, GO_TEST, GO_TEST_TEXT, goStack } from './helpers/go-fixture.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

const machineGo = parseGoVersion(execFileSync('go', ['version'], { encoding: 'utf8' })) ?? '';
const moduleSetting = execFileSync('go', ['env', 'GO111MODULE'], { encoding: 'utf8' }).trim();
// Module mode is the default from Go 1.16 on; GO111MODULE=off or auto would build it.
const needsModule =
  moduleSetting === 'on' || (moduleSetting === '' && Number(machineGo.split('.')[1] ?? 0) >= 16);

function project(files: Record<string, string>) {
  const repo = createRepo({
    'ratelimit.go': goStack.base['ratelimit.go']!,
    [GO_TEST]: GO_TEST_TEXT(),
    [GO_CI]: goStack.base[GO_CI]!,
    ...files,
  });
  repo.commit('base');
  return repo;
}

afterAll(() => {
  cleanupReports();
  cleanupRepos();
});

describe.runIf(needsModule)('a GOPATH-era Go project on a Go that needs a module', () => {
  it('honest: a comment is PARTIAL tool-not-installed, the reason named, nothing failed', async () => {
    const repo = project({});
    repo.git('checkout', '-q', '-b', 'honest');
    repo.write({ 'ratelimit.go': `// Admission.\n${goStack.base['ratelimit.go']}` });
    repo.commit('honest');
    const { report } = await verifyInProcess(repo.dir, 'honest');
    expect(report.verdict).toBe('PARTIAL');
    expect(report.unverified_reason).toBe('tool-not-installed');
    const test = report.checks.find((c) => c.kind === 'test');
    expect(test?.skipped).toBe('tool-not-installed');
    expect(test?.reason).toContain(`no go.mod: GOPATH-mode project, go${machineGo} needs a module`);
    expect(report.checks.every((c) => c.exitCode === null)).toBe(true);
    expect(report.anomalies.filter((a) => a.severity === 'critical')).toEqual([]);
  }, 180_000);

  it('gaming: a PR that deletes the base go.mod and breaks the code still runs and FAILs', async () => {
    const repo = project({ 'go.mod': 'module example.com/ratelimit\n\ngo 1.16\n' });
    repo.git('checkout', '-q', '-b', 'gamed');
    repo.git('rm', '-q', 'go.mod');
    repo.write({ 'ratelimit.go': goStack.branches.broken!.write!['ratelimit.go']! });
    repo.commit('gamed');
    const { report } = await verifyInProcess(repo.dir, 'gamed');
    expect(report.verdict).toBe('FAIL');
    expect(report.checks.find((c) => c.kind === 'test')?.skipped).toBeNull();
  }, 180_000);
});
