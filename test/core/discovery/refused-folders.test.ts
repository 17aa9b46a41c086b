// biome-ignore-all lint/suspicious/noTemplateCurlyInString: these are GitHub `${{ }}` expressions, not templates.
// Folders testlock will not run a CI check in: absolute, `~`, out of the repository, named by an
// expression it cannot resolve, or absent at the base commit. Each such check is listed, skipped
// with the reason, never dropped and never run elsewhere; the checkout's own root
// (`${{ github.workspace }}`, `$GITHUB_WORKSPACE`) is the repository, not a refusal.
import { describe, expect, it } from 'vitest';
import type { Check } from '../../../src/core/model/check.js';
import { CI, checksOf, job, shape, workflow } from './ci-folders-fixture.js';

describe('refused folders: skipped with the reason, never run elsewhere', () => {
  it.each<[string, string, RegExp]>([
    [
      'gaming: an absolute working-directory',
      '      - run: go test ./...\n        working-directory: /opt/elsewhere\n',
      /working-directory '\/opt\/elsewhere' is absolute; refused, never run elsewhere/,
    ],
    [
      'gaming: a working-directory that climbs out of the checkout',
      '      - run: go test ./...\n        working-directory: ../other-checkout\n',
      /working-directory '..\/other-checkout' leaves the repository; refused/,
    ],
    [
      'gaming: a home-relative working-directory',
      '      - run: go test ./...\n        working-directory: ~/src\n',
      /is absolute; refused/,
    ],
    [
      'gaming: `cd /tmp/x` before the test line',
      '      - run: cd /tmp/x && go test ./...\n',
      /cd \/tmp\/x: an absolute folder; refused, never run elsewhere/,
    ],
    [
      'gaming: `cd ../..` out of the repository',
      '      - run: |\n          cd arc\n          cd ../..\n          go test ./...\n',
      /cd \.\.\/\.\.: leaves the repository; refused/,
    ],
  ])('%s', (_name, steps, reason) => {
    const [test] = checksOf({ [CI]: workflow(job(steps)) });
    expect(test).toMatchObject({ kind: 'test', skipped: 'unresolvable', cwd: '' });
    expect(test?.reason).toMatch(reason);
  });

  it('honest: `${{ github.workspace }}/arc` is the arc folder, not an absolute path', () => {
    const checks = checksOf({
      [CI]: workflow(
        job('      - run: go test ./...\n        working-directory: ${{ github.workspace }}/arc\n'),
      ),
    });
    expect(shape(checks)).toEqual(['test tests [arc] go test ./...']);
  });

  it('honest: a refused folder beside a good one leaves the good check as it was', () => {
    const checks = checksOf({
      [CI]: workflow(
        job(
          '      - run: go test ./...\n      - run: go test ./...\n        working-directory: /srv\n',
        ),
      ),
    });
    expect(shape(checks)).toEqual([
      'test tests [] go test ./...',
      'test tests (refused folder) [] go test ./... skipped:unresolvable',
    ]);
  });
});

/** The test checks, each as name, folder, skip state and the refusal text. */
function tests(checks: readonly Check[]): string[] {
  return checks
    .filter((c) => c.kind === 'test')
    .map((c) => `${c.name} [${c.cwd}] ${c.skipped ?? 'runs'}${c.reason ? ` ${c.reason}` : ''}`);
}

const ROOT = '      - run: go test ./...\n';

