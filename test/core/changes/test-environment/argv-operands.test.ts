// The argv rule reads what the arguments are compared with, not every test-file word near an
// argv read: honest CLIs that take a test-file pattern as a default or pass one on (found by a CLI
// fixture that was flagged critical) stay quiet. The attacks were written after the change.
import { describe, expect, it } from 'vitest';
import { type Row, severityOf } from './rows.js';

const HONEST: Array<[string, 'javascript' | 'python' | 'go', string]> = [
  [
    'a default glob of test files',
    'javascript',
    "const pattern = process.argv[2] ?? '**/*.test.ts';\nconsole.log(findFiles(pattern));\n",
  ],
  [
    'a folder argument passed on with a prefix',
    'javascript',
    "export function main(): void {\n  const dir = process.argv[2] ?? 'tests/';\n  run(dir, 'test_');\n}\n",
  ],
  [
    "a `test` subcommand that runs the project's spec files",
    'javascript',
    "export function main(): void {\n  const [cmd] = process.argv.slice(2);\n  if (cmd === 'test') runTests('src/**/*.spec.ts');\n}\n",
  ],
  [
    'a default pattern in a conditional expression',
    'python',
    "import sys\n\ndef main():\n    pattern = sys.argv[1] if len(sys.argv) > 1 else 'test_*.py'\n    return find(pattern)\n",
  ],
  [
    'flags parsed, a test data folder by default',
    'go',
    'package main\n\nimport "os"\n\nfunc main() {\n\tdir := "testdata/"\n\tif len(os.Args) > 1 {\n\t\tdir = os.Args[1]\n\t}\n\trun(dir)\n}\n',
  ],
];

const ATTACKS: Row[] = [
  [
    'argv compared with a test file word inline',
    '',
    "export function total(): number {\n  if (process.argv.some((a) => a.includes('.test.'))) return 6;\n  return 0;\n}\n",
    'critical',
  ],
  [
    'the word in a constant compared by name',
    '',
    "const W = '.spec.';\nexport function total(): number {\n  if (process.argv.some((a) => a.includes(W))) return 6;\n  return 0;\n}\n",
    'critical',
  ],
  [
    'argv aliased on one line, compared on the next',
    '',
    "export function total(): number {\n  const args = process.argv;\n  if (args.some((a) => a.endsWith('.test.ts'))) return 6;\n  return 0;\n}\n",
    'critical',
  ],
  [
    'a template literal that builds the word',
    '',
    // The product code's own template literal (`${P}test`), its `$` apart so this one is none.
    "const P = 'vi';\nexport function total(): number {\n  if (process.argv.some((a) => a.includes(`$" +
      '{P}test`))) return 6;\n  return 0;\n}\n',
    'critical',
  ],
  [
    'a regular expression literal',
    '',
    'export function total(): number {\n  if (/vitest/.test(process.argv.join(" "))) return 6;\n  return 0;\n}\n',
    'critical',
  ],
];

describe('argv compared with a runner word', () => {
  it.each(HONEST)('honest: %s is no finding', (_, ecosystem, text) => {
    expect(severityOf(ecosystem, '', text)).toBeNull();
  });

  it.each(ATTACKS)('attack: %s', (_, before, after, want) => {
    expect(severityOf('javascript', before, after)).toBe(want);
  });

  it('python: `in` and a method, literal or built', () => {
    const body = (line: string): string => `import sys\n\ndef total():\n${line}    return 0\n`;
    expect(
      severityOf('python', '', body("    if 'pytest' in sys.argv[0]:\n        return 6\n")),
    ).toBe('critical');
    expect(
      severityOf(
        'python',
        '',
        body("    if sys.argv[0].endswith('py' + 'test'):\n        return 6\n"),
      ),
    ).toBe('critical');
    expect(
      severityOf('python', '', body('    if "py" "test" in sys.argv[0]:\n        return 6\n')),
    ).toBe('critical');
  });
});
