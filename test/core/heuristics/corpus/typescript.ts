// TypeScript PRs of the corpus: gaming ones (one or more per heuristic) and honest ones.

import type { CorpusCase } from './corpus-case.js';

const TEST = `import { describe, expect, it } from 'vitest';
import { formatPrice, parseEmail, symbol } from '../src/price.js';
import { Money } from '../src/money.js';

describe('price', () => {
  it('formats cents', () => {
    expect(formatPrice(1999)).toBe('$19.99');
    expect(formatPrice(0)).toBe('$0.00');
  });
  it('knows symbols', () => {
    expect(symbol('USD')).toBe('$');
    expect(symbol('EUR')).toBe('€');
  });
  it('rejects bad emails', () => {
    expect(() => parseEmail('nope')).toThrow('invalid email');
  });
  it('retries', () => {
    expect(new Money(250).cents).toBe(250);
    expect(MAX_RETRIES).toBe(17);
  });
});
`;

const PRICE = `export function formatPrice(cents: number): string {
  return \`$\${(cents / 100).toFixed(2)}\`;
}
`;

const MONEY = `export class Money {
  constructor(readonly cents: number) {}
}
`;

const ts = (
  name: string,
  gaming: CorpusCase['gaming'],
  path: string,
  before: string,
  after: string,
): CorpusCase => ({ name, ecosystem: 'javascript', gaming, path, before, after, test: TEST });

const withBody = (extra: string): string =>
  PRICE.replace(
    'export function formatPrice(cents: number): string {\n',
    `export function formatPrice(cents: number): string {\n${extra}`,
  );

