// A check whose tool stopped because a dependency could not be downloaded is not evidence about
// the PR (issue 12); table-driven over real go and cargo output (fixtures/dependency/README.md)
// and over what a gaming run prints to look like one.
import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../../../../src/core/model/check.js';
import type { CheckOutcome } from '../../../../src/core/model/outcome.js';
import { detectConsole } from '../../../../src/core/results/console/detect-console.js';
import type { DependencyClaim } from '../../../../src/core/results/dependency/claim.js';
import {
  type DependencyFacts,
  dependencyClaims,
  judgeClaims,
  markUnavailable,
} from '../../../../src/core/results/dependency/unavailable-dependency.js';
import { parseGoTestJson } from '../../../../src/core/results/go-json/parse-go-test-json.js';
import { failedResult } from '../../../builders/verdict-input.js';
import { fixture } from '../fixture.js';

const LRU = 'github.com/hashicorp/golang-lru/v2';

/** A failed check as run-checks leaves it: the parsers have read what it printed. */
function failedCheck(
  script: string,
  stdout: string,
  stderr: string,
  fields: Partial<CheckResult> = {},
): CheckOutcome {
  const [command = '', ...args] = script.split(' ');
  const result = failedResult('test', { command, args, script, stdout, stderr, ...fields });
  const goJson = script.startsWith('go test');
  const tests = goJson
    ? parseGoTestJson(`${stdout}\n${stderr}`)
    : (detectConsole(`${stdout}\n${stderr}`)?.tests ?? null);
  return { result, tests };
}

const dep = (name: string): string => fixture(`dependency/${name}`);

