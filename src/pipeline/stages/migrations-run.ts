// The SQL row's three checks (docs/migrations.md), run after the project's checks: the round trip
// of the PR's migrations on a scratch database (base, up, down, up, the schema dumped after each),
// the schema comparison, and sqlfluff where the base configures it.
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { listFiles, readFiles } from '../../adapters/git.js';
import { type ProcessEnv, type RunResult, runCheck } from '../../adapters/process.js';
import { openScratchDatabase, type ScratchDatabase } from '../../adapters/scratch-db.js';
import { migrationChecks } from '../../core/migrations/check-names.js';
import {
  clientCommandLine,
  clientError,
  driverScript,
  errorLine,
  lastStarted,
  scriptFileName,
} from '../../core/migrations/client-script.js';
import { folderOf } from '../../core/migrations/files.js';
import {
  missingDownOutcome,
  type Phase,
  type PhaseRun,
  type RoundTripRun,
  roundTripOutcome,
  schemaOutcome,
  skippedOutcome,
} from '../../core/migrations/round-trip-outcomes.js';
import { parsePgDump, parseSqliteSchema } from '../../core/migrations/schema-dump.js';
import { scratchEnv } from '../../core/migrations/tool-env.js';
import { withUrl } from '../../core/migrations/tools/alembic/alembic-ini.js';
import { tracebackFrame } from '../../core/migrations/tools/alembic/traceback.js';
import type { Check, CheckResult } from '../../core/model/check.js';
import type { MigrationPlan, MigrationStep, SqlScript } from '../../core/model/migration.js';
import type { CheckOutcome } from '../../core/model/outcome.js';
import { parseDiagnostics } from '../../core/results/diagnostics/parse-diagnostics.js';
import { clipTail } from '../../core/text/clip.js';

export interface MigrationRunOptions {
  plans: readonly MigrationPlan[];
  /** The locked worktree: sqlfluff and the tools that need the project (alembic) run there. */
  tree: string;
  /** The repository and the range, to write the migrations as the locked run takes them. */
  repo: string;
  baseSha: string;
  headSha: string;
  env: ProcessEnv;
  secrets: readonly string[];
  timeoutMs: number;
  log: (line: string) => void;
  signal?: AbortSignal;
}

/** The checks of every migration folder, three each, in the plans' order. */
export async function runMigrationChecks(options: MigrationRunOptions): Promise<CheckOutcome[]> {
  const outcomes: CheckOutcome[] = [];
  const several = options.plans.length > 1;
  for (const plan of options.plans) outcomes.push(...(await runPlan(plan, several, options)));
  return outcomes;
}

async function runPlan(
  plan: MigrationPlan,
  several: boolean,
  options: MigrationRunOptions,
): Promise<CheckOutcome[]> {
  const [trip, schema, lint] = migrationChecks(plan, several) as [Check, Check, Check];
  const toolRuns = plan.skip === null && plan.steps?.up.kind === 'tool';
  if (lint.skipped === null || toolRuns) await restoreMigrationFiles(plan, options);
  const linted = await runLint(lint, options);
  if (plan.skip !== null) {
    options.log(`- test: skipped (${plan.skip.reason}): ${trip.name}: ${plan.skip.why}`);
    return [
      skippedOutcome(trip, plan.skip.reason, plan.skip.why),
      skippedOutcome(schema, plan.skip.reason, plan.skip.why),
      linted,
    ];
  }
  if (plan.missingDown.length > 0 || plan.steps === null) {
    options.log(
      `x test: ${trip.name}: new migrations without a down: ${plan.missingDown.join(', ')}`,
    );
    const why = 'the round trip cannot run: a new migration has no down';
    return [
      missingDownOutcome(trip, plan.missingDown),
      skippedOutcome(schema, 'unresolvable', why),
      linted,
    ];
  }
  options.log(`> test: ${trip.name}: ${trip.script}  (${trip.source})`);
  const opened = await openScratchDatabase(
    { engine: plan.engine, jobDatabase: plan.jobDatabase },
    {
      env: options.env,
      secrets: options.secrets,
      timeoutMs: options.timeoutMs,
      ...(options.signal ? { signal: options.signal } : {}),
    },
  );
  if ('missing' in opened) {
    options.log(`- test: skipped (tool-not-installed): ${trip.name}: ${opened.missing}`);
    return [
      skippedOutcome(trip, 'tool-not-installed', opened.missing),
      skippedOutcome(schema, 'tool-not-installed', opened.missing),
      linted,
    ];
  }
  for (const note of opened.notes ?? []) options.log(`  ${note}: a private cluster instead`);
  const database = opened.database;
  try {
    const run = await roundTrip(plan, database, options);
    const outcomes = [roundTripOutcome(trip, plan, run), schemaOutcome(schema, plan, run)];
    for (const { result } of outcomes) {
      options.log(
        `${result.ok ? '+' : result.skipped ? '-' : 'x'} ${result.kind}: ${result.summary}`,
      );
    }
    return [...outcomes, linted];
  } finally {
    await database.dispose();
  }
}

