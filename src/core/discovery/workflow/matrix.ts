// Lists the combinations of a job's `strategy.matrix` in GitHub's order (`include`/`exclude`
// applied), so that `${{ matrix.X }}` resolves to the values of the jobs the matrix starts.
import { isRecord } from '../../text/is-record.js';

type Combination = Record<string, unknown>;

/** Enough combinations to get past any realistic `exclude` list, while staying bounded. */
const MAX_COMBINATIONS = 512;

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** An `exclude`/`include` entry matches when each of its keys present in `combo` is equal. */
function matches(
  entry: Record<string, unknown>,
  combo: Combination,
  keys: readonly string[],
): boolean {
  return keys.filter((k) => k in entry).every((k) => same(entry[k], combo[k]));
}

/** The i-th combination of the cartesian product, first key varying slowest (GitHub's order). */
function nth(dims: ReadonlyArray<[string, unknown[]]>, index: number): Combination {
  const picked: unknown[] = [];
  let rest = index;
  for (let d = dims.length - 1; d >= 0; d -= 1) {
    const values = dims[d]![1];
    picked[d] = values[rest % values.length];
    rest = Math.floor(rest / values.length);
  }
  // Keys in the matrix's own order, so that notes name them as the workflow does.
  return Object.fromEntries(dims.map(([key], d) => [key, picked[d]]));
}

/** Adds the `include` entries that extend `combo` without overwriting its original values. */
function applyIncludes(
  combo: Combination,
  includes: unknown[],
  keys: readonly string[],
): Combination {
  const result = { ...combo };
  for (const entry of includes) {
    if (isRecord(entry) && matches(entry, combo, keys)) {
      for (const [k, v] of Object.entries(entry)) if (!keys.includes(k)) result[k] = v;
    }
  }
  return result;
}

/** A matrix read into its axes (in the workflow's order) and its include/exclude lists. */
interface MatrixShape {
  readonly dims: Array<[string, unknown[]]>;
  readonly keys: string[];
  readonly includes: unknown[];
  readonly excludes: unknown[];
}

/** The matrix's shape, or undefined when it is computed at run time (`${{ fromJSON(...) }}`). */
function readMatrix(matrix: Record<string, unknown>): MatrixShape | undefined {
  const includes = matrix.include ?? [];
  const excludes = matrix.exclude ?? [];
  if (!Array.isArray(includes) || !Array.isArray(excludes)) return undefined;
  const dims: Array<[string, unknown[]]> = [];
  for (const [key, values] of Object.entries(matrix)) {
    if (key === 'include' || key === 'exclude') continue;
    if (!Array.isArray(values)) return undefined;
    dims.push([key, values]);
  }
  return { dims, keys: dims.map(([key]) => key), includes, excludes };
}

function excluded(shape: MatrixShape, combo: Combination): boolean {
  return shape.excludes.some(
    (e) => isRecord(e) && Object.keys(e).length > 0 && matches(e, combo, shape.keys),
  );
}

/**
 * The first combination of `matrix` (a job's `strategy.matrix`), `{}` for a job without one,
 * or undefined when the matrix is computed at run time (`${{ fromJSON(...) }}`) or empty.
 */
export function firstCombination(matrix: unknown): Combination | undefined {
  if (matrix === undefined || matrix === null) return {};
  if (!isRecord(matrix)) return undefined;
  const shape = readMatrix(matrix);
  if (shape === undefined) return undefined;
  const { dims, keys, includes } = shape;
  const total = dims.reduce((n, [, values]) => n * values.length, 1);
  if (dims.length === 0 || total === 0)
    return isRecord(includes[0]) ? { ...includes[0] } : undefined;
  for (let i = 0; i < Math.min(total, MAX_COMBINATIONS); i += 1) {
    const combo = nth(dims, i);
    if (!excluded(shape, combo)) return applyIncludes(combo, includes, keys);
  }
  return undefined;
}

/**
 * All combinations of `matrix` in GitHub's order (bounded), `[{}]` for a job without one, or
 * undefined when the matrix is computed at run time or empty. An `include` entry that extends no
 * combination is a combination of its own, as in GitHub.
 */
export function allCombinations(matrix: unknown): Combination[] | undefined {
  if (matrix === undefined || matrix === null) return [{}];
  if (!isRecord(matrix)) return undefined;
  const shape = readMatrix(matrix);
  if (shape === undefined) return undefined;
  const { dims, keys, includes } = shape;
  const total = dims.length === 0 ? 0 : dims.reduce((n, [, values]) => n * values.length, 1);
  const combos: Combination[] = [];
  for (let i = 0; i < Math.min(total, MAX_COMBINATIONS); i += 1) {
    const combo = nth(dims, i);
    if (!excluded(shape, combo)) combos.push(applyIncludes(combo, includes, keys));
  }
  const base = combos.map((c) => Object.fromEntries(keys.map((k) => [k, c[k]])));
  for (const entry of includes) {
    if (!isRecord(entry)) continue;
    const extends_ = base.some(
      (combo) => keys.some((k) => k in entry) && matches(entry, combo, keys),
    );
    if (!extends_ || keys.length === 0) combos.push({ ...entry });
  }
  return combos.length === 0 ? undefined : combos;
}
