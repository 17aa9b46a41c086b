// The comparison behind `suppression-hides-errors`: errors of the stripped run beyond the PR's own
// run (by file, line and message, counted), excused when they only say a dependency has no types
// or judge layout, and an exit status alone when the output names no error.
import { describe, expect, it } from 'vitest';
import type { CheckOutcome } from '../../../src/core/model/outcome.js';
import type { Diagnostic } from '../../../src/core/model/results.js';
import { hiddenErrors, type Rerun } from '../../../src/core/suppressions/hidden-errors.js';
import { mypySuppressions } from '../../../src/core/tools/mypy/suppressions.js';
import { ruffSuppressions } from '../../../src/core/tools/ruff/suppressions.js';

const diag = (file: string, line: number, message: string): Diagnostic => ({
  tool: 'mypy',
  file,
  line,
  column: null,
  message,
  text: `${file}:${line}: error: ${message}`,
});

function outcome(diagnostics: Diagnostic[], ok = diagnostics.length === 0, out = ''): CheckOutcome {
  return {
    result: {
      name: 'typecheck',
      kind: 'typecheck',
      command: 'mypy',
      args: ['.'],
      cwd: '',
      env: {},
      source: 'ci',
      script: 'mypy .',
      skipped: null,
      ok,
      exitCode: ok ? 0 : 1,
      signal: null,
      durationMs: 1,
      timedOut: false,
      stdout: out,
      stderr: '',
      summary: '',
    },
    diagnostics,
  } as unknown as CheckOutcome;
}

const SUPPRESSION = {
  path: 'calc.py',
  line: 6,
  label: '# type: ignore',
  tools: ['mypy'],
  scope: 'line' as const,
};

function rerun(main: CheckOutcome, stripped: CheckOutcome, tool = mypySuppressions): Rerun {
  return { main, stripped, tool, suppressions: [SUPPRESSION] };
}

describe('a rule on code nothing uses', () => {
  const unused = diag('pkg/__init__.py', 2, 'F401 `calc.add` imported but unused');
  const ruff = (suppressions: Rerun['suppressions']): Rerun => ({
    main: outcome([]),
    stripped: outcome([unused]),
    tool: ruffSuppressions,
    suppressions,
  });
  const line = { path: 'pkg/__init__.py', line: 2, label: '# noqa', tools: ['ruff'] };

  it('is a warning under a suppression of its line (a re-export)', () => {
    const found = hiddenErrors([ruff([{ ...line, scope: 'line' }])]);
    expect(found.map((a) => a.severity)).toEqual(['warning']);
  });

  it('stays critical under a file-wide directive, which silences every later change too', () => {
    const file = { ...line, line: 1, label: '# ruff: noqa', scope: 'file' as const };
    expect(hiddenErrors([ruff([file])]).map((a) => a.severity)).toEqual(['critical']);
  });

  it('is no excuse for a rule that can hide behaviour (F811: the second definition runs)', () => {
    const redefined = diag('pkg/__init__.py', 2, 'F811 Redefinition of unused `add` from line 1');
    const found = hiddenErrors([
      { ...ruff([{ ...line, scope: 'line' }]), stripped: outcome([redefined]) },
    ]);
    expect(found.map((a) => a.severity)).toEqual(['critical']);
  });
});

describe('errors only the stripped run shows', () => {
  it('reports each with its file and line, critical', () => {
    const wrong = diag('calc.py', 6, 'Incompatible return value type  [return-value]');
    const found = hiddenErrors([rerun(outcome([]), outcome([wrong]))]);
    expect(found).toEqual([
      expect.objectContaining({
        kind: 'suppression-hides-errors',
        severity: 'critical',
        path: 'calc.py',
        line: 6,
      }),
    ]);
    expect(found[0]?.detail).toMatch(/# type: ignore at calc\.py:6\): Incompatible return value/);
  });

  it('leaves out what the PR run already reported, counted (two alike, one new)', () => {
    const same = diag('a.py', 3, 'Name "x" is not defined  [name-defined]');
    const found = hiddenErrors([rerun(outcome([same]), outcome([same, same]))]);
    expect(found.map((a) => a.line)).toEqual([3]);
    expect(hiddenErrors([rerun(outcome([same]), outcome([same]))])).toEqual([]);
  });

  it('excuses a dependency without type information and layout rules', () => {
    const untyped = diag('calc.py', 1, 'Library stubs not installed for "yaml"  [import-untyped]');
    expect(hiddenErrors([rerun(outcome([]), outcome([untyped]))])).toEqual([]);
    const long = diag('calc.py', 9, 'E501 Line too long (130 > 100)');
    expect(hiddenErrors([rerun(outcome([]), outcome([long]), ruffSuppressions)])).toEqual([]);
    // The same message is no excuse for a tool that does not say so.
    expect(hiddenErrors([rerun(outcome([]), outcome([long]))])).toHaveLength(1);
  });

  it('takes an exit status alone when the output names no error it reads', () => {
    const found = hiddenErrors([rerun(outcome([]), outcome([], false, 'boom: 1 problem\n'))]);
    expect(found).toEqual([
      expect.objectContaining({ kind: 'suppression-hides-errors', path: 'calc.py', line: 6 }),
    ]);
    expect(found[0]?.detail).toMatch(/fails \(exit 1\).*boom: 1 problem/);
  });

  it('says nothing when the PR run failed too, or the stripped one timed out', () => {
    expect(hiddenErrors([rerun(outcome([], false), outcome([], false))])).toEqual([]);
    const late = outcome([], false);
    late.result.timedOut = true;
    expect(hiddenErrors([rerun(outcome([]), late)])).toEqual([]);
  });

  it('caps the list and counts the rest', () => {
    const many = Array.from({ length: 25 }, (_, i) => diag('big.py', i + 1, `error ${i}`));
    const found = hiddenErrors([rerun(outcome([]), outcome(many))]);
    expect(found).toHaveLength(20);
    expect(found[19]?.detail).toMatch(/and 5 more errors/);
  });
});