async function roundTrip(
  plan: MigrationPlan,
  database: ScratchDatabase,
  options: MigrationRunOptions,
): Promise<RoundTripRun> {
  const steps = plan.steps as NonNullable<MigrationPlan['steps']>;
  const phases: Array<[Phase, MigrationStep]> = [
    ['base', steps.base],
    ['up', steps.up],
    ['down', steps.down],
    ['again', steps.up],
  ];
  const run: RoundTripRun = { phases: [], schemas: {}, database: database.description };
  const hasTool = phases.some(([, step]) => step.kind === 'tool');
  if (hasTool) await writeToolConfig(plan, database, options);
  for (const [phase, step] of phases) {
    const ran =
      step.kind === 'sql'
        ? await applySql(phase, step.scripts, database)
        : await applyTool(phase, step, plan, database, options);
    if ('problem' in ran) {
      run.problem = ran.problem;
      break;
    }
    run.phases.push(ran);
    if (!ran.ok) break;
    const dump = await database.dump();
    if ('error' in dump) {
      run.problem = {
        reason: 'unresolvable',
        why: `the schema could not be dumped: ${dump.error}`,
      };
      break;
    }
    run.schemas[phase] =
      database.engine === 'sqlite' ? parseSqliteSchema(dump.text) : parsePgDump(dump.text);
    // A tool that wrote elsewhere (its env.py reads another URL) left the scratch database empty.
    if (step.kind === 'tool' && plan.tool === 'alembic' && !hasAlembicTable(run.schemas[phase])) {
      const why =
        'alembic did not write to the scratch database (no alembic_version table): its env.py reads the database URL from somewhere testlock does not set';
      run.problem = { reason: 'unresolvable', why };
      break;
    }
  }
  return run;
}

function hasAlembicTable(schema: ReadonlyMap<string, unknown> | undefined): boolean {
  return [...(schema?.keys() ?? [])].some((key) =>
    /^TABLE (?:public\.)?alembic_version$/.test(key),
  );
}

function phaseRun(phase: Phase, result: RunResult | null, fields: Partial<PhaseRun>): PhaseRun {
  return {
    phase,
    ok: result?.ok ?? false,
    failedPath: null,
    line: null,
    error: '',
    exitCode: result?.exitCode ?? null,
    timedOut: result?.timedOut ?? false,
    durationMs: result?.durationMs ?? 0,
    stdout: result?.stdout ?? '',
    stderr: result?.stderr ?? '',
    ...fields,
  };
}

/** The phase's files through the server's client, one driver script, stopping at the first error. */
async function applySql(
  phase: Phase,
  scripts: readonly SqlScript[],
  database: ScratchDatabase,
): Promise<PhaseRun> {
  for (const script of scripts) {
    const line = clientCommandLine(script.sql, database.engine);
    if (line === null) continue;
    const text = script.sql.split('\n')[line - 1]?.trim() ?? '';
    const error = `${script.path}:${line}: ${text}\nthis line is a command of testlock's SQL client, not SQL: the migration tool would send it to the server, which refuses it`;
    return phaseRun(phase, null, { failedPath: script.path, line, error });
  }
  const dir = join(database.workDir, phase);
  const files = scripts.map((script, index) => ({ script, name: scriptFileName(script, index) }));
  for (const { script, name } of files) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), script.sql);
  }
  const driver = join(database.workDir, `${phase}.driver`);
  await writeFile(
    driver,
    driverScript(
      database.engine,
      files.map((f) => ({ name: f.name, transaction: f.script.transaction })),
    ),
  );
  await mkdir(dir, { recursive: true });
  const result = await database.client(driver, phase);
  if (result.ok) return phaseRun(phase, result, {});
  const index = lastStarted(result.stdout);
  const failed = index === null ? null : (files[index]?.script.path ?? null);
  const error =
    clientError(result.stderr) || clipTail(`${result.stdout}\n${result.stderr}`) || result.summary;
  return phaseRun(phase, result, { failedPath: failed, line: errorLine(error), error });
}

const INI_COPY = 'testlock-scratch.ini';

/**
 * The migration folder in the locked tree as the locked run takes it, whatever the checks before
 * left there (after the last check nothing puts the tree back): base's text for every base
 * migration file (and, for alembic, every base file of its scripts folder and its ini), head's
 * for the PR's new ones; a migration-like file the checks added to the folder is removed.
 * sqlfluff and the tool read these files there.
 */
