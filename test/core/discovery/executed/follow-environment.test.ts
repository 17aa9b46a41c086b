// The files a check's environment has its tools load or run (NODE_OPTIONS, BASH_ENV, cargo's
// wrappers and runners, GOFLAGS), followed like files on the command line; and the look-alikes
// that name packages, PATH programs or files no tool loads.
import { describe, expect, it } from 'vitest';
import { executedFiles } from '../../../../src/core/discovery/executed/executed-files.js';
import { namesLoadedFiles } from '../../../../src/core/discovery/executed/follow-environment.js';
import type { CheckKind } from '../../../../src/core/model/check.js';
import { aTestCheck } from '../../../builders/check.js';
import { aFollowTree } from '../../../builders/follow-tree.js';

const FILES = {
  'tools/setup.js': 'globalThis.patched = true;\n',
  'tools/hooks.mjs': 'export {};\n',
  'lib/preload.rb': 'module Kernel; end\n',
  'web/tools/setup.js': '',
  'ci/env.sh': 'source ./ci/more.sh\n',
  'ci/more.sh': 'export X=1\n',
  'tools/wrap.sh': 'exec "$@"\n',
  'tools/run-test.sh': 'exec "$@"\n',
  'tools/exec': 'exec "$@"\n',
  'ci/overlay.json': '{"Replace":{}}\n',
  'config/app.js': '',
  'src/index.js': '',
};

function followed(
  env: Record<string, string>,
  fields: { cwd?: string; kind?: CheckKind } = {},
): Array<[string, string]> {
  const check = { ...aTestCheck('npm', ['test']), env, ...fields };
  const result = executedFiles([check], aFollowTree(FILES));
  return result.followed.map((f): [string, string] => [f.path, f.how]).sort();
}

describe('files the environment has the tools load or run are followed', () => {
  const gaming: Array<[string, Record<string, string>, Array<[string, string]>]> = [
    [
      'NODE_OPTIONS --require',
      { NODE_OPTIONS: '--require ./tools/setup.js' },
      [['tools/setup.js', 'preload']],
    ],
    [
      'NODE_OPTIONS --import= beside other options',
      { NODE_OPTIONS: '--max-old-space-size=4096 --import=./tools/hooks.mjs' },
      [['tools/hooks.mjs', 'preload']],
    ],
    [
      'NODE_OPTIONS -r, quoted',
      { NODE_OPTIONS: '-r "./tools/setup.js"' },
      [['tools/setup.js', 'preload']],
    ],
    [
      'BASH_ENV, and what the sourced file sources in turn',
      { BASH_ENV: 'ci/env.sh' },
      [
        ['ci/env.sh', 'runs'],
        ['ci/more.sh', 'interpreter'],
      ],
    ],
    [
      'a file BASH_ENV names that the PR would add',
      { ENV: 'ci/added.sh' },
      [['ci/added.sh', 'runs']],
    ],
    [
      "npm's config variable that sets NODE_OPTIONS for every script",
      { npm_config_node_options: '--require ./tools/setup.js' },
      [['tools/setup.js', 'preload']],
    ],
    ['RUBYOPT -r', { RUBYOPT: '-W0 -r./lib/preload.rb' }, [['lib/preload.rb', 'preload']]],
    ['RUSTC_WRAPPER', { RUSTC_WRAPPER: './tools/wrap.sh' }, [['tools/wrap.sh', 'runs']]],
    [
      "cargo's runner of the test binaries, with its arguments",
      { CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_RUNNER: 'tools/run-test.sh --quiet' },
      [['tools/run-test.sh', 'runs']],
    ],
    [
      'GOFLAGS -toolexec and -overlay',
      { GOFLAGS: '-count=1 -toolexec=./tools/exec -overlay ci/overlay.json' },
      [
        ['ci/overlay.json', 'argument'],
        ['tools/exec', 'runs'],
      ],
    ],
  ];
  for (const [name, env, expected] of gaming) {
    it(`gaming: ${name}`, () => {
      expect(followed(env)).toEqual(expected);
    });
  }

  it("gaming: relative to the check's folder", () => {
    expect(followed({ NODE_OPTIONS: '-r ./tools/setup.js' }, { cwd: 'web' })).toEqual([
      ['web/tools/setup.js', 'preload'],
    ]);
  });

  it('gaming: a lint or type check too, not only the tests', () => {
    expect(followed({ BASH_ENV: 'ci/env.sh' }, { kind: 'lint' })).toContainEqual([
      'ci/env.sh',
      'runs',
    ]);
  });

  const honest: Array<[string, Record<string, string>]> = [
    [
      'NODE_OPTIONS without a file',
      { NODE_OPTIONS: '--max-old-space-size=4096 --enable-source-maps' },
    ],
    ['a package NODE_OPTIONS preloads', { NODE_OPTIONS: '--require dotenv/config' }],
    ['a wrapper found on PATH', { RUSTC_WRAPPER: 'sccache' }],
    ['a gem RUBYOPT requires', { RUBYOPT: '-rbundler/setup' }],
    ['GOFLAGS without a program or file', { GOFLAGS: '-mod=mod -count=1 -tags=integration' }],
    ['a variable no tool loads from, naming a repository file', { APP_CONFIG: './config/app.js' }],
    ['a shell start-up file outside the repository', { BASH_ENV: '/etc/profile' }],
  ];
  for (const [name, env] of honest) {
    it(`honest: ${name}`, () => {
      expect(followed(env)).toEqual([]);
    });
  }
});

