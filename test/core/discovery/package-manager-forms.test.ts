// A runner named directly through the package manager (`pnpm vitest`, `yarn jest`, `npx mocha`,
// `npm exec -- x`) is that runner, not a package script: discovery's kind, the runner testlock
// recognises and the options it passes (vitest JUnit) all follow from it.
import { describe, expect, it } from 'vitest';
import { discoverChecks } from '../../../src/core/discovery/discover-checks.js';
import { instrument } from '../../../src/core/run/instrument.js';
import { packageScriptName, toolWords } from '../../../src/core/run/tool-words.js';
import { invocationOf } from '../../../src/core/runners/recognise.js';
import { everything, repoOf } from './repo-files.js';

/** A pull_request workflow with one job whose only step runs `run`. */
function ci(run: string): string {
  return `on: pull_request\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: ${run}\n`;
}

const SCRIPTS = { test: 'vitest run', lint: 'eslint .', vitest: 'echo not-the-binary' };

function discovered(run: string, scripts: Record<string, string> = SCRIPTS) {
  const files = repoOf({
    '.github/workflows/ci.yml': ci(run),
    'package.json': JSON.stringify({ scripts }),
  });
  return discoverChecks({ files, isInstalled: everything }).checks;
}

describe('package-manager forms: kind found by discovery', () => {
  it.each<[string, 'test' | 'typecheck' | 'lint', string]>([
    ['pnpm exec vitest run --coverage', 'test', 'pnpm'],
    ['yarn jest --ci', 'test', 'yarn'],
    ['npx mocha', 'test', 'npx'],
    ['bunx vitest run', 'test', 'bunx'],
    ['bun x vitest run', 'test', 'bun'],
    ['npm exec -- mocha --recursive', 'test', 'npm'],
    ['npm exec --yes -- mocha', 'test', 'npm'],
    ['pnpm exec tsc --noEmit', 'typecheck', 'pnpm'],
    ['pnpm dlx tsc --noEmit', 'typecheck', 'pnpm'],
    ['yarn dlx eslint .', 'lint', 'yarn'],
    ['pnpm tsc --noEmit', 'typecheck', 'pnpm'],
  ])('%s is a %s check run by %s', (run, kind, command) => {
    const found = discovered(run).find((c) => c.kind === kind);
    expect(found).toMatchObject({ command, source: '.github/workflows/ci.yml jobs.test.steps[1]' });
  });

  it.each([
    'pnpm install',
    'yarn why vitest',
    'pnpm add -D vitest',
    'yarn install --frozen-lockfile',
  ])('the package manager verb %s is no check', (run) => {
    expect(
      discovered(run).every((c) => c.source !== '.github/workflows/ci.yml jobs.test.steps[1]'),
    ).toBe(true);
  });
});

describe('package-manager forms: the runner behind them', () => {
  it.each<[string[], Record<string, string>, string | null]>([
    // Modelled on a pnpm monorepo whose CI runs `pnpm vitest --coverage` with no `vitest` script.
    [['pnpm', 'vitest', '--coverage'], { test: 'turbo test' }, 'vitest'],
    [['yarn', 'jest', '--ci'], {}, 'jest'],
    [['npx', 'mocha'], {}, 'mocha'],
    [['npx', '--no', '--', 'vitest', 'run'], {}, 'vitest'],
    [['npx', '-p', 'mocha@10', 'mocha'], {}, 'mocha'],
    [['bunx', 'vitest'], {}, 'vitest'],
    [['bun', 'x', 'vitest'], {}, 'vitest'],
    [['pnpm', 'exec', 'vitest', 'run'], {}, 'vitest'],
    [['pnpm', 'dlx', 'vitest'], {}, 'vitest'],
    [['yarn', 'dlx', 'jest'], {}, 'jest'],
    [['npm', 'exec', '--', 'mocha'], {}, 'mocha'],
    [['./node_modules/.bin/vitest', 'run'], {}, 'vitest'],
    [['.venv/bin/pytest', '-q'], {}, 'pytest'],
    // A script of that name wins: `pnpm vitest` then runs the script, as pnpm does.
    [['pnpm', 'vitest'], { vitest: 'node run-tests.js' }, null],
    [['pnpm', 'test'], { test: 'jest' }, 'jest'],
    [['pnpm', 'install'], {}, null],
    [['yarn', 'why', 'jest'], {}, null],
  ])('%j with scripts %j -> %s', (words, scripts, runner) => {
    const check = {
      name: 'tests',
      kind: 'test' as const,
      command: words[0]!,
      args: words.slice(1),
      script: words.join(' '),
      cwd: '',
      env: {},
      source: 'test',
      origin: 'ci' as const,
      skipped: null,
    };
    expect(invocationOf(check, scripts).runner).toBe(runner);
  });

  it('pnpm vitest without a vitest script gets vitest JUnit options directly', () => {
    const check = discovered('pnpm vitest --coverage', { test: 'turbo test' })[0]!;
    const result = instrument(check, {
      outDir: '/tmp/out',
      has: { pytestCov: false, vitestCoverage: true },
      packageScripts: { test: 'turbo test' },
    });
    expect(result.runner).toBe('vitest');
    expect(result.junit).toBe('/tmp/out/junit.xml');
    expect(result.check.args.slice(0, 2)).toEqual(['vitest', '--coverage']);
    expect(result.check.args).toContain('--reporter=junit');
  });

  it.each<[string[], Record<string, string> | undefined, string | null]>([
    [['pnpm', 'vitest'], undefined, 'vitest'],
    [['pnpm', 'vitest'], {}, null],
    [['pnpm', 'vitest'], { vitest: 'vitest run' }, 'vitest'],
    [['pnpm', 'exec', 'vitest'], undefined, null],
    [['yarn', 'dlx', 'x'], undefined, null],
    [['pnpm', 'install'], undefined, null],
    [['npm', 'run', 'test:unit'], {}, 'test:unit'],
  ])('packageScriptName(%j, %j) -> %s', (words, scripts, name) => {
    expect(packageScriptName(words, scripts)).toBe(name);
  });

  it.each<[string[], string[]]>([
    [
      ['pnpm', 'exec', 'tsc', '--noEmit'],
      ['tsc', '--noEmit'],
    ],
    [
      ['npm', 'exec', '--', 'eslint', '.'],
      ['eslint', '.'],
    ],
    [
      ['pnpm', 'run', 'lint'],
      ['pnpm', 'run', 'lint'],
    ],
    [['uv', 'run', 'python', '-m', 'pytest'], ['pytest']],
  ])('toolWords(%j) -> %j', (words, tool) => {
    expect(toolWords(words)).toEqual(tool);
  });
});