describe('dependencyClaims: the tool stopped before anything ran', () => {
  const honest: Array<[string, CheckOutcome, string, string | null]> = [
    [
      'GOPROXY=off (go test -json)',
      failedCheck('go test ./...', '', dep('go-proxy-off.stderr')),
      LRU,
      'v2.0.7',
    ],
    [
      'no DNS for proxy.golang.org',
      failedCheck('go test ./...', '', dep('go-no-such-host.stderr')),
      LRU,
      'v2.0.7',
    ],
    [
      'proxy refuses the connection',
      failedCheck('go test ./...', '', dep('go-refused.stderr')),
      LRU,
      'v2.0.7',
    ],
    [
      'module graph with GOFLAGS=-mod=mod, GOPROXY=off',
      failedCheck('go test ./...', '', dep('go-graph-proxy-off.stderr')),
      'github.com/pkg/errors',
      'v0.9.1',
    ],
    [
      'go build of the typecheck',
      failedCheck('go build ./...', '', dep('go-build-proxy-off.stderr'), { kind: 'typecheck' }),
      LRU,
      'v2.0.7',
    ],
    [
      'through make',
      failedCheck(
        'make test',
        'go test ./...\n',
        `${dep('go-proxy-off.stderr')}make: *** [Makefile:2: test] Error 1\n`,
      ),
      LRU,
      'v2.0.7',
    ],
    [
      'crates.io unreachable',
      failedCheck('cargo test', '', dep('cargo-no-such-host.stderr')),
      'itoa',
      null,
    ],
    [
      'CARGO_NET_OFFLINE=true',
      failedCheck('cargo test', '', dep('cargo-offline.stderr')),
      'itoa',
      null,
    ],
    [
      'cargo --offline',
      failedCheck('cargo test --offline', '', dep('cargo-offline-flag.stderr')),
      'itoa',
      null,
    ],
    [
      'a git dependency, no network',
      failedCheck('cargo test', '', dep('cargo-git.stderr')),
      'mygit',
      null,
    ],
    [
      'a git dependency, offline, never fetched',
      failedCheck('cargo test', '', dep('cargo-git-offline-fresh.stderr')),
      'mygit',
      null,
    ],
    [
      'a git dependency, offline, fetch failed before',
      failedCheck('cargo test', '', dep('cargo-git-offline-after-fetch.stderr')),
      'mygit',
      null,
    ],
    [
      'npx -y cowsay behind npm test, registry without DNS',
      failedCheck(
        'npm test',
        dep('npm-npx-no-such-host.stdout'),
        dep('npm-npx-no-such-host.stderr'),
      ),
      'cowsay',
      null,
    ],
    [
      'npx, registry refuses the connection',
      failedCheck('npm test', '', dep('npm-npx-refused.stderr')),
      'cowsay',
      null,
    ],
    [
      'npx of a scoped package',
      failedCheck('npm test', '', dep('npm-npx-scoped.stderr')),
      '@scope/tool',
      null,
    ],
    [
      'crates.io unreachable, CARGO_TERM_COLOR=always, a workspace (shaunburdick/advent-of-code-2023)',
      failedCheck('cargo test --verbose --workspace', '', dep('cargo-color-workspace.stderr')),
      'clap',
      null,
    ],
  ];
  it.each(honest)('honest: %s names the dependency', (_, outcome, name, version) => {
    const claims = dependencyClaims(outcome);
    expect(claims.map((c) => [c.name, c.version])).toEqual([[name, version]]);
  });

  it('honest: the git dependency is named with its remote', () => {
    const [claim] = dependencyClaims(failedCheck('cargo test', '', dep('cargo-git.stderr')));
    expect(claim?.url).toBe('https://github.com/example/mygit');
  });

  const stays: Array<[string, CheckOutcome]> = [
    // A test binary's own output, stderr included, reaches go test's stdout, inside the JSON.
    [
      'gaming: TestMain prints "go: downloading" and exits 1 before any test',
      failedCheck('go test ./...', dep('go-fake-testmain.jsonl'), ''),
    ],
    [
      'gaming: a cargo test prints a fake "failed to get" block, then fails',
      failedCheck('cargo test', dep('cargo-fake-claim.stdout'), dep('cargo-fake-claim.stderr')),
    ],
    [
      'gaming: a cargo test prints the block to stderr (--nocapture), then fails',
      failedCheck(
        'cargo test -- --nocapture',
        dep('cargo-fake-claim-nocapture.stdout'),
        dep('cargo-fake-claim-nocapture.stderr'),
      ),
    ],
    [
      'gaming: a fake claim in stderr next to a test that ran and failed',
      failedCheck(
        'go test ./...',
        '{"Action":"run","Package":"p","Test":"TestA"}\n{"Action":"fail","Package":"p","Test":"TestA"}\n',
        dep('go-no-such-host.stderr'),
      ),
    ],
    [
      'gaming: a fake claim after a compile error of the PR',
      failedCheck(
        'go test ./...',
        '',
        `# example.com/lru\n./lru.go:5:9: undefined: x\n${dep('go-proxy-off.stderr')}`,
      ),
    ],
    [
      'gaming: a fake claim with a timeout',
      failedCheck('go test ./...', '', dep('go-proxy-off.stderr'), {
        timedOut: true,
        exitCode: null,
      }),
    ],
    [
      'gaming: a fake claim killed by a signal',
      failedCheck('go test ./...', '', dep('go-proxy-off.stderr'), {
        signal: 'SIGKILL',
        exitCode: null,
      }),
    ],
    [
      "gaming: a fake claim on stdout only (not the go command's stream)",
      failedCheck('go test ./...', dep('go-proxy-off.stderr'), ''),
    ],
    [
      'gaming: a claim line indented inside other output',
      failedCheck('go test ./...', '', `  ${dep('go-refused.stderr').split('\n')[1]}\n`),
    ],
    [
      "honest: a missing go.sum entry is the project's, not the network's",
      failedCheck('go test ./...', '', dep('go-missing-sum.stderr')),
    ],
    [
      'honest: an import no go.mod requirement provides (GOPROXY=off)',
      failedCheck('go test ./...', '', dep('go-unknown-import.stderr')),
    ],
    [
      'honest: an import no go.mod requirement provides (no DNS)',
      failedCheck('go test ./...', '', dep('go-unknown-import-dns.stderr')),
    ],
    [
      'honest: exit 0 is not a failure whatever it printed',
      failedCheck('go test ./...', '', dep('go-proxy-off.stderr'), { ok: true, exitCode: 0 }),
    ],
    [
      "gaming: the PR's code prints npm's line to stderr among a test run's output",
      failedCheck(
        'npm test',
        ' Test Files  1 failed (1)\n      Tests  1 failed (1)\n',
        `stderr | src/limits.test.ts > burst\n${dep('npm-npx-no-such-host.stderr')}`,
      ),
    ],
    [
      'honest: npm failing for another reason (a 404) is not the network',
      failedCheck(
        'npm test',
        '',
        'npm error code E404\nnpm error 404 Not Found - GET https://registry.npmjs.org/nope - Not found\n',
      ),
    ],
  ];
  it.each(stays)('%s: no claim', (_, outcome) => {
    expect(dependencyClaims(outcome)).toEqual([]);
  });

  it('gaming: a locked file changed during the run: no claim', () => {
    const outcome = failedCheck('go test ./...', '', dep('go-proxy-off.stderr'));
    expect(dependencyClaims({ ...outcome, invalidated: 'lru_test.go changed' })).toEqual([]);
  });
});