describe('assignments on the command line reach the command', () => {
  const scripted = (
    script: string,
    files: Record<string, string> = FILES,
  ): Array<[string, string]> => {
    const check = { ...aTestCheck('', []), script };
    return executedFiles([check], aFollowTree(files))
      .followed.map((f): [string, string] => [f.path, f.how])
      .filter(([path]) => path.startsWith('tools/'))
      .sort();
  };

  it('gaming: NODE_OPTIONS=... before the runner, in a CI line', () => {
    expect(scripted('NODE_OPTIONS=--require=./tools/setup.js npx jest')).toEqual([
      ['tools/setup.js', 'preload'],
    ]);
  });

  it('gaming: through cross-env, quoted', () => {
    expect(scripted('cross-env NODE_OPTIONS="-r ./tools/setup.js" jest --ci')).toEqual([
      ['tools/setup.js', 'preload'],
    ]);
  });

  it('gaming: in the package script `npm test` runs', () => {
    const files = {
      ...FILES,
      'package.json': JSON.stringify({
        scripts: { test: "NODE_OPTIONS='--import ./tools/hooks.mjs' vitest run" },
      }),
    };
    expect(scripted('npm test', files)).toEqual([['tools/hooks.mjs', 'preload']]);
  });

  it('honest: an option that loads no file', () => {
    expect(scripted('NODE_OPTIONS=--experimental-vm-modules npx jest')).toEqual([]);
  });
});

