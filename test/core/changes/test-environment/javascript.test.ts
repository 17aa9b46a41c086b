import { describe, expect, it } from 'vitest';
import { type Row, severityOf } from './rows.js';

const BASE =
  'export function total(xs: number[]): number {\n  return xs.reduce((a, b) => a + b, 0);\n}\n';
const body = (lines: string): string =>
  `export function total(xs: number[]): number {\n${lines}  return xs.reduce((a, b) => a + b, 0);\n}\n`;

const ROWS: Row[] = [
  ['process.env.VITEST', BASE, body('  if (process.env.VITEST) return 6;\n'), 'critical'],
  [
    'bracket and built name',
    BASE,
    body("  if (process.env['VI' + 'TEST']) return 6;\n"),
    'critical',
  ],
  [
    'template-built name',
    BASE,
    body(`  if (process.env[\`\${'JEST'}_WORKER_ID\`]) return 6;\n`),
    'critical',
  ],
  [
    'destructured env',
    BASE,
    body('  const { VITEST_WORKER_ID } = process.env;\n  if (VITEST_WORKER_ID) return 6;\n'),
    'critical',
  ],
  [
    'env aliased through a variable',
    BASE,
    `const e = process.env;\nconst K = ['NODE', 'TEST', 'CONTEXT'].join('_');\n${body('  if (e[K]) return 6;\n')}`,
    'critical',
  ],
  [
    'character codes',
    BASE,
    body('  if (process.env[String.fromCharCode(86, 73, 84, 69, 83, 84)]) return 6;\n'),
    'critical',
  ],
  ['base64 name', BASE, body("  if (process.env[atob('VklURVNU')]) return 6;\n"), 'critical'],
  [
    'process.argv mentions vitest',
    BASE,
    body("  if (process.argv.some((a) => a.includes('vitest'))) return 6;\n"),
    'critical',
  ],
  [
    'globalThis worker',
    BASE,
    body('  if ((globalThis as any).__vitest_worker__) return 6;\n'),
    'critical',
  ],
  [
    'globalThis by string',
    BASE,
    body("  if (Reflect.has(globalThis, '__vitest_' + 'worker__')) return 6;\n"),
    'critical',
  ],
  ['typeof jest', BASE, body("  if (typeof jest !== 'undefined') return 6;\n"), 'critical'],
  [
    'Symbol.for of the matchers',
    BASE,
    body("  if ((globalThis as any)[Symbol.for('$$jest-matchers-object')]) return 6;\n"),
    'critical',
  ],
  [
    'a global symbol found by a piece of its name',
    BASE,
    body(
      "  const k = Object.getOwnPropertySymbols(globalThis).find((s) => String(s).includes('matchers-object'));\n  if (k) return 6;\n",
    ),
    'critical',
  ],
  [
    'the global values searched for a matchers member',
    BASE,
    body(
      '  for (const v of Object.values(globalThis)) {\n    if (v && v.matchers) v.matchers.toBe = () => ({ pass: true });\n  }\n',
    ),
    'critical',
  ],
  [
    'honest: the global keys listed for a feature',
    BASE,
    body(
      "  const events = Object.keys(globalThis).filter((k) => k.startsWith('on'));\n  if (events.length > 900) return 0;\n",
    ),
    null,
  ],
  ['import from vitest', BASE, `import { vi } from 'vitest';\n${BASE}`, 'critical'],
  [
    'dynamic import of vitest',
    BASE,
    body("  void import('vitest').then(() => undefined);\n"),
    'critical',
  ],
  [
    'stack holds .test.',
    BASE,
    body("  if (new Error().stack?.includes('.test.')) return 6;\n"),
    'critical',
  ],
  [
    'stack a line apart',
    BASE,
    body("  const err = new Error();\n  if (/\\.spec\\./.test(err.stack ?? '')) return 6;\n"),
    'critical',
  ],
  [
    'NODE_ENV equals test',
    BASE,
    body("  if (process.env.NODE_ENV === 'test') return 6;\n"),
    'critical',
  ],
  [
    'import.meta.env.MODE test',
    BASE,
    body("  if (import.meta.env.MODE === 'test') return 6;\n"),
    'critical',
  ],
  [
    'NODE_ENV decides the result',
    BASE,
    body("  if (process.env.NODE_ENV !== 'production') return 6;\n"),
    'critical',
  ],
  [
    'NODE_ENV through a flag variable',
    BASE,
    `const strict = process.env.NODE_ENV === 'production';\n${body('  if (!strict) {\n    return 6;\n  }\n')}`,
    'critical',
  ],
  // Honest look-alikes.
  [
    'NODE_ENV for a production log level',
    BASE,
    `${BASE}\nconst level = process.env.NODE_ENV === 'production' ? 'info' : 'debug';\nexport const logger = createLogger({ level });\n`,
    'warning',
  ],
  [
    'debug-only log line',
    BASE,
    body(
      "  if (process.env.NODE_ENV !== 'production') {\n    console.debug('total of', xs.length);\n  }\n",
    ),
    'warning',
  ],
  [
    'bin script parses process.argv',
    '',
    "#!/usr/bin/env node\nconst args = process.argv.slice(2);\nif (args.includes('--help')) {\n  console.log('usage: total N...');\n  process.exit(0);\n}\nconsole.log(total(args.map(Number)));\n",
    null,
  ],
  [
    'error rethrown with its stack',
    BASE,
    body(
      "  try {\n    check(xs);\n  } catch (err) {\n    throw new Error('bad input: ' + (err as Error).message);\n  }\n",
    ),
    null,
  ],
  [
    'browser detection',
    BASE,
    `export const isBrowser = typeof window !== 'undefined';\n${BASE}`,
    null,
  ],
  [
    'an app variable',
    BASE,
    body('  if (process.env.TOTAL_LIMIT) return Math.min(Number(process.env.TOTAL_LIMIT), 0);\n'),
    null,
  ],
];

describe('test-environment-read: JavaScript and TypeScript', () => {
  it.each(ROWS)('%s', (_name, before, after, want) => {
    expect(severityOf('javascript', before, after)).toBe(want);
  });
});