describe('a second folder testlock cannot run in is listed, never dropped', () => {
  it.each<[string, string, string[]]>([
    [
      'gaming: a folder named by a step output (unknown outside CI) beside the root',
      `${ROOT}      - run: go test ./...\n        working-directory: \${{ steps.pick.outputs.dir }}\n`,
      [
        'tests [] runs',
        "tests (refused folder) [] unresolvable working-directory '${{ steps.pick.outputs.dir }}' cannot be resolved outside CI; never guessed",
      ],
    ],
    [
      'gaming: a second folder whose test line uses an expression testlock cannot resolve',
      `${ROOT}      - run: go test -run \${{ steps.pick.outputs.tests }} ./...\n        working-directory: arc\n`,
      ['tests [] runs', 'tests (arc) [arc] unresolvable'],
    ],
    [
      'gaming: a folder CI makes in an earlier step (absent at base)',
      `${ROOT}      - run: cmake -B build\n      - run: cd build && go test ./...\n`,
      [
        'tests [] runs',
        "tests (refused folder) [build] unresolvable working-directory 'build' does not exist at the base commit (made by an earlier CI step?); refused, never run elsewhere",
      ],
    ],
    [
      'gaming: `cd "$GITHUB_WORKSPACE/../other"` climbs out of the repository',
      `${ROOT}      - run: |\n          cd "$GITHUB_WORKSPACE/../other"\n          go test ./...\n`,
      [
        'tests [] runs',
        'tests (refused folder) [] unresolvable cd $GITHUB_WORKSPACE/../other: leaves the repository; refused, never run elsewhere',
      ],
    ],
    [
      'gaming: `cd ~/src` runs in the home folder: refused',
      `${ROOT}      - run: cd ~/src && go test ./...\n`,
      [
        'tests [] runs',
        'tests (refused folder) [] unresolvable cd ~/src: a folder outside the repository; refused, never run elsewhere',
      ],
    ],
    [
      'gaming: `cd "$HOME/go/src/example.com/lru"` (a GOPATH-era checkout) is outside',
      `${ROOT}      - run: |\n          cd "$HOME/go/src/example.com/lru"\n          go test ./...\n`,
      [
        'tests [] runs',
        'tests (refused folder) [] unresolvable cd $HOME/go/src/example.com/lru: a folder outside the repository; refused, never run elsewhere',
      ],
    ],
    [
      "gaming: `cd $RUNNER_TEMP/build` is the runner's temporary folder",
      `${ROOT}      - run: cd $RUNNER_TEMP/build && go test ./...\n`,
      [
        'tests [] runs',
        'tests (refused folder) [] unresolvable cd $RUNNER_TEMP/build: a folder outside the repository; refused, never run elsewhere',
      ],
    ],
    [
      'gaming: a bare `cd` goes home',
      `${ROOT}      - run: |\n          cd\n          go test ./...\n`,
      [
        'tests [] runs',
        'tests (refused folder) [] unresolvable cd: a folder outside the repository; refused, never run elsewhere',
      ],
    ],
    [
      'honest: an unresolvable step in the root folder the root check covers adds nothing',
      `${ROOT}      - run: go test -count=\${{ steps.pick.outputs.count }} ./...\n`,
      ['tests [] runs'],
    ],
    [
      'honest: `cd "$GITHUB_WORKSPACE"` is the root, and `cd $GITHUB_WORKSPACE/arc` is arc',
      '      - run: |\n          cd "$GITHUB_WORKSPACE"\n          go test ./...\n      - run: cd ${GITHUB_WORKSPACE}/arc && go test ./...\n',
      ['tests [] runs', 'tests (arc) [arc] runs'],
    ],
    [
      'honest: `cd ${{ github.workspace }}/arc` is arc',
      `${ROOT}      - run: |\n          cd \${{ github.workspace }}/arc\n          go test ./...\n`,
      ['tests [] runs', 'tests (arc) [arc] runs'],
    ],
    [
      'honest: `cd $GITHUB_WORKSPACE` from a step working in arc goes back to the root',
      '      - run: |\n          cd "$GITHUB_WORKSPACE"\n          go test ./...\n        working-directory: arc\n',
      ['tests [] runs'],
    ],
  ])('%s', (_name, steps, expected) => {
    expect(tests(checksOf({ [CI]: workflow(job(steps)) }))).toEqual(expected);
  });

  it('gaming: a matrix over folders with one absolute value: that combination is listed, refused', () => {
    const steps = '      - run: go test ./...\n        working-directory: ${{ matrix.dir }}\n';
    const extra = '    strategy:\n      matrix:\n        dir: [".", arc, /srv/cache]\n';
    expect(tests(checksOf({ [CI]: workflow(job(steps, extra)) }))).toEqual([
      'tests [] runs',
      'tests (arc) [arc] runs',
      "tests (refused folder) [] unresolvable working-directory '/srv/cache' is absolute; refused, never run elsewhere",
    ]);
  });

  it('honest: a folder present at base only as a subfolder of files counts as present', () => {
    const checks = checksOf({
      'pkg/deep/a.go': 'package deep\n',
      [CI]: workflow(job('      - run: go test ./...\n        working-directory: pkg\n')),
    });
    expect(shape(checks)).toEqual(['test tests [pkg] go test ./...']);
  });

  it('gaming: an unknown folder alone is skipped with why, never replaced by the convention', () => {
    const steps =
      '      - run: go test ./...\n        working-directory: ${{ steps.pick.outputs.dir }}\n';
    const [withGo] = checksOf({ [CI]: workflow(job(steps)) });
    expect(withGo).toMatchObject({ script: 'go test ./...', skipped: 'unresolvable' });
  });

  it('honest: a refused lint step beside a test step: the test check is untouched', () => {
    const checks = checksOf({
      'arc/.golangci.yml': 'run:\n',
      [CI]: workflow(
        job(`${ROOT}      - run: golangci-lint run\n        working-directory: /opt/lint\n`),
      ),
    });
    expect(tests(checks)).toEqual(['tests [] runs']);
    expect(checks.find((c) => c.kind === 'lint')).toMatchObject({ skipped: 'unresolvable' });
  });
});