describe('what a Makefile, justfile or Taskfile gives its recipes to run with', () => {
  const viaTask = (script: string, files: Record<string, string>): Array<[string, string]> =>
    executedFiles([{ ...aTestCheck('', []), script }], aFollowTree({ ...FILES, ...files }))
      .followed.map((f): [string, string] => [f.path, f.how])
      .filter(([path]) => path.startsWith('tools/'))
      .sort();

  it('gaming: `export NODE_OPTIONS = ...` in the Makefile `make test` reads', () => {
    const makefile = 'export NODE_OPTIONS = --require ./tools/setup.js\n\ntest:\n\tnpx jest\n';
    expect(viaTask('make test', { Makefile: makefile })).toEqual([['tools/setup.js', 'preload']]);
  });

  it('gaming: a plain NODE_OPTIONS assignment the Makefile exports with .EXPORT_ALL_VARIABLES', () => {
    const makefile =
      '.EXPORT_ALL_VARIABLES:\nNODE_OPTIONS = --require ./tools/setup.js\n\ntest:\n\tnpx jest\n';
    expect(viaTask('make test', { Makefile: makefile })).toEqual([['tools/setup.js', 'preload']]);
  });

  it('gaming: `export NODE_OPTIONS := "..."` in the justfile `just test` reads', () => {
    const justfile =
      'export NODE_OPTIONS := "--import ./tools/hooks.mjs"\n\ntest:\n    npx vitest run\n';
    expect(viaTask('just test', { justfile })).toEqual([['tools/hooks.mjs', 'preload']]);
  });

  it('gaming: a Taskfile `env:`, at the top and in the task `task test` runs', () => {
    const taskfile = [
      'version: "3"',
      'env:',
      '  NODE_OPTIONS: --require ./tools/setup.js',
      'tasks:',
      '  test:',
      '    env:',
      '      BASH_ENV: tools/wrap.sh',
      '      COMPUTED:',
      '        sh: echo ./tools/exec',
      '    cmds:',
      '      - npx jest',
    ].join('\n');
    expect(viaTask('task test', { 'Taskfile.yml': taskfile })).toEqual([
      ['tools/setup.js', 'preload'],
      ['tools/wrap.sh', 'runs'],
    ]);
  });

  const PKG = JSON.stringify({ scripts: { test: 'node --test' } });

  it("gaming: node-options in the package's .npmrc, for the scripts `npm test` runs", () => {
    const npmrc =
      'registry=https://registry.npmjs.org/\nnode-options="--require ./tools/setup.js"\n';
    expect(viaTask('npm test', { 'package.json': PKG, '.npmrc': npmrc })).toEqual([
      ['tools/setup.js', 'preload'],
    ]);
  });

  it('gaming: the same read by pnpm from a workspace root above the package', () => {
    const files = {
      'packages/a/package.json': PKG,
      // Relative to the folder the script runs in, as node resolves it.
      '.npmrc': 'node-options=--import ../../tools/hooks.mjs\n',
    };
    expect(viaTask('pnpm -C packages/a test', files)).toEqual([['tools/hooks.mjs', 'preload']]);
  });

  it('honest: an .npmrc that sets only the registry and the heap, or node --run', () => {
    const heap = 'node-options=--max-old-space-size=4096\n';
    expect(viaTask('npm test', { 'package.json': PKG, '.npmrc': heap })).toEqual([]);
    const preload = 'node-options=--require ./tools/setup.js\n';
    expect(viaTask('node --run test', { 'package.json': PKG, '.npmrc': preload })).toEqual([]);
  });

  it('honest: a NODE_OPTIONS the Makefile assigns but never exports reaches no recipe', () => {
    const makefile = 'NODE_OPTIONS = --require ./tools/setup.js\n\ntest:\n\tnpx jest\n';
    expect(viaTask('make test', { Makefile: makefile })).toEqual([]);
  });

  it('honest: exports that load nothing', () => {
    const makefile = 'export CI = true\nexport NODE_ENV := test\n\ntest:\n\tnpx jest\n';
    expect(viaTask('make test', { Makefile: makefile })).toEqual([]);
  });
});

describe('namesLoadedFiles', () => {
  it('names the variables it reads and no other', () => {
    const read = [
      'NODE_OPTIONS',
      'NPM_CONFIG_NODE_OPTIONS',
      'RUBYOPT',
      'BASH_ENV',
      'ENV',
      'RUSTC_WRAPPER',
      'GOFLAGS',
    ];
    expect(read.filter(namesLoadedFiles)).toEqual(read);
    expect(namesLoadedFiles('CARGO_TARGET_AARCH64_APPLE_DARWIN_RUNNER')).toBe(true);
    expect(['PATH', 'HOME', 'APP_CONFIG', 'CARGO_TARGET_DIR'].filter(namesLoadedFiles)).toEqual([]);
  });
});
