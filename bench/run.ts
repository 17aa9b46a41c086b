// npm run bench: times the hot paths on generated inputs and prints one table of medians.
import { rmSync } from 'node:fs';
import { loadParsers } from '../src/adapters/load-parsers.js';
import { classifyChanges } from '../src/core/changes/classify-changes.js';
import { createClassifier } from '../src/core/changes/classify-path.js';
import type { DiffEntry } from '../src/core/model/diff.js';
import { benchActionMemory } from './action-memory.js';
import { buildBundle } from './bundle.js';
import { benchChangedLines } from './changed-lines.js';
import { benchCoverageCost } from './coverage-cost.js';
import { benchDiscovery } from './discovery.js';
import { benchFixedCost, benchLargeRepository } from './fixed-cost.js';
import { benchLockedWorktree } from './locked-worktree.js';
import { ms, printTable, type Row, timeMedian } from './measure.js';
import { benchMerge } from './merge.js';
import { benchParseMemory } from './parse-memory.js';
import { benchParsers } from './parsers.js';
import { benchRealSize } from './real-size.js';
import { benchRunnerWitness } from './runner-witness.js';
import { benchStartup } from './startup.js';
import { benchVerify } from './verify.js';

const ZERO = '0'.repeat(40);

function syntheticPaths(count: number): string[] {
  const shapes = [
    (i: number) => `src/pkg${i % 97}/module_${i}.py`,
    (i: number) => `tests/pkg${i % 97}/test_module_${i}.py`,
    (i: number) => `packages/app${i % 31}/src/component${i}.tsx`,
    (i: number) => `packages/app${i % 31}/src/component${i}.test.tsx`,
    (i: number) => `internal/svc${i % 53}/handler${i}_test.go`,
    (i: number) => `crates/c${i % 17}/src/lib${i}.rs`,
    (i: number) => `docs/page ${i}.md`,
    (i: number) => `services/s${i % 13}/__snapshots__/view${i}.snap`,
  ];
  return Array.from({ length: count }, (_, i) =>
    (shapes[i % shapes.length] as (i: number) => string)(i),
  );
}

function entries(paths: readonly string[]): DiffEntry[] {
  return paths.map((path) => ({
    status: 'modified',
    path,
    oldPath: null,
    similarity: null,
    oldKind: 'file',
    newKind: 'file',
    oldBlob: ZERO,
    newBlob: ZERO,
  }));
}

async function benchClassification(): Promise<Row> {
  const diff = entries(syntheticPaths(20_000));
  const median = await timeMedian(7, () => classifyChanges(diff, createClassifier()));
  return {
    name: 'classify 20,000 changed paths',
    median: ms(median),
    target: '< 1000 ms',
    note: '',
  };
}

// The benches call the core's readers directly, without the pipeline that loads their parsers.
await loadParsers(['toml', 'yaml', 'xml']);

const rows: Row[] = [];
rows.push(await benchClassification());
rows.push(await benchLockedWorktree());
rows.push(await benchDiscovery());
rows.push(await benchChangedLines());
rows.push(...(await benchParsers()));
rows.push(...benchParseMemory());
rows.push(...(await benchActionMemory()));
rows.push(...(await benchVerify()));
rows.push(...benchCoverageCost());
rows.push(...benchRunnerWitness());
rows.push(...benchStartup());
// testlock's own time on the bundle of this checkout's sources, built in a temporary folder.
const fixedDist = buildBundle();
try {
  rows.push(...benchFixedCost(fixedDist));
  rows.push(...benchLargeRepository(fixedDist));
} finally {
  rmSync(fixedDist, { recursive: true, force: true });
}
rows.push(...(await benchMerge()));
// Minutes per stack: only where asked (BENCH_REAL_SIZE=python,typescript,go,rust or all).
if (process.env.BENCH_REAL_SIZE) rows.push(...(await benchRealSize(process.env.BENCH_REAL_SIZE)));
printTable(rows);
