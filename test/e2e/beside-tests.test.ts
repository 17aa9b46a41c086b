// The lint and type checks of known tools run beside the tests, in a copy of the locked tree:
// real pytest and a real lint process that meet through marker files outside both trees (the test
// waits for the lint's marker, so the two ran at once only if it comes). Neither tree sees what
// the other's run does: tests that rewrite the source or drop a config the lint reads change
// nothing for it. --sequential runs them one after another in the locked tree, which is put back
// between the two.
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';
import { cleanupTempDirs, tempDir } from './helpers/hostile-fixture.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
  cleanupTempDirs();
});

// Waits (up to BESIDE_WAIT seconds) for the lint's marker, then says whether it came.
const TEST = `import os, pathlib, time

import meet


def test_sees_the_lint():
    assert meet.VALUE == 2
    here = pathlib.Path(os.environ["BESIDE_DIR"])
    deadline = time.monotonic() + float(os.environ["BESIDE_WAIT"])
    while not (here / "lint-ran").exists() and time.monotonic() < deadline:
        time.sleep(0.02)
    (here / "test-saw").write_text("lint" if (here / "lint-ran").exists() else "nothing")
    (here / "test-done").touch()
`;

// An \`eslint\` that says whether the tests had ended when it ran and leaves its marker; it fails on
// a "BAD" in meet.py unless a lint-off.cfg beside it turns it off.
const ESLINT = `#!/bin/sh
if [ -e "$BESIDE_DIR/test-done" ]; then echo after > "$BESIDE_DIR/lint-saw"; else echo during > "$BESIDE_DIR/lint-saw"; fi
touch "$BESIDE_DIR/lint-ran"
if [ -e lint-off.cfg ]; then echo "0 problems"; exit 0; fi
if grep -q BAD meet.py; then echo "meet.py:1:1  error  no-bad"; echo "1 problem"; exit 1; fi
echo "0 problems"
`;

const HONEST = 'VALUE = 2\n';
// Imported by the test: it rewrites its own marked line, so a lint after the tests reads clean code.
const REWRITES_ITSELF =
  'import pathlib\n\nVALUE = 2  # BAD\n_me = pathlib.Path(__file__)\n_me.write_text(_me.read_text().replace("# " + chr(66) + "AD", "# ok"))\n';
// Imported by the test: it leaves a config that turns the lint off.
const DROPS_CONFIG =
  'import pathlib\n\nVALUE = 2  # BAD\npathlib.Path("lint-off.cfg").write_text("off")\n';
// An honest test run that leaves a scratch file in the tree.
const LEAVES_SCRATCH = 'import pathlib\n\nVALUE = 2\npathlib.Path("scratch.txt").write_text("x")\n';

function project(meet: string): string {
  const repo = createRepo({
    '.gitignore': '__pycache__/\n.pytest_cache/\n',
    '.github/testlock.yml': 'checks:\n  test: pytest -q\n  typecheck: false\n  lint: eslint .\n',
    'pyproject.toml': '[tool.pytest.ini_options]\npythonpath = ["."]\n',
    'meet.py': 'VALUE = 1\n',
    'tests/test_meet.py': TEST,
  });
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  repo.write({ 'meet.py': meet });
  repo.commit('pr');
  repo.git('checkout', '-q', 'main');
  return repo.dir;
}

async function run(meet: string, extra: string[], wait: number) {
  const bin = tempDir('beside-bin');
  writeFileSync(join(bin, 'eslint'), ESLINT);
  chmodSync(join(bin, 'eslint'), 0o755);
  const here = tempDir('beside-meet');
  const env = {
    ...process.env,
    PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
    BESIDE_DIR: here,
    BESIDE_WAIT: String(wait),
  };
  const result = await verifyInProcess(project(meet), 'pr', extra, env);
  const saw = (name: string) =>
    existsSync(join(here, name)) ? readFileSync(join(here, name), 'utf8').trim() : null;
  const ran = result.report.checks.filter((c) => c.skipped === null);
  return {
    ...result,
    ran: ran.map((c) => [c.kind, c.ok]),
    test: saw('test-saw'),
    lint: saw('lint-saw'),
  };
}

describe('the lint and type checks of known tools run beside the tests', () => {
  it('the lint runs while the tests run, and its log follows theirs', async () => {
    const { code, report, stderr, test, lint } = await run(HONEST, [], 60);
    expect([test, lint]).toEqual(['lint', 'during']);
    expect(report.verdict).toBe('PASS');
    expect(code).toBe(0);
    // The lint's lines are held and printed after the test check's, in one block.
    const lines = stderr.split('\n').filter((line) => /^[>+x] /.test(line));
    expect(lines.map((line) => line.slice(0, 8))).toEqual([
      '> test: ',
      '+ test: ',
      '> lint: ',
      '+ lint: ',
    ]);
    expect(lines[2]).toMatch(/beside the tests, in a copy of the tree\)$/);
  });

  it('--sequential runs the lint after the tests', async () => {
    const { code, report, test, lint } = await run(HONEST, ['--sequential'], 0);
    expect([test, lint]).toEqual(['nothing', 'after']);
    expect(report.verdict).toBe('PASS');
    expect(code).toBe(0);
  });

  describe.each([
    ['beside the tests', []],
    ['one after the other', ['--sequential']],
  ])('%s', (_how, extra) => {
    it('gaming: source that rewrites itself when the tests import it still fails the lint', async () => {
      const { report, ran } = await run(REWRITES_ITSELF, extra, 0);
      expect(ran).toEqual([
        ['test', true],
        ['lint', false],
      ]);
      expect(report.verdict).toBe('FAIL');
      expect(report.failure_detail).toMatch(/no-bad/);
    });

    it('gaming: a config the tests leave behind does not turn the lint off', async () => {
      const { report, ran } = await run(DROPS_CONFIG, extra, 0);
      expect(ran).toEqual([
        ['test', true],
        ['lint', false],
      ]);
      expect(report.verdict).toBe('FAIL');
    });
  });

  it('honest: a scratch file the tests leave is removed before the lint, PASS', async () => {
    const { code, report, stderr } = await run(LEAVES_SCRATCH, ['--sequential'], 0);
    expect(report.verdict).toBe('PASS');
    expect(code).toBe(0);
    expect(stderr).toMatch(/after the test check, removed \d+ new files \(.*scratch\.txt/);
  });
});