const claim = (fields: Partial<DependencyClaim> = {}): DependencyClaim => ({
  ecosystem: 'go',
  name: LRU,
  version: 'v2.0.7',
  url: null,
  cause: 'lru.go:3:8: module lookup disabled by GOPROXY=off',
  ...fields,
});
const facts = (fields: Partial<DependencyFacts> = {}): DependencyFacts => ({
  requiredHere: true,
  requiredAtBase: true,
  changedByPr: false,
  cached: false,
  ...fields,
});

describe('judgeClaims: the facts decide, not the output', () => {
  it('honest: a module the base go.mod requires, absent from the cache, is named', () => {
    expect(judgeClaims([claim()], [facts()])).toBe(
      `dependency unavailable: module ${LRU} v2.0.7 cannot be downloaded here (lru.go:3:8: module lookup disabled by GOPROXY=off)`,
    );
  });

  it('gaming: a PR that breaks code and adds an unreachable dependency: named as added by the PR', () => {
    const reason = judgeClaims(
      [claim(), claim({ name: 'evil.example/x', version: 'v1.0.0' })],
      [facts(), facts({ requiredAtBase: false })],
    );
    expect(reason).toMatch(
      /^dependency unavailable: module evil\.example\/x v1\.0\.0 \(and 1 more\) cannot be downloaded here, added by the PR/,
    );
  });

  it('gaming: a PR that bumps a base dependency to a version nobody can fetch: changed by the PR', () => {
    const reason = judgeClaims([claim({ version: 'v2.0.99' })], [facts({ changedByPr: true })]);
    expect(reason).toContain('v2.0.99 cannot be downloaded here, changed by the PR (');
  });

  const refused: Array<[string, DependencyFacts]> = [
    [
      'gaming: the module is in the cache (the claim is printed, not true)',
      facts({ cached: true }),
    ],
    [
      'gaming: no manifest of the tree requires it',
      facts({ requiredHere: false, requiredAtBase: false }),
    ],
  ];
  it.each(refused)('%s: no reason', (_, fact) => {
    expect(judgeClaims([claim()], [fact])).toBeNull();
  });

  it('gaming: one doubtful claim among true ones: no reason', () => {
    expect(
      judgeClaims([claim(), claim({ name: 'b' })], [facts(), facts({ cached: true })]),
    ).toBeNull();
  });

  it('honest: a crate from a git remote is named with its remote', () => {
    const crate = claim({
      ecosystem: 'cargo',
      name: 'mygit',
      version: null,
      url: 'https://github.com/example/mygit',
      cause: 'network failure seems to have happened',
    });
    expect(judgeClaims([crate], [facts()])).toBe(
      'dependency unavailable: crate mygit from https://github.com/example/mygit cannot be downloaded here (network failure seems to have happened)',
    );
  });

  it("the tool's line is quoted on one line, clipped", () => {
    const long = claim({
      cause: `x.go:1:1: ${LRU}@v2.0.7: Get "https://p/${'a'.repeat(400)}": dial tcp: lookup p: no such host`,
    });
    const reason = judgeClaims([long], [facts()]) ?? '';
    expect(reason.length).toBeLessThan(400);
    expect(reason.endsWith('…)')).toBe(true);
  });
});

describe('markUnavailable', () => {
  it('skips the check as tool-not-installed, keeps its run fields, drops what was parsed', () => {
    const outcome = failedCheck('go test ./...', '', dep('go-proxy-off.stderr'));
    const marked = markUnavailable(
      outcome,
      'dependency unavailable: module x v1 cannot be downloaded here (why)',
    );
    expect(marked.result).toMatchObject({
      skipped: 'tool-not-installed',
      ok: false,
      exitCode: 1,
      reason: 'dependency unavailable: module x v1 cannot be downloaded here (why)',
      summary:
        'skipped (tool-not-installed): go test ./...: dependency unavailable: module x v1 cannot be downloaded here (why)',
    });
    expect(marked.unavailable).toMatch(/^dependency unavailable/);
    expect(marked.tests).toBeNull();
  });
});
