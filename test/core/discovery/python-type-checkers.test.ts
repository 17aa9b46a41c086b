// The newer Python type checkers (zuban, ty, pyrefly) as a CI job runs them: a lint job that
// installs the project's extras, runs flake8, then `zuban check` (shape modelled on a parser
// library's CI). The type check is declared, and skipped as tool-not-installed when missing.
import { describe, expect, it } from 'vitest';
import { foundCheck, installed } from './repo-files.js';

function lintJob(typeStep: string): Record<string, string> {
  const steps = [
    '      - uses: actions/checkout@v4',
    '      - name: Install dependencies',
    '        run: |',
    '          python -m pip install --upgrade pip setuptools wheel',
    '          pip install .[qa] .[testing]',
    '      - name: Run Flake8',
    '        run: flake8 --extend-ignore F401 pkg test/*.py',
    '      - name: Types',
    `        run: ${typeStep}`,
  ].join('\n');
  return {
    'setup.py': 'from setuptools import setup\nsetup(name="pkg")\n',
    '.github/workflows/build.yml': `on: [push, pull_request]\njobs:\n  lint:\n    runs-on: ubuntu-latest\n    steps:\n${steps}\n`,
  };
}

const found = foundCheck;

describe('zuban, ty and pyrefly in a CI step', () => {
  it.each(['zuban check', 'zuban mypy pkg', 'ty check pkg', 'pyrefly check'])(
    '%s is the declared type check',
    (run) => {
      expect(found(lintJob(run), 'typecheck')).toMatchObject({
        script: run,
        source: '.github/workflows/build.yml jobs.lint.steps[3]',
        skipped: null,
      });
    },
  );

  it('zuban missing: tool-not-installed, not a convention that CI never runs', () => {
    const c = found(lintJob('zuban check'), 'typecheck', installed('flake8'));
    expect(c).toMatchObject({ skipped: 'tool-not-installed', script: 'zuban check' });
  });

  it.each(['zuban server', 'ty server', 'pyrefly init'])('%s is no check', (run) => {
    expect(found(lintJob(run), 'typecheck').skipped).toBe('not-configured');
  });
});
