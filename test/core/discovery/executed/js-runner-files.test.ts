// The repository files a base vitest or jest config loads into the runner, whatever they are
// named; and the honest look-alikes (coverage excludes, include globs, aliases, packages).
import { describe, expect, it } from 'vitest';
import { executedFiles } from '../../../../src/core/discovery/executed/executed-files.js';
import { loadedLiterals } from '../../../../src/core/discovery/executed/js-runner-files.js';
import type { Check } from '../../../../src/core/model/check.js';
import { aTestCheck } from '../../../builders/check.js';
import { aFollowTree } from '../../../builders/follow-tree.js';

const tree = aFollowTree;

const test = (cwd = '', kind: Check['kind'] = 'test'): Check =>
  aTestCheck('npm', ['test'], { cwd, kind });

function loads(files: Record<string, string>, check = test()): string[] {
  const result = executedFiles([check], tree(files));
  expect(result.unread).toEqual([]);
  return result.followed
    .filter((f) => f.how === 'runner-loads')
    .map((f) => f.path)
    .sort();
}

const SRC = { 'src/polyfills.ts': 'export {};\n', 'src/app.ts': 'export const a = 1;\n' };

describe('runner configs load repository files', () => {
  const table: Array<[string, Record<string, string>, string[]]> = [
    [
      'gaming: vitest setupFiles names a source file',
      {
        ...SRC,
        'vitest.config.ts': "export default { test: { setupFiles: ['./src/polyfills.ts'] } };\n",
      },
      ['src/polyfills.ts'],
    ],
    [
      'gaming: a string value, no extension, and globalSetup',
      {
        ...SRC,
        'tools/global.js': '',
        'vite.config.mjs':
          "export default { test: { setupFiles: './src/polyfills', globalSetup: ['./tools/global.js'] } }\n",
      },
      ['src/polyfills.ts', 'tools/global.js'],
    ],
    [
      'gaming: jest reporters with options and a custom environment',
      {
        ...SRC,
        'ci/reporter.cjs': '',
        'ci/env.js': '',
        'jest.config.js':
          "module.exports = { reporters: ['default', ['<rootDir>/ci/reporter.cjs', { a: 1 }]], testEnvironment: './ci/env.js' };\n",
      },
      ['ci/env.js', 'ci/reporter.cjs'],
    ],
    [
      'gaming: jest moduleNameMapper maps modules to stub files outside the source roots',
      {
        ...SRC,
        'stubs/clock.js': 'module.exports = { now: () => 0 };\n',
        'mocks/net.ts': 'export {};\n',
        'jest.config.js':
          "module.exports = {\n  moduleNameMapper: {\n    '^clock$': '<rootDir>/stubs/clock.js',\n    \"^net$\": './mocks/net',\n  },\n};\n",
      },
      ['mocks/net.ts', 'stubs/clock.js'],
    ],
    [
      'honest: moduleNameMapper aliases of the code under test and packages stay as they are',
      {
        ...SRC,
        'src/config.ts': 'export const c = 1;\n',
        'jest.config.js':
          "module.exports = { moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1', '^config$': '<rootDir>/src/config.ts', '^lodash-es$': 'lodash' } };\n",
      },
      [],
    ],
    [
      'gaming: package.json jest key',
      {
        ...SRC,
        'package.json': JSON.stringify({
          jest: { setupFilesAfterEnv: ['<rootDir>/src/polyfills.ts'] },
        }),
      },
      ['src/polyfills.ts'],
    ],
    [
      'gaming: a config above the check folder',
      {
        'packages/a/src/setup.ts': '',
        'vitest.config.ts':
          "export default { test: { setupFiles: ['./packages/a/src/setup.ts'] } };\n",
      },
      ['packages/a/src/setup.ts'],
    ],
    [
      'gaming: .mocharc.yml require, a YAML block list and a bare scalar',
      {
        ...SRC,
        'test/helpers.js': '',
        '.mocharc.yml':
          'require:\n  - ./src/polyfills.ts\n  - ts-node/register\nreporter: ./src/app.ts\nspec: test/**/*.spec.js\n',
      },
      ['src/app.ts', 'src/polyfills.ts'],
    ],
    [
      'gaming: package.json mocha key and .mocharc.json file',
      {
        ...SRC,
        'package.json': JSON.stringify({ mocha: { require: ['./src/polyfills.ts'] } }),
        '.mocharc.json': JSON.stringify({ file: ['./src/app.ts'] }),
      },
      ['src/app.ts', 'src/polyfills.ts'],
    ],
    [
      "gaming: ava's require, in package.json and in ava.config.mjs",
      {
        ...SRC,
        'package.json': JSON.stringify({ ava: { require: ['./src/polyfills.ts', 'esm'] } }),
        'ava.config.mjs': "export default { require: ['./src/app.ts'], files: ['checks/**'] };\n",
      },
      ['src/app.ts', 'src/polyfills.ts'],
    ],
    [
      "gaming: jasmine's helpers under its spec_dir, whatever their names",
      {
        ...SRC,
        'checks/calc.spec.js': '',
        'checks/support/patch.js': '',
        'checks/support/deep/more.js': '',
        'checks/support/notes.md': '',
        'spec/support/jasmine.json': JSON.stringify({
          spec_dir: 'checks',
          spec_files: ['**/*.spec.js'],
          helpers: ['support/**/*.js'],
        }),
      },
      ['checks/support/deep/more.js', 'checks/support/patch.js'],
    ],
    [
      'honest: jasmine without helpers loads no file beside its specs',
      {
        ...SRC,
        'spec/calc.spec.js': '',
        'spec/support/jasmine.json': JSON.stringify({ spec_files: ['**/*.spec.js'] }),
      },
      [],
    ],
    [
      'honest: a require() call in a config is code, not a mocha option',
      {
        ...SRC,
        'jest.config.js': "const base = require('./src/app.ts');\nmodule.exports = { ...base };\n",
      },
      [],
    ],
    [
      'honest: coverage excludes, include globs and aliases name code, not loaded modules',
      {
        ...SRC,
        'vitest.config.ts':
          "export default { resolve: { alias: { '@': './src' } }, test: { include: ['./src/**/*.test.ts'], coverage: { exclude: ['./src/app.ts'] }, environment: 'jsdom' } };\n",
      },
      [],
    ],
    [
      'honest: installed setup modules and reporters are packages',
      {
        ...SRC,
        'jest.config.js':
          "module.exports = { setupFilesAfterEnv: ['@testing-library/jest-dom'], reporters: ['default', 'jest-junit'] };\n",
      },
      [],
    ],
    [
      'honest: package.json scripts are not runner options',
      { ...SRC, 'package.json': JSON.stringify({ scripts: { setupFiles: './src/polyfills.ts' } }) },
      [],
    ],
  ];
  for (const [name, files, expected] of table) {
    it(name, () => {
      expect(loads(files, name.includes('above the check') ? test('packages/a') : test())).toEqual(
        expected,
      );
    });
  }

  const CONFIG =
    "import { defineConfig } from 'vitest/config';\nimport strip from './tools/strip-plugin';\nimport shared from './config/shared.mjs';\nimport { aliases } from './src/aliases';\nexport default defineConfig({ plugins: [strip()], test: shared, resolve: { alias: aliases } });\n";

  it('gaming: the modules a vitest config imports, transitively (a plugin can rewrite the tests)', () => {
    const files = {
      ...SRC,
      'vitest.config.ts': CONFIG,
      'tools/strip-plugin.ts':
        "import { rewrite } from './rewrite.js';\nexport default () => ({ name: 'strip', transform: rewrite });\n",
      'tools/rewrite.js': 'export const rewrite = (code) => code;\n',
      'config/shared.mjs': 'export default {};\n',
      'src/aliases.ts': 'export const aliases = {};\n',
    };
    expect(loads(files)).toEqual([
      'config/shared.mjs',
      'tools/rewrite.js',
      'tools/strip-plugin.ts',
    ]);
  });

  it("gaming: a jest config's require of a shared file, from a package's own folder", () => {
    const files = {
      'packages/a/jest.config.js':
        "const base = require('../../jest.base.js');\nmodule.exports = { ...base };\n",
      'jest.base.js': 'module.exports = {};\n',
      'packages/a/src/x.ts': '',
    };
    expect(loads(files, test('packages/a'))).toEqual(['jest.base.js']);
  });

  it('gaming: the local plugins and presets of the Babel config jest transforms tests with', () => {
    const files = {
      ...SRC,
      'jest.config.js': "module.exports = { testEnvironment: 'node' };\n",
      'babel.config.js':
        "module.exports = {\n  presets: [['@babel/preset-env', { targets: { node: 'current' } }], './babel/preset.js'],\n  plugins: ['./babel/strip-asserts'],\n};\n",
      'babel/preset.js': 'module.exports = () => ({});\n',
      'babel/strip-asserts.js': 'module.exports = () => ({ visitor: {} });\n',
      '.babelrc': JSON.stringify({ plugins: ['./tools/rc-plugin.js', 'babel-plugin-macros'] }),
      'tools/rc-plugin.js': '',
    };
    expect(loads(files)).toEqual([
      'babel/preset.js',
      'babel/strip-asserts.js',
      'tools/rc-plugin.js',
    ]);
  });

  it("honest: a Babel config's packages, and vite plugins called from imports of packages", () => {
    const files = {
      ...SRC,
      'babel.config.json': JSON.stringify({ presets: ['@babel/preset-typescript'] }),
      'vite.config.ts':
        "import react from '@vitejs/plugin-react';\nexport default { plugins: [react({ include: './src' })] };\n",
    };
    expect(loads(files)).toEqual([]);
  });

  const runs = (script: string, files: Record<string, string>): string[] => {
    const [command = '', ...args] = script.split(' ');
    return loads(files, aTestCheck(command, args));
  };

  it('gaming: files the command line gives the runner: setup files, a mocha require, a reporter', () => {
    const files = { ...SRC, 'tools/hooks.js': '', 'tools/reporter.js': '' };
    expect(runs('vitest run --setupFiles ./tools/hooks.js', files)).toEqual(['tools/hooks.js']);
    expect(runs('mocha --require tools/hooks.js --reporter=./tools/reporter.js', files)).toEqual([
      'tools/hooks.js',
      'tools/reporter.js',
    ]);
    expect(runs('jest --setupFilesAfterEnv src/polyfills.ts', files)).toEqual(['src/polyfills.ts']);
  });

  it('gaming: a config the command names under a name of its own, and what it loads', () => {
    const files = {
      ...SRC,
      'config/vitest.ts':
        "import shared from './shared.mjs';\nexport default { test: { setupFiles: ['../src/polyfills.ts'] } };\n",
      'config/shared.mjs': 'export default {};\n',
    };
    expect(runs('vitest run --config config/vitest.ts', files)).toEqual([
      'config/shared.mjs',
      'config/vitest.ts',
      'src/polyfills.ts',
    ]);
  });

  it('honest: option values that name packages or modes, not files', () => {
    const files = { ...SRC, 'tools/hooks.js': '' };
    expect(runs('mocha --require ts-node/register --reporter spec', files)).toEqual([]);
    expect(runs('vitest run --environment jsdom --reporter=verbose', files)).toEqual([]);
  });

  it("honest: what a config imports from the project's source root stays the code under test", () => {
    const files = {
      ...SRC,
      'web/vitest.config.ts':
        "import { aliases } from './src/aliases';\nexport default { resolve: { alias: aliases } };\n",
      'web/src/aliases.ts': 'export const aliases = {};\n',
    };
    expect(loads(files, test('web'))).toEqual([]);
  });

  it('honest: a lint check loads nothing of the test runner', () => {
    const files = {
      ...SRC,
      'vitest.config.ts': "export default { test: { setupFiles: ['./src/polyfills.ts'] } };\n",
    };
    expect(loads(files, test('', 'lint'))).toEqual([]);
  });

  it("loadedLiterals reads quoted keys (JSON) and nested lists, not a reporter's options", () => {
    expect(
      loadedLiterals('{"setupFiles":["./a.js"],"reporters":[["./r.js",{"x":"./no.js"}]]}'),
    ).toEqual(['./a.js', './r.js']);
  });
});
