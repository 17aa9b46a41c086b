// A GOPATH-era Go project (no go.mod anywhere at base) on a Go that needs a module: its Go checks
// are skipped with a named reason, decided from the base tree and this machine's Go only.
import { describe, expect, it } from 'vitest';
import {
  type GoPathInput,
  goPathModeGap,
} from '../../../../src/core/discovery/levels/go-gopath.js';
import type { Check } from '../../../../src/core/model/check.js';

function check(script: string, extra: Partial<Check> = {}): Check {
  const [command = '', ...args] = script.split(' ');
  return {
    name: 'tests',
    kind: 'test',
    command,
    args,
    script,
    cwd: '',
    env: {},
    source: 'Makefile test',
    origin: 'task-file',
    skipped: null,
    ...extra,
  };
}

const GOPATH_ERA = ['errors.go', 'errors_test.go', 'stack.go', 'Makefile', '.travis.yml'];
const input = (over: Partial<GoPathInput> = {}): GoPathInput => ({
  machineGo: '1.19.8',
  moduleSetting: '',
  basePaths: GOPATH_ERA,
  ...over,
});
const REASON = 'no go.mod: GOPATH-mode project, go1.19.8 needs a module';

describe('goPathModeGap', () => {
  const cases: Array<[string, Check, GoPathInput, string | null]> = [
    [
      'go test on a GOPATH-era base, Go 1.19 in module mode by default',
      check('go test ./...'),
      input(),
      REASON,
    ],
    ['go vet too', check('go vet ./...', { kind: 'typecheck' }), input(), REASON],
    ['a CI script whose later line runs go', check('cd . && go test -v ./...'), input(), REASON],
    [
      'GO111MODULE=on on this machine',
      check('go test ./...'),
      input({ moduleSetting: 'on\n' }),
      `${REASON} (GO111MODULE=on)`,
    ],
    [
      'Go 1.15 with GO111MODULE=on',
      check('go test ./...'),
      input({ machineGo: '1.15.2', moduleSetting: 'on' }),
      'no go.mod: GOPATH-mode project, go1.15.2 needs a module (GO111MODULE=on)',
    ],
    // honest look-alikes: nothing to skip.
    [
      'honest: a base with a go.mod at the root',
      check('go test ./...'),
      input({ basePaths: [...GOPATH_ERA, 'go.mod'] }),
      null,
    ],
    [
      'honest: a base whose module is in a folder the script enters',
      check('cd v2 && go test ./...'),
      input({ basePaths: [...GOPATH_ERA, 'v2/go.mod'] }),
      null,
    ],
    [
      'honest: a base with a go.work',
      check('go test ./...'),
      input({ basePaths: [...GOPATH_ERA, 'go.work'] }),
      null,
    ],
    [
      'honest: no Go files at all',
      check('go test ./...'),
      input({ basePaths: ['honest: Makefile'] }),
      null,
    ],
    [
      'honest: Go 1.15, module mode not the default',
      check('go test ./...'),
      input({ machineGo: '1.15.2' }),
      null,
    ],
    [
      'honest: GO111MODULE=off on this machine',
      check('go test ./...'),
      input({ moduleSetting: 'off' }),
      null,
    ],
    [
      'honest: GO111MODULE=auto on this machine',
      check('go test ./...'),
      input({ moduleSetting: 'auto' }),
      null,
    ],
    [
      'honest: the check sets its own mode',
      check('go test ./...', { env: { GO111MODULE: 'off' } }),
      input(),
      null,
    ],
    ['honest: the script sets its own mode', check('GO111MODULE=off go test ./...'), input(), null],
    ['honest: Go not probed', check('go test ./...'), input({ machineGo: null }), null],
    [
      'honest: module setting not probed',
      check('go test ./...'),
      input({ moduleSetting: null }),
      null,
    ],
    ['honest: a check that does not run go', check('make test'), input(), null],
    [
      'honest: a check already skipped',
      check('go test ./...', { skipped: 'not-configured' }),
      input(),
      null,
    ],
  ];
  it.each(cases)('%s', (_name, c, given, gap) => {
    expect(goPathModeGap(c, given)).toBe(gap);
  });

  it('gaming: a PR that deletes go.mod does not make the gap: only the base paths count', () => {
    // The head tree has no go.mod, but the base does: the base decides.
    const base = [...GOPATH_ERA, 'go.mod'];
    expect(goPathModeGap(check('go test ./...'), input({ basePaths: base }))).toBeNull();
  });
});
