// Export conditions that only a test runner resolves: with `"exports": {"vitest": "./stub.js",
// "default": "./real.js"}` the tests import a stub while users get the real code, so a PR adding
// such a condition to package.json's `exports` or `imports` changes what the base tests test.
import type { Anomaly } from '../model/anomaly.js';
import type { ChangedFile } from '../model/changed-file.js';
import { clipChars } from '../text/clip.js';
import { lineOfFirst } from '../text/line-of.js';

type Severity = Anomaly['severity'];

// Conditions set by test runners (vitest and jest add theirs; `test` by convention and by
// `--conditions=test`) and `development`, which Vite, so vitest, resolves outside production
// builds: a warning, because libraries use it honestly for development builds.
const CONDITIONS: ReadonlyMap<string, Severity> = new Map<string, Severity>([
  ['test', 'critical'],
  ['vitest', 'critical'],
  ['jest', 'critical'],
  ['mocha', 'critical'],
  ['ava', 'critical'],
  ['testing', 'critical'],
  ['development', 'warning'],
]);

/**
 * Each `exports`/`imports` target behind a runner condition, as `field path => target`, with
 * the conditions before it: the first matching condition wins, so moving `vitest` ahead of
 * `default` switches it on without changing its target.
 */
function conditioned(value: unknown, path: string, out: Map<string, string>): void {
  if (value === null || typeof value !== 'object') return;
  const keys = Object.keys(value);
  for (const [index, [key, inner]] of Object.entries(value).entries()) {
    const here = `${path}.${key}`;
    if (CONDITIONS.has(key)) {
      out.set(here, `${JSON.stringify(inner)} after [${keys.slice(0, index).join(', ')}]`);
    }
    conditioned(inner, here, out);
  }
}

function targets(text: string | null): Map<string, string> {
  const out = new Map<string, string>();
  if (text === null) return out;
  try {
    const doc: unknown = JSON.parse(text);
    if (doc === null || typeof doc !== 'object') return out;
    const record = doc as Record<string, unknown>;
    conditioned(record.exports, 'exports', out);
    conditioned(record.imports, 'imports', out);
  } catch {
    // Unparseable JSON is reported by the package.json rule itself.
  }
  return out;
}

/** `harness-modified` for runner-only export conditions the PR adds or repoints. */
export function conditionAnomalies(
  file: ChangedFile,
  baseText: string | null,
  headText: string | null,
): Anomaly[] {
  const name = file.path.slice(file.path.lastIndexOf('/') + 1);
  if (name !== 'package.json' || headText === null || file.status === 'deleted') return [];
  const before = targets(baseText);
  const found: Anomaly[] = [];
  for (const [where, target] of targets(headText)) {
    if (before.get(where) === target) continue;
    const condition = where.slice(where.lastIndexOf('.') + 1);
    found.push({
      kind: 'harness-modified',
      severity: CONDITIONS.get(condition) ?? 'critical',
      path: file.path,
      line: lineOfFirst(headText, `"${condition}"`),
      detail: `${where} -> ${clipChars(target, 80)}: a "${condition}" condition is resolved by the test runner, not by users, so the tests can import other code than the package ships`,
    });
  }
  return found;
}