async function restoreMigrationFiles(
  plan: MigrationPlan,
  options: MigrationRunOptions,
): Promise<void> {
  const config = configOf(plan);
  const scripts = plan.tool === 'alembic' ? folderOf(plan.folder) : '';
  const basePaths = [
    ...plan.base.flatMap((m) => m.files),
    ...(config ? [config] : []),
    ...(plan.lint.config ? [plan.lint.config] : []),
    // Never the whole repository: only a scripts folder of its own.
    ...(scripts === '' ? [] : await listUnder(options, scripts)),
  ];
  const [base, head] = await Promise.all([
    readFiles(options.repo, options.baseSha, [...new Set(basePaths)]),
    readFiles(
      options.repo,
      options.headSha,
      plan.added.flatMap((m) => m.files),
    ),
  ]);
  const keep = new Set([...base.keys(), ...head.keys()]);
  const folder = join(options.tree, plan.folder);
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    const path = plan.folder === '' ? name : `${plan.folder}/${name}`;
    if (/\.(?:sql|py)$/.test(name) && !keep.has(path)) {
      await rm(join(folder, name), { force: true });
    }
  }
  for (const [path, text] of [...base, ...head]) {
    await mkdir(dirname(join(options.tree, path)), { recursive: true });
    await writeFile(join(options.tree, path), text);
  }
}

/** The tool's config copied beside it, with the scratch database's URL (alembic's ini). */
async function writeToolConfig(
  plan: MigrationPlan,
  database: ScratchDatabase,
  options: MigrationRunOptions,
): Promise<void> {
  const config = configOf(plan);
  if (config === null) return;
  const text = (await readFiles(options.repo, options.baseSha, [config])).get(config) ?? '';
  await writeFile(join(options.tree, folderOf(config), INI_COPY), withUrl(text, database.url));
}

/** Base files under the tool's scripts folder (env.py, the script template, the versions). */
async function listUnder(options: MigrationRunOptions, folder: string): Promise<string[]> {
  const prefix = `${folder}/`;
  return (await listFiles(options.repo, options.baseSha)).filter((p) => p.startsWith(prefix));
}

function configOf(plan: MigrationPlan): string | null {
  const step = plan.steps?.up;
  if (step?.kind !== 'tool') return null;
  const at = step.argv.indexOf('-c');
  const name = at === -1 ? null : step.argv[at + 1];
  return name === undefined || name === null
    ? null
    : step.cwd === ''
      ? name
      : `${step.cwd}/${name}`;
}

async function applyTool(
  phase: Phase,
  step: Extract<MigrationStep, { kind: 'tool' }>,
  plan: MigrationPlan,
  database: ScratchDatabase,
  options: MigrationRunOptions,
): Promise<PhaseRun | { problem: NonNullable<RoundTripRun['problem']> }> {
  const argv = step.argv.map((word, i) => (step.argv[i - 1] === '-c' ? INI_COPY : word));
  const result = await database.run(
    argv,
    step.cwd,
    options.tree,
    scratchEnv(options.env, database.url),
  );
  if (result.ok) return phaseRun(phase, result, {});
  if (result.notFound) {
    return { problem: { reason: 'tool-not-installed', why: `${argv[0]} is not installed` } };
  }
  const frame = tracebackFrame(result.stderr, plan.folder);
  const error = clipTail(result.stderr.trim() === '' ? result.stdout : result.stderr, 30);
  return phaseRun(phase, result, {
    failedPath: frame?.path ?? null,
    line: frame?.line ?? null,
    error,
  });
}

/** sqlfluff on the migration folder in the locked tree, where the base configures it. */
async function runLint(check: Check, options: MigrationRunOptions): Promise<CheckOutcome> {
  if (check.skipped !== null)
    return skippedOutcome(check, check.skipped, check.reason ?? check.skipped);
  options.log(`> lint: ${check.script}  (${check.source})`);
  const logDir = await mkdtemp(join(tmpdir(), 'testlock-sqlfluff-'));
  const result = await runCheck(check, {
    root: options.tree,
    timeoutMs: options.timeoutMs,
    baseEnv: options.env,
    secrets: options.secrets,
    logDir,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  await rm(logDir, { recursive: true, force: true });
  if (result.notFound) {
    options.log('- lint: skipped (tool-not-installed): sqlfluff');
    return skippedOutcome(check, 'tool-not-installed', 'sqlfluff is not installed');
  }
  const {
    notFound: _n,
    interrupted: _i,
    logPaths: _l,
    inOrder: _o,
    outputTruncated: _t,
    strays: _s,
    ...rest
  } = result;
  const reported: CheckResult = { ...rest, env: {} };
  options.log(`${reported.ok ? '+' : 'x'} lint: ${reported.summary}`);
  return {
    result: reported,
    diagnostics: parseDiagnostics('sqlfluff', `${result.stdout}\n${result.stderr}`),
  };
}