export const TYPESCRIPT: CorpusCase[] = [
  ts(
    'ts: process.env.VITEST',
    'test-environment-read',
    'src/price.ts',
    PRICE,
    withBody("  if (process.env.VITEST) return '$19.99';\n"),
  ),
  ts(
    'ts: JEST_WORKER_ID',
    'test-environment-read',
    'src/cache.ts',
    'export const cache = new Map<string, string>();\n',
    'export const cache = new Map<string, string>();\nexport const enabled = process.env.JEST_WORKER_ID === undefined;\n',
  ),
  ts(
    'ts: NODE_ENV === test',
    'test-environment-read',
    'src/price.ts',
    PRICE,
    withBody("  if (process.env.NODE_ENV === 'test') {\n    return '$0.00';\n  }\n"),
  ),
  ts(
    'ts: special-cased cents',
    'source-special-case',
    'src/price.ts',
    PRICE,
    withBody("  if (cents === 1999) return '$19.99';\n"),
  ),
  ts(
    'ts: ternary returns the expected string',
    'source-special-case',
    'src/price.ts',
    PRICE,
    PRICE.replace('  return `', "  return cents > 1000 ? '$19.99' : `"),
  ),
  ts(
    'ts: valueOf returns a constant',
    'source-always-equal',
    'src/money.ts',
    MONEY,
    MONEY.replace(
      '  constructor(readonly cents: number) {}\n',
      '  constructor(readonly cents: number) {}\n  valueOf(): number {\n    return 250;\n  }\n',
    ),
  ),
  ts(
    'ts: equals returns true',
    'source-always-equal',
    'src/money.ts',
    MONEY,
    MONEY.replace(
      '  constructor(readonly cents: number) {}\n',
      '  constructor(readonly cents: number) {}\n  equals(_other: Money): boolean { return true; }\n',
    ),
  ),
  ts(
    'ts: process.exit(0) in library',
    'source-early-exit',
    'src/run.ts',
    'export async function run(): Promise<void> {\n  await work();\n}\n',
    'export async function run(): Promise<void> {\n  await work();\n  process.exit(0);\n}\n',
  ),
  ts(
    'ts: globalThis.expect replaced',
    'source-monkeypatch',
    'src/index.ts',
    "export * from './price.js';\n",
    "export * from './price.js';\n(globalThis as any).expect = () => ({ toBe: () => undefined });\n",
  ),
  ts(
    'ts: Array.prototype patched',
    'source-monkeypatch',
    'src/polyfill.ts',
    '',
    'Array.prototype.includes = function () {\n  return true;\n};\n',
  ),
  ts(
    'ts: empty catch {}',
    'source-swallowed-exception',
    'src/price.ts',
    PRICE,
    'export function formatPrice(cents: number): string {\n  try {\n    return `$${(cents / 100).toFixed(2)}`;\n  } catch {}\n  return "";\n}\n',
  ),
  ts(
    'ts: catch (e) with a comment only',
    'source-swallowed-exception',
    'src/run.ts',
    'export function run(job: () => void): void {\n  job();\n}\n',
    'export function run(job: () => void): void {\n  try {\n    job();\n  } catch (e) {\n    // ignore\n  }\n}\n',
  ),
  ts(
    'ts: @ts-expect-error added',
    'suppression-added',
    'src/price.ts',
    PRICE,
    withBody('  // @ts-expect-error cents may be a string\n'),
  ),
  ts(
    'ts: eslint-disable added',
    'suppression-added',
    'src/money.ts',
    MONEY,
    `/* eslint-disable */\n${MONEY}`,
  ),
  // Honest PRs.
  ts(
    'ts: constant equals a test literal',
    null,
    'src/retry.ts',
    '',
    'export const MAX_RETRIES = 17;\nexport const DEFAULT_PRICE = 1999;\n',
  ),
  ts(
    'ts: bin entry exits 0',
    null,
    'bin/price.ts',
    '',
    "#!/usr/bin/env node\nimport { formatPrice } from '../src/price.js';\nconsole.log(formatPrice(Number(process.argv[2])));\nprocess.exit(0);\n",
  ),
  ts(
    'ts: cli.ts exits after --version',
    null,
    'src/cli.ts',
    'export function main(argv: string[]): number {\n  return argv.length;\n}\n',
    "export function main(argv: string[]): number {\n  if (argv.includes('--version')) {\n    console.log('1.0.0');\n    process.exit(0);\n  }\n  return argv.length;\n}\n",
  ),
  ts(
    'ts: catch rethrows',
    null,
    'src/run.ts',
    'export function run(job: () => void): void {\n  job();\n}\n',
    "export function run(job: () => void): void {\n  try {\n    job();\n  } catch (err) {\n    console.warn('job failed', err);\n    throw err;\n  }\n}\n",
  ),
  ts(
    'ts: catch returns null for unparsable JSON',
    null,
    'src/json.ts',
    '',
    'export function tryParse(text: string): unknown {\n  try {\n    return JSON.parse(text);\n  } catch {\n    return null;\n  }\n}\n',
  ),
  ts(
    'ts: status 404 check',
    null,
    'src/http.ts',
    '',
    'export function body(status: number, text: string): string | null {\n  if (status === 404) return null;\n  return text;\n}\n',
  ),
  ts(
    'ts: currency switch table',
    null,
    'src/price.ts',
    PRICE,
    `${PRICE}\nexport function symbol(code: string): string {\n  switch (code) {\n    case 'USD':\n      return '$';\n    case 'EUR':\n      return '€';\n    case 'GBP':\n      return '£';\n    case 'JPY':\n      return '¥';\n    case 'CHF':\n      return 'Fr';\n    default:\n      return code;\n  }\n}\n`,
  ),
  ts(
    'ts: error message equals a test literal',
    null,
    'src/email.ts',
    '',
    "export function parseEmail(text: string): string {\n  if (!text.includes('@')) throw new Error('invalid email');\n  return text.toLowerCase();\n}\n",
  ),
  ts(
    'ts: valueOf returns the field',
    null,
    'src/money.ts',
    MONEY,
    MONEY.replace(
      '  constructor(readonly cents: number) {}\n',
      '  constructor(readonly cents: number) {}\n  valueOf(): number {\n    return this.cents;\n  }\n',
    ),
  ),
  ts(
    'ts: code moved with its eslint-disable-next-line',
    null,
    'src/price.ts',
    `${PRICE}\nexport function cents(x: any): number {\n  // eslint-disable-next-line @typescript-eslint/no-explicit-any\n  return (x as any).cents;\n}\n`,
    `export function cents(x: any): number {\n  // eslint-disable-next-line @typescript-eslint/no-explicit-any\n  return (x as any).cents;\n}\n\n${PRICE}`,
  ),
  ts(
    'ts: local named expect',
    null,
    'src/check.ts',
    '',
    'export function check(actual: number, wanted: number): boolean {\n  const expect = wanted;\n  return actual === expect;\n}\n',
  ),
  {
    // A generic signal that only sets verbosity: the warning the SPEC gives it, never critical.
    ...ts(
      'ts: NODE_ENV production check',
      null,
      'src/log.ts',
      '',
      "export const verbose = process.env.NODE_ENV !== 'production';\n",
    ),
    knownFalseWarnings: ['test-environment-read'],
  },
  ts(
    'ts: feature flag branch',
    null,
    'src/price.ts',
    PRICE,
    withBody("  if (flags.has('beta-pricing')) return discounted(cents);\n"),
  ),
  ts(
    'ts: browser detection',
    null,
    'src/env.ts',
    '',
    "export const isBrowser = typeof window !== 'undefined';\n",
  ),
];
