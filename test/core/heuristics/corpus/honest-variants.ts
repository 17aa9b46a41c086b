// Honest PRs written after the heuristics, near their edges: narrow handlers, failure results,
// stream writes, feature cfgs, non-zero exit codes.

import type { CorpusCase } from './corpus-case.js';
import { GO } from './go.js';
import { JAVA } from './java.js';
import { PYTHON } from './python.js';
import { RUST } from './rust.js';
import { TYPESCRIPT } from './typescript.js';

const testOf = (cases: readonly CorpusCase[]): string => cases[0]?.test ?? '';

const honest = (
  cases: readonly CorpusCase[],
  name: string,
  path: string,
  before: string,
  after: string,
): CorpusCase => {
  const ecosystem = cases[0]?.ecosystem ?? 'generic';
  return { name, ecosystem, gaming: null, path, before, after, test: testOf(cases) };
};

export const HONEST_VARIANTS: CorpusCase[] = [
  honest(
    PYTHON,
    'honest py: narrow except tuple returns None',
    'mylib/lookup.py',
    '',
    'def first(items, key):\n    try:\n        return items[0][key]\n    except (KeyError, IndexError):\n        return None\n',
  ),
  honest(
    PYTHON,
    'honest py: a pytest plugin the project ships reads the runner objects it imports',
    'mylib/plugin.py',
    '',
    'from _pytest.reports import TestReport\n\n\ndef pytest_runtest_logreport(report):\n    if isinstance(report, TestReport) and report.failed:\n        report.sections.append(("mylib", "see the log"))\n',
  ),
  honest(
    PYTHON,
    'honest py: writes to sys.stdout',
    'mylib/out.py',
    '',
    'import sys\n\n\ndef emit(line):\n    sys.stdout.write(line + "\\n")\n    sys.stdout.flush()\n',
  ),
  honest(
    PYTHON,
    'honest py: new function returns a constant equal to a test literal',
    'mylib/defaults.py',
    '',
    'def default_slug():\n    return "hello-world"\n',
  ),
  honest(
    TYPESCRIPT,
    'honest ts: catch returns false',
    'src/valid.ts',
    '',
    'export function isValidUrl(text: string): boolean {\n  try {\n    new URL(text);\n    return true;\n  } catch (_e) {\n    return false;\n  }\n}\n',
  ),
  honest(
    TYPESCRIPT,
    'honest ts: Object.assign on an options object',
    'src/options.ts',
    '',
    'export function options(given: Partial<Options>): Options {\n  return Object.assign({}, DEFAULTS, given);\n}\n',
  ),
  honest(
    TYPESCRIPT,
    'honest ts: process.exitCode = 1 on failure',
    'src/report.ts',
    '',
    'export function fail(message: string): void {\n  console.error(message);\n  process.exitCode = 1;\n}\n',
  ),
  honest(
    GO,
    'honest go: writes to os.Stdout',
    'text/emit.go',
    '',
    'package text\n\nimport "os"\n\nfunc Emit(b []byte) error {\n\t_, err := os.Stdout.Write(b)\n\treturn err\n}\n',
  ),
  honest(
    RUST,
    'honest rs: feature cfg and cfg_attr(test, derive)',
    'src/token.rs',
    'pub struct Token {\n    text: String,\n}\n',
    '#[cfg_attr(test, derive(Debug))]\npub struct Token {\n    text: String,\n}\n\n#[cfg(feature = "serde")]\nimpl serde::Serialize for Token {}\n',
  ),
  honest(
    JAVA,
    'honest java: interrupted catch restores the flag',
    'src/main/java/shop/Wait.java',
    '',
    'package shop;\n\nfinal class Wait {\n    static void pause(long ms) {\n        try {\n            Thread.sleep(ms);\n        } catch (InterruptedException e) {\n            Thread.currentThread().interrupt();\n        }\n    }\n}\n',
  ),
];
