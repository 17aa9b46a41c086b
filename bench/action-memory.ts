// Peak resident set of the Action's own process while a check prints 300 MB (issue 11): the
// Action in-process (real verify, no GitHub API) bundled with esbuild as dist/index.js is,
// into a temporary folder (dist/ is left alone), each flood in its own child process.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Row } from './measure.js';

const FLOOD_BYTES = 300_000_000;
export const TARGET_MB = 300;
const MB = 1024 * 1024;

export interface Flood {
  name: string;
  exitCode: number;
  /** A line repeated as the flood; '' for filler. */
  line: string;
}

export const FLOODS: readonly Flood[] = [
  { name: 'filler, exit 0', exitCode: 0, line: '' },
  {
    name: 'pytest failure lines, exit 1',
    exitCode: 1,
    line: 'FAILED tests/test_x.py::test_n - AssertionError: boom',
  },
  {
    name: 'tsc error lines, exit 1',
    exitCode: 1,
    line: "src/a.ts(1,1): error TS2322: Type 'string' is not assignable",
  },
];

/** Bundles the benchmark's child the way scripts/build.mjs bundles the Action. */
export async function bundleActionRun(outdir: string): Promise<string> {
  await build({
    entryPoints: [join(import.meta.dirname, 'action-memory-run.ts')],
    outfile: join(outdir, 'action-memory-run.mjs'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'warning',
    banner: {
      js: "import { createRequire as __testlockCreateRequire } from 'node:module'; const require = __testlockCreateRequire(import.meta.url);",
    },
    // The child finds flood.mjs relative to its own folder in the sources.
    define: { 'import.meta.dirname': JSON.stringify(import.meta.dirname) },
  });
  return join(outdir, 'action-memory-run.mjs');
}

/** One Action run on a flood in a child process of plain node: its exit status and peak RSS. */
export function actionRun(
  bundle: string,
  flood: Flood,
  bytes = FLOOD_BYTES,
): { code: number; verdict: string; peakMb: number } {
  const out = execFileSync(
    process.execPath,
    [bundle, String(bytes), String(flood.exitCode), flood.line],
    {
      encoding: 'utf8',
      timeout: 300_000,
    },
  );
  const last = out.trim().split('\n').pop() ?? '{}';
  const parsed = JSON.parse(last) as { code: number; verdict: string; maxRssBytes: number };
  return { code: parsed.code, verdict: parsed.verdict, peakMb: parsed.maxRssBytes / MB };
}

export async function benchActionMemory(): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-bench-action-bundle-'));
  try {
    const bundle = await bundleActionRun(dir);
    return FLOODS.map((flood) => ({
      name: `action on a 300 MB flood (${flood.name}): peak RSS`,
      median: `${actionRun(bundle, flood).peakMb.toFixed(0)} MB`,
      target: `< ${TARGET_MB} MB`,
      note: 'bundled, one run',
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
