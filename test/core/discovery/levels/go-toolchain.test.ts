// A Go older than the base go.mod asks for (trial: go1.19 on a `go 1.21` module showed as a
// compile failure "undefined: max"): its Go checks are `tool-not-installed`, with a named reason.
import { describe, expect, it } from 'vitest';
import { discoverChecks } from '../../../../src/core/discovery/discover-checks.js';
import {
  compareGoVersions,
  goModRequirement,
  parseGoVersion,
} from '../../../../src/core/discovery/levels/go-toolchain.js';
import { installed, repoOf } from '../repo-files.js';

// Shaped like a small Go library's test workflow: race tests, then build and vet.
const WORKFLOW = [
  'name: Test',
  'on: [push, pull_request]',
  'jobs:',
  '  test:',
  '    runs-on: ubuntu-latest',
  '    steps:',
  '      - uses: actions/checkout@v4',
  '      - uses: actions/setup-go@v5',
  '        with: { go-version: "1.21" }',
  '      - name: Test',
  '        run: go test -race ./...',
  '      - name: Build',
  '        working-directory: ./tools',
  '        run: |',
  '          go build ./...',
  '          go vet ./...',
].join('\n');

const goMod = (lines: string): string => `module example.com/toml\n\n${lines}\n`;

function checksFor(files: Record<string, string>, goVersion: string | null) {
  const discovered = discoverChecks({
    files: repoOf({
      '.github/workflows/test.yml': WORKFLOW,
      'tools/gen.go': 'package main\n',
      ...files,
    }),
    workingDirectory: '',
    isInstalled: installed('go', 'bash'),
    goVersion,
  });
  return Object.fromEntries(
    discovered.checks.map((c) => [c.kind, { skipped: c.skipped, reason: c.reason ?? '' }]),
  );
}

describe('go version and go.mod directives', () => {
  it.each<[string, string | null]>([
    ['go version go1.19.8 linux/amd64', '1.19.8'],
    ['go version go1.22rc1 darwin/arm64', '1.22'],
    ['go version devel go1.23-abc123 linux/amd64', '1.23'],
    ['command not found', null],
  ])('parseGoVersion(%j)', (output, expected) => {
    expect(parseGoVersion(output)).toBe(expected);
  });

  it.each<[string, { go: string | null; toolchain: string | null }]>([
    ['go 1.21', { go: '1.21', toolchain: null }],
    ['go 1.21.0 // minimum\ntoolchain go1.22.3', { go: '1.21.0', toolchain: '1.22.3' }],
    ['require example.com/x v1.0.0', { go: null, toolchain: null }],
  ])('goModRequirement(%j)', (text, expected) => {
    expect(goModRequirement(goMod(text))).toEqual(expected);
  });

  it.each<[string, string, number]>([
    ['1.19.8', '1.21', -1],
    ['1.21', '1.21.0', 0],
    ['1.22.1', '1.21.9', 1],
    ['1.9', '1.10', -1],
  ])('compareGoVersions(%s, %s)', (a, b, sign) => {
    expect(Math.sign(compareGoVersions(a, b))).toBe(sign);
  });
});

describe('Go checks on a machine whose Go is older than go.mod asks for', () => {
  it.each<[string, Record<string, string>, string | null, Record<string, RegExp | null>]>([
    [
      'honest: go 1.21 module, go1.19 here: test and typecheck skipped with the reason',
      { 'go.mod': goMod('go 1.21') },
      '1.19.8',
      {
        test: /go\.mod asks for go 1\.21; this machine has go1\.19\.8/,
        typecheck: /go\.mod asks for go 1\.21; this machine has go1\.19\.8/,
      },
    ],
    [
      'honest: a nested module asks for more than the root one (its step works there)',
      { 'go.mod': goMod('go 1.19'), 'tools/go.mod': goMod('go 1.22') },
      '1.19.8',
      { test: null, typecheck: /tools\/go\.mod asks for go 1\.22/ },
    ],
    [
      'honest: go1.21 here would download the toolchain line it lacks',
      { 'go.mod': goMod('go 1.21\ntoolchain go1.22.3') },
      '1.21.5',
      { test: /asks for toolchain go1\.22\.3; this machine has go1\.21\.5/ },
    ],
    [
      'gaming: the base go.mod matches this Go: the checks run (a PR bumping it changes nothing)',
      { 'go.mod': goMod('go 1.19') },
      '1.19.8',
      { test: null, typecheck: null },
    ],
    [
      'gaming: an older Go ignores the toolchain line (pre-1.21 never switches)',
      { 'go.mod': goMod('go 1.19\ntoolchain go1.22.3') },
      '1.19.8',
      { test: null },
    ],
    [
      'honest: Go version unknown: nothing is guessed',
      { 'go.mod': goMod('go 1.21') },
      null,
      { test: null, typecheck: null },
    ],
  ])('%s', (_name, files, goVersion, expected) => {
    const found = checksFor(files, goVersion);
    for (const [kind, reason] of Object.entries(expected)) {
      if (reason === null) expect(found[kind]?.skipped).toBeNull();
      else {
        expect(found[kind]?.skipped).toBe('tool-not-installed');
        expect(found[kind]?.reason).toMatch(reason);
      }
    }
  });
});
