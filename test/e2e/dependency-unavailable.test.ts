// A project whose dependency cannot be downloaded on this machine (issue 12): the real go, cargo
// and npx stop before any test runs, so the verdict is PARTIAL naming the dependency, never a
// FAIL about code nobody tested; a PR that only prints such lines while its code fails stays FAIL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/core/model/report.js';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';
import { GO_TEST, GO_TEST_TEXT, goStack } from './helpers/go-fixture.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

// A module path no proxy or cache will ever hold.
const ABSENT = 'example.invalid/unreachable';
const REQUIRE = `require ${ABSENT} v1.0.0\n`;
const GO_SUM = `${ABSENT} v1.0.0 h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n${ABSENT} v1.0.0/go.mod h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n`;
const USES_IT = `package ratelimit\n\nimport _ "${ABSENT}/pkg"\n`;
const GO_MOD = 'module example.com/ratelimit\n\ngo 1.19\n';
// The machine as CI leaves it without a network: no proxy, and go may resolve modules.
const OFFLINE_GO = { ...process.env, GOPROXY: 'off', GOFLAGS: '-mod=mod' };

const BROKEN = goStack.branches.broken?.write?.['ratelimit.go'] ?? '';

/** The fake go lines an init() prints to stderr before exiting 1. */
const FAKE_INIT = `package ratelimit

import (
	"fmt"
	"os"
)

func init() {
	fmt.Fprintln(os.Stderr, "go: downloading ${ABSENT} v1.0.0")
	fmt.Fprintln(os.Stderr, "deps.go:3:8: module lookup disabled by GOPROXY=off")
	os.Exit(1)
}
`;

function goProject(withDependency: boolean): TempRepo {
  const repo = createRepo({
    'go.mod': GO_MOD + (withDependency ? `\n${REQUIRE}` : ''),
    ...(withDependency ? { 'go.sum': GO_SUM, 'deps.go': USES_IT } : {}),
    'ratelimit.go': goStack.base['ratelimit.go'] ?? '',
    [GO_TEST]: GO_TEST_TEXT(),
  });
  repo.commit('base');
  return repo;
}

function testCheck(report: Report) {
  return report.checks.find((c) => c.kind === 'test');
}

// An npm cache of its own: npx's cache of this machine must not hold the absent tool.
const npmCache = mkdtempSync(join(tmpdir(), 'testlock-npm-cache-'));

afterAll(() => {
  cleanupReports();
  cleanupRepos();
  rmSync(npmCache, { recursive: true, force: true });
});

describe('go: a required module that cannot be downloaded', () => {
  it('honest: a comment on a module whose base requires an absent module is PARTIAL, named', async () => {
    const repo = goProject(true);
    repo.git('checkout', '-q', '-b', 'honest');
    repo.write({ 'ratelimit.go': `// Admission.\n${goStack.base['ratelimit.go']}` });
    repo.commit('honest');
    const { report, code } = await verifyInProcess(repo.dir, 'honest', [], OFFLINE_GO);
    expect(report.verdict).toBe('PARTIAL');
    expect(code).toBe(1);
    expect(report.unverified_reason).toBe('tool-not-installed');
    expect(testCheck(report)?.skipped).toBe('tool-not-installed');
    expect(testCheck(report)?.summary).toContain(
      `module ${ABSENT} v1.0.0 cannot be downloaded here`,
    );
    expect(testCheck(report)?.summary).not.toContain('added by the PR');
    expect(report.summary).toContain(
      `tests could not run: dependency unavailable: module ${ABSENT}`,
    );
    expect(report.type_check_clean).toBeNull();
    expect(report.anomalies.filter((a) => a.severity === 'critical')).toEqual([]);
  }, 180_000);

  it("gaming: the PR's code prints the go lines from init() and exits 1: FAIL", async () => {
    const repo = goProject(false);
    repo.git('checkout', '-q', '-b', 'gamed');
    repo.write({ 'ratelimit.go': BROKEN, 'fake.go': FAKE_INIT });
    repo.commit('gamed');
    const { report } = await verifyInProcess(repo.dir, 'gamed', [], OFFLINE_GO);
    expect(report.verdict).toBe('FAIL');
    expect(testCheck(report)?.skipped).toBeNull();
  }, 180_000);

  it('gaming: a PR that breaks the code and adds an absent module is PARTIAL (added by the PR), never PASS', async () => {
    const repo = goProject(false);
    repo.git('checkout', '-q', '-b', 'adds');
    repo.write({
      'go.mod': `${GO_MOD}\n${REQUIRE}`,
      'go.sum': GO_SUM,
      'deps.go': USES_IT,
      'ratelimit.go': BROKEN,
    });
    repo.commit('adds');
    const { report, code } = await verifyInProcess(repo.dir, 'adds', [], OFFLINE_GO);
    expect(report.verdict).toBe('PARTIAL');
    expect(code).toBe(1);
    expect(testCheck(report)?.summary).toContain(
      `module ${ABSENT} v1.0.0 cannot be downloaded here, added by the PR`,
    );
  }, 180_000);

  it('gaming: a PR that bumps a base module to another absent version and breaks the code: PARTIAL, changed by the PR', async () => {
    const repo = goProject(true);
    repo.git('checkout', '-q', '-b', 'bumps');
    repo.write({
      'go.mod': `${GO_MOD}\n${REQUIRE.replace('v1.0.0', 'v1.0.1')}`,
      'go.sum': GO_SUM.replaceAll('v1.0.0', 'v1.0.1'),
      'ratelimit.go': BROKEN,
    });
    repo.commit('bumps');
    const { report } = await verifyInProcess(repo.dir, 'bumps', [], OFFLINE_GO);
    expect(report.verdict).toBe('PARTIAL');
    expect(testCheck(report)?.summary).toContain(
      `module ${ABSENT} v1.0.1 cannot be downloaded here, changed by the PR`,
    );
  }, 180_000);
});

