// Benchmark of the migration round trip's scratch database (docs/migrations.md): a private
// PostgreSQL cluster started (initdb, the server ready on its socket) and stopped (immediate
// shutdown, folder removed), and a SQLite file opened and removed; medians over several runs,
// with the start and the stop apart. Target: start and stop together under 3 s.
// `npx tsx bench/scratch-db.ts [runs]`
import { openScratchDatabase } from '../src/adapters/scratch-db.js';
import { median, ms, printTable, type Row } from './measure.js';

const RUNS = Number(process.argv[2] ?? 7);
const options = { env: process.env, secrets: [], timeoutMs: 60_000 };

async function once(engine: 'postgres' | 'sqlite'): Promise<{ start: number; stop: number }> {
  const begun = performance.now();
  const opened = await openScratchDatabase({ engine, jobDatabase: null }, options);
  if (!('database' in opened)) throw new Error(opened.missing);
  const started = performance.now();
  await opened.database.dispose();
  return { start: started - begun, stop: performance.now() - started };
}

async function measure(engine: 'postgres' | 'sqlite'): Promise<Row[]> {
  await once(engine); // warm the page cache for the server's files
  const runs: Array<{ start: number; stop: number }> = [];
  for (let i = 0; i < RUNS; i++) runs.push(await once(engine));
  const start = median(runs.map((r) => r.start));
  const stop = median(runs.map((r) => r.stop));
  const both = median(runs.map((r) => r.start + r.stop));
  const label = engine === 'postgres' ? 'private PostgreSQL cluster' : 'SQLite file';
  return [
    {
      name: `${label}: start`,
      median: ms(start),
      target: '',
      note: engine === 'postgres' ? 'initdb + server ready' : 'folder',
    },
    {
      name: `${label}: stop`,
      median: ms(stop),
      target: '',
      note: engine === 'postgres' ? 'SIGQUIT, folder removed' : 'folder removed',
    },
    {
      name: `${label}: start + stop`,
      median: ms(both),
      target: engine === 'postgres' ? '< 3000 ms' : '',
      note: `${RUNS} runs`,
    },
  ];
}

printTable([...(await measure('postgres')), ...(await measure('sqlite'))]);