const CARGO_TOML = (deps: string): string =>
  `[package]\nname = "ratelimit"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\n${deps}`;
const LIB = (body: string): string => `pub fn burst(requests: u32, limit: u32) -> u32 {
    ${body}
}

#[cfg(test)]
mod tests {
    #[test]
    fn burst_at_boundary() {
        assert_eq!(super::burst(150, 100), 100);
    }
}
`;
const OFFLINE_CARGO = { ...process.env, CARGO_NET_OFFLINE: 'true' };

describe('cargo: a crates.io dependency offline, not in the local registry', () => {
  it('honest: a comment on a crate that depends on itoa is PARTIAL, named', async () => {
    const repo = createRepo({
      'Cargo.toml': CARGO_TOML('itoa = "1.0"\n'),
      'src/lib.rs': LIB('requests.min(limit)'),
    });
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'honest');
    repo.write({ 'src/lib.rs': `// Admission.\n${LIB('requests.min(limit)')}` });
    repo.commit('honest');
    const { report } = await verifyInProcess(repo.dir, 'honest', [], OFFLINE_CARGO);
    expect(report.verdict).toBe('PARTIAL');
    expect(report.unverified_reason).toBe('tool-not-installed');
    expect(testCheck(report)?.summary).toContain(
      'dependency unavailable: crate itoa cannot be downloaded here',
    );
  }, 300_000);

  it("gaming: the PR's code prints cargo's block to stderr while its test fails: FAIL", async () => {
    const repo = createRepo({
      'Cargo.toml': CARGO_TOML(''),
      'src/lib.rs': LIB('requests.min(limit)'),
    });
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'gamed');
    const fake =
      'eprintln!("error: failed to get `itoa` as a dependency of package `ratelimit v0.1.0 (/tmp/x)`\\n\\nCaused by:\\n  [6] Could not resolve hostname (Could not resolve host: index.crates.io)");\n    requests';
    repo.write({ 'src/lib.rs': LIB(fake) });
    repo.commit('gamed');
    const { report } = await verifyInProcess(repo.dir, 'gamed', [], OFFLINE_CARGO);
    expect(report.verdict).toBe('FAIL');
    expect(testCheck(report)?.skipped).toBeNull();
    expect(report.tests_failed).toBe(1);
  }, 300_000);
});

// The registry unreachable, npm failing at once rather than retrying for a minute.
const OFFLINE_NPM = {
  ...process.env,
  npm_config_registry: 'http://127.0.0.1:9/',
  npm_config_fetch_retries: '0',
};
const NODE_TEST = `const { test } = require('node:test');
const assert = require('node:assert');
const { burst } = require('../src/limits.js');

test('burst at boundary', () => {
  assert.strictEqual(burst(150, 100), 100);
});
`;
const LIMITS = (body: string): string => `exports.burst = (requests, limit) => {\n  ${body}\n};\n`;
const packageJson = (test: string): string =>
  `${JSON.stringify({ name: 'limits', version: '1.0.0', scripts: { test } }, null, 2)}\n`;

describe('npm: a tool npx must fetch from an unreachable registry', () => {
  it('honest: the base test script runs `npx -y` of a tool not installed: PARTIAL, named', async () => {
    const repo = createRepo({
      'package.json': packageJson('npx -y testlock-absent-runner@1.0.0 test/'),
      'src/limits.js': LIMITS('return Math.min(requests, limit);'),
      'test/limits.test.js': NODE_TEST,
    });
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'honest');
    repo.write({
      'src/limits.js': `// Admission.\n${LIMITS('return Math.min(requests, limit);')}`,
    });
    repo.commit('honest');
    const env = { ...OFFLINE_NPM, npm_config_cache: npmCache };
    const { report } = await verifyInProcess(repo.dir, 'honest', [], env);
    expect(report.verdict).toBe('PARTIAL');
    expect(report.unverified_reason).toBe('tool-not-installed');
    expect(testCheck(report)?.summary).toContain(
      'dependency unavailable: npm package testlock-absent-runner cannot be downloaded here',
    );
  }, 180_000);

  it("gaming: the PR's code prints npm's lines to stderr while its test fails: FAIL", async () => {
    const repo = createRepo({
      'package.json': packageJson('node --test test/'),
      'src/limits.js': LIMITS('return Math.min(requests, limit);'),
      'test/limits.test.js': NODE_TEST,
    });
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'gamed');
    const fake = [
      "process.stderr.write('npm error code ENOTFOUND\\n');",
      "process.stderr.write('npm error network request to http://nosuch.invalid/x failed, reason: getaddrinfo ENOTFOUND nosuch.invalid\\n');",
      'return requests;',
    ].join('\n  ');
    repo.write({ 'src/limits.js': LIMITS(fake) });
    repo.commit('gamed');
    const { report } = await verifyInProcess(repo.dir, 'gamed', [], OFFLINE_NPM);
    expect(report.verdict).toBe('FAIL');
    expect(testCheck(report)?.skipped).toBeNull();
  }, 180_000);
});
