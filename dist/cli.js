#!/usr/bin/env node
import { createRequire as __testlockCreateRequire } from 'node:module'; const require = __testlockCreateRequire(import.meta.url);
import {
  INVENTORY_CACHE_MAX_BYTES,
  NO_ACTIONS,
  createLockedWorktree,
  freshenForCargo,
  inventoryCacheText,
  inventoryKey,
  listBase,
  listedChecks,
  loadParts,
  mergeReports,
  parseShard,
  planProjects,
  projectsText,
  verify
} from "./chunks/chunk-VPP5UTWE.js";
import {
  planText
} from "./chunks/chunk-KHC4C2KF.js";
import {
  CHECKOUT_HINT,
  RefError,
  UsageError,
  buildPlan,
  errorMessage,
  escapeControlChars,
  formatDuration,
  kindsText,
  migrationChecks,
  nextSteps,
  readingOf,
  stepLines,
  tryGit
} from "./chunks/chunk-WI625RXA.js";
import "./chunks/chunk-ALXL3QMZ.js";

// src/cli/interrupt.ts
var processInterrupts = (listener) => {
  const handle = (signal, code) => {
    listener(signal);
    if (process.listenerCount(signal) <= 1) process.exit(code);
  };
  const onInt = () => handle("SIGINT", 130);
  const onTerm = () => handle("SIGTERM", 143);
  process.on("SIGINT", onInt);
  process.on("SIGTERM", onTerm);
  return () => {
    process.off("SIGINT", onInt);
    process.off("SIGTERM", onTerm);
  };
};
function watchInterrupt(on, stderr) {
  const controller = new AbortController();
  let received = null;
  const dispose = on?.((signal) => {
    if (received !== null) return;
    received = signal;
    stderr.write(
      `
testlock: interrupted (${signal}); stopping the checks and removing the locked worktree
`
    );
    controller.abort();
  });
  return {
    signal: controller.signal,
    interrupted: () => received !== null,
    exitCode: () => received === "SIGTERM" ? 143 : 130,
    dispose: () => dispose?.()
  };
}

// src/cli/run-cli.ts
import { writeFile as writeFile2 } from "node:fs/promises";

// src/adapters/stage-clock.ts
function createStageClock(since = performance.now(), now = () => performance.now()) {
  const start = since;
  let last = since;
  const stages = [];
  const details = [];
  return {
    lap(stage, kind = "own") {
      const at = now();
      stages.push({ stage, ms: at - last, kind });
      last = at;
    },
    detail(name, ms2) {
      details.push({ name, ms: ms2 });
    },
    timings: () => ({
      stages: stages.map((s) => ({ ...s })),
      details: details.map((d) => ({ ...d })),
      totalMs: last - start
    })
  };
}
function aroundChecksMs(timings) {
  const ran = timings.details.reduce((sum, d) => sum + d.ms, 0);
  return Math.max(0, stagesMs(timings, "checks") - ran);
}
function ownMs(timings) {
  return stagesMs(timings, "own") + aroundChecksMs(timings);
}
function stagesMs(timings, kind) {
  return timings.stages.filter((s) => s.kind === kind).reduce((sum, s) => sum + s.ms, 0);
}

// src/core/render/plan-json.ts
function planJson(plan) {
  return {
    schema_version: 1,
    branch_id: plan.branchId,
    base_sha: plan.baseSha,
    head_sha: plan.headSha,
    changes: plan.changes.map((change) => ({
      path: change.path,
      old_path: change.oldPath,
      status: change.status,
      class: change.class,
      ecosystem: change.ecosystem,
      rule: change.rule ?? null
    })),
    anomalies: plan.anomalies,
    locked: plan.locked,
    // The SQL row's checks are listed with the discovered ones, as the report lists them.
    checks: [
      ...plan.checks,
      ...(plan.migrations ?? []).flatMap(
        (m) => migrationChecks(m, (plan.migrations ?? []).length > 1)
      )
    ],
    followed: plan.followed.map((f) => ({
      path: f.path,
      check: f.check,
      via: f.via,
      how: f.how,
      at_base: f.atBase,
      locked: f.locked,
      note: f.note
    })),
    warnings: plan.warnings,
    ...plan.migrations?.length ? { migrations: plan.migrations.map(migrationJson) } : {}
  };
}
function migrationJson(plan) {
  const lines = (step) => stepLines(step, plan.engine);
  return {
    tool: plan.tool,
    folder: plan.folder,
    source: plan.source,
    engine: plan.engine,
    engine_because: plan.engineBecause,
    base: plan.base.map((m) => m.name ?? m.id),
    added: plan.added.map((m) => m.name ?? m.id),
    steps: plan.steps && {
      base: lines(plan.steps.base),
      up: lines(plan.steps.up),
      down: lines(plan.steps.down)
    },
    skipped: plan.skip && { reason: plan.skip.reason, why: plan.skip.why },
    missing_down: plan.missingDown
  };
}

// src/core/render/verdict-text.ts
function verdictText(report, reading) {
  const lines = [
    "",
    `${report.verdict}: ${reading.title}`,
    `  ${reading.stateLine}`,
    `  tests: ${report.tests_run} run, ${report.tests_passed} passed, ${report.tests_failed} failed, ${report.tests_skipped} skipped; coverage ${report.coverage === null ? "n/a" : `${report.coverage}%`}; type check ${clean(report.type_check_clean)}; lint ${clean(report.lint_clean)}`
  ];
  if (report.unverified_reason !== null) lines.push(`  not verified: ${report.unverified_reason}`);
  lines.push(...baselineLines(report));
  for (const f of reading.findings) {
    const where = f.line === null ? escapeControlChars(f.path) : `${escapeControlChars(f.path)}:${f.line}`;
    lines.push(
      `  ${f.severity} ${kindsText(f)}: ${[where, escapeControlChars(f.detail)].filter(Boolean).join(" ")}`
    );
  }
  const steps = nextSteps({ report, reading, allowLabel: null }, (literal) => `\`${literal}\``);
  if (steps.length > 0) {
    lines.push("", ...steps.map((step) => `${step.who}: ${step.text}`));
  }
  if (report.failure_detail !== null) {
    lines.push("", "first failure:", ...report.failure_detail.split("\n").map((l) => `  ${l}`));
  }
  return `${lines.join("\n")}
`;
}
var BASELINE_NAMES = 10;
function baselineLines(report) {
  const baseline = report.baseline;
  if (baseline === void 0) return [];
  if (baseline === null) return ["  at base: not compared (the base run could not be done)"];
  const fresh = baseline.new_failures;
  const before = baseline.pre_existing;
  const lines = [`  at base: ${fresh.length} new, ${before.length} failed at base too`];
  const names = (label, list) => {
    if (list.length === 0) return;
    const shown = list.slice(0, BASELINE_NAMES).map(escapeControlChars).join(", ");
    const more = list.length > BASELINE_NAMES ? ` and ${list.length - BASELINE_NAMES} more` : "";
    lines.push(`    ${label}: ${shown}${more}`);
  };
  names("new", fresh);
  names("failed at base too", before);
  return lines;
}
function clean(value) {
  return value === null ? "n/a" : value ? "clean" : "errors";
}

// src/pipeline/inventory/cache-file.ts
import { readFile, stat, writeFile } from "node:fs/promises";
function fileStore(path, writable) {
  return writable ? writableFile(path) : readOnly(path);
}
function writableFile(path) {
  return { ...readOnly(path), save: (_key, text) => writeFile(path, text) };
}
function readOnly(path) {
  return {
    describe: `file ${path}`,
    async load() {
      let size;
      try {
        size = (await stat(path)).size;
      } catch (error) {
        if (error.code === "ENOENT") return null;
        throw error;
      }
      if (size > INVENTORY_CACHE_MAX_BYTES) {
        throw new Error(`larger than ${INVENTORY_CACHE_MAX_BYTES} bytes`);
      }
      return readFile(path, "utf8");
    }
  };
}

// src/pipeline/inventory/cache-write.ts
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
async function writeInventory(options) {
  const { root, plan, config } = await buildPlan(options);
  const timeoutMs = (options.timeoutMinutes ?? config.timeoutMinutes) * 6e4;
  const scratch = await mkdtemp(join(tmpdir(), "testlock-inventory-"));
  try {
    const probe = { root, scratch, secrets: options.secrets, env: options.env };
    const key = await inventoryKey(plan.baseSha, plan.checks, probe);
    if (key === null) {
      throw new UsageError(
        "nothing to cache: no test check, a test command testlock cannot list, or a tool whose version is unknown"
      );
    }
    const listings = await listAll(
      { ...options, timeoutMs },
      root,
      plan.baseSha,
      plan.checks,
      scratch
    );
    const text = inventoryCacheText({ key: key.key, baseSha: plan.baseSha, listings });
    try {
      await options.store.save(key.key, text);
    } catch (error) {
      const why = errorMessage(error);
      throw new UsageError(`cannot write ${options.store.describe}: ${why.split("\n", 1)[0]}`);
    }
    return key.key;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
async function listAll(options, root, baseSha, checks, scratch) {
  const tree = await createLockedWorktree({
    repo: root,
    base: baseSha,
    head: baseSha,
    actions: NO_ACTIONS,
    role: "atBase",
    env: options.env,
    checks
  });
  try {
    await freshenForCargo(tree.dir, baseSha, tree.ownsCargoTarget);
    const context = {
      root: tree.dir,
      baseSha,
      checks,
      outcomes: [],
      baseline: false,
      timeoutMs: options.timeoutMs,
      secrets: options.secrets,
      env: options.env,
      log: options.log,
      extraEnv: tree.env,
      ownsCargoTarget: tree.ownsCargoTarget,
      scratch,
      ...options.signal ? { signal: options.signal } : {}
    };
    const listings = [];
    for (const [index, check] of listedChecks(checks).entries()) {
      const listed = await listBase(check, index, context, "late");
      if (listed === "later" || "reason" in listed) {
        const reason = listed === "later" ? "listing deferred" : listed.reason;
        throw new UsageError(`base tests of ${check.name} not listed: ${reason}`);
      }
      options.log(`testlock: base inventory: ${check.name}: ${listed.entries.length} tests`);
      listings.push({ format: listed.listing.format, entries: listed.entries });
    }
    return listings;
  } finally {
    await tree.dispose();
  }
}

// src/cli/help.ts
var EXIT_CODES = `exit codes:
  0  passed (plan: the plan was printed)
  1  failed: the verdict is FAIL or PARTIAL
  2  usage or environment error (bad flag, unknown ref, not a git repository,
     a --working-directory that is no folder at base or head)
  130, 143  interrupted (Ctrl-C, SIGTERM): the checks stopped, the worktree removed`;
var COMMON = `  --repo DIR               the repository (default: the current folder)
  --base REF               the pull request's base: a branch, tag or commit (required)
  --head REF               the pull request's head (default: HEAD; uncommitted changes are not part of it)
  --json PATH|-            also write the JSON to PATH, or to stdout with -
  --config PATH            the config file (default: .github/testlock.yml at the base commit)
  --working-directory DIR  the project folder inside the repository
  --added-tests evidence|critical
                           tests the PR adds: evidence (default) or critical anomalies`;
var MAIN_HELP = `testlock: verify a pull request against the tests that existed before it

usage:
  testlock verify --base REF [flags]   run the base tests against the PR's code, print the verdict
  testlock plan   --base REF [flags]   show what verify would run and restore, run nothing
  testlock inventory --base REF --out FILE
                                       list the base's tests once, for verify --inventory
  testlock merge  REPORT|DIR...        merge the reports of a sharded or monorepo run
  testlock COMMAND --help              every flag of a command
  testlock --version

${EXIT_CODES}

example:
  testlock verify --base main`;
var VERIFY_HELP = `usage: testlock verify --base REF [flags]

Builds a locked worktree (the PR's code, the base's tests and harness), runs the project's
checks in it and prints the verdict.

flags:
${COMMON}
  --test-command CMD       the test command instead of the discovered one
  --typecheck-command CMD  the type check command instead of the discovered one
  --lint-command CMD       the lint command instead of the discovered one
  --on-test-change fail|warn|ignore
                           what changed tests do to the verdict (default: fail)
  --timeout-minutes N      per check (default: the config's, else 30)
  --parallel               run the checks at the same time
  --sequential             run the checks one at a time (by default the lint and type checks
                           that only read the tree run beside the tests)
  --shard I/N              run only shard I of N of the tests
  --baseline               also run the locked suite at base and mark failures that already failed
  --evidence PATH          write a markdown evidence bundle for a reviewer
  --inventory FILE         a base inventory written by testlock inventory (checked; listed again
                           when its key or body does not match)
  --timings                print how long each stage took, and testlock's own time (stderr)
  -h, --help               this help

${EXIT_CODES}

example:
  testlock verify --base origin/main --json report.json`;
var PLAN_HELP = `usage: testlock plan --base REF [flags]

Prints the changed files and their classes, the anomalies, the locked worktree and the checks
verify would run (read from the base commit). Runs nothing.

flags:
${COMMON}
  --projects               list the monorepo's projects and the matrix of those the PR touches
  --timings                print how long each stage took (stderr)
  -h, --help               this help

${EXIT_CODES}

example:
  testlock plan --base main`;
var INVENTORY_HELP = `usage: testlock inventory --base REF --out FILE [flags]

Lists the tests of the base commit (the listing verify makes to find deleted and newly skipped
tests) and writes it with its key (base commit, listing commands, tool versions), so that verify
--inventory FILE and the Action's cache reuse it.

flags:
${COMMON}
  --out FILE               where to write the inventory (required)
  --test-command CMD       the test command instead of the discovered one
  --typecheck-command CMD  as for verify (it shapes the plan, and so the key)
  --lint-command CMD       as for verify
  --timeout-minutes N      for the listing (default: the config's, else 30)
  -h, --help               this help

${EXIT_CODES}

example:
  testlock inventory --base origin/main --out inventory.json`;
var MERGE_HELP = `usage: testlock merge [flags] REPORT|DIR...

Merges the reports of a sharded or monorepo run into one verdict.

flags:
  --json PATH|-            also write the merged report to PATH, or to stdout with -
  --expect NAME,...        the parts that must be present (a missing one fails the merge)
  -h, --help               this help

${EXIT_CODES}

example:
  testlock merge --expect shard-1,shard-2 reports/`;
var HELP = {
  verify: VERIFY_HELP,
  plan: PLAN_HELP,
  inventory: INVENTORY_HELP,
  merge: MERGE_HELP
};

// src/cli/parse-args.ts
import { resolve as resolve2 } from "node:path";

// src/cli/parse-merge-args.ts
import { resolve } from "node:path";

// src/cli/strict-parse.ts
import { parseArgs } from "node:util";

// src/cli/suggest.ts
function distance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
function nearest(given, known) {
  let best = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const name of known) {
    const d = name.startsWith(given) && given.length >= 3 ? 0 : distance(given, name);
    if (d < bestDistance) {
      best = name;
      bestDistance = d;
    }
  }
  return best !== null && bestDistance <= Math.max(2, Math.floor(given.length / 3)) ? best : null;
}

// src/cli/strict-parse.ts
function quoted(message) {
  return /'([^']*)'/.exec(message)?.[1] ?? "";
}
function usageError(error, options, command) {
  const code = error.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
    const flag = quoted(message);
    const name = flag.replace(/^-+/, "").split("=")[0] ?? "";
    const guess = nearest(name, Object.keys(options));
    const hint = guess === null ? `see 'testlock ${command} --help'` : `did you mean --${guess}?`;
    return new UsageError(`unknown option '${flag}' for ${command}; ${hint}`);
  }
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
    const flag = quoted(message).split(" ")[0] ?? "";
    return new UsageError(
      /argument missing/.test(message) ? `${flag} needs a value` : `${flag} takes no value`
    );
  }
  if (code === "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL") {
    return new UsageError(`unexpected argument '${quoted(message)}' for ${command}`);
  }
  return new UsageError(message.split("\n", 1)[0] ?? "invalid arguments");
}
function strictParse(args, options, command, allowPositionals) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals, strict: true });
  } catch (error) {
    throw usageError(error, options, command);
  }
}

// src/cli/parse-merge-args.ts
var MERGE_FLAGS = { json: { type: "string" }, expect: { type: "string" } };
function parseMergeArgs(args, cwd) {
  const parsed = strictParse(args, MERGE_FLAGS, "merge", true);
  const { values, positionals } = parsed;
  if (positionals.length === 0)
    throw new UsageError("merge needs at least one report file or folder");
  const json = values.json ?? null;
  if (json !== null && json.trim() === "") throw new UsageError("--json needs a value");
  const expect = (values.expect ?? "").split(/[,\n]/).map((name) => name.trim()).filter((name) => name !== "");
  return {
    command: "merge",
    json: json === null || json === "-" ? json : resolve(cwd, json),
    expect,
    inputs: positionals.map((input) => resolve(cwd, input))
  };
}

// src/cli/parse-args.ts
var FLAGS = {
  repo: { type: "string" },
  base: { type: "string" },
  head: { type: "string" },
  json: { type: "string" },
  config: { type: "string" },
  "working-directory": { type: "string" },
  "test-command": { type: "string" },
  "typecheck-command": { type: "string" },
  "lint-command": { type: "string" },
  "on-test-change": { type: "string" },
  "added-tests": { type: "string" },
  "timeout-minutes": { type: "string" },
  parallel: { type: "boolean" },
  sequential: { type: "boolean" },
  baseline: { type: "boolean" },
  evidence: { type: "string" },
  shard: { type: "string" },
  projects: { type: "boolean" },
  inventory: { type: "string" },
  out: { type: "string" },
  timings: { type: "boolean" },
  help: { type: "boolean", short: "h" }
};
var VERIFY_ONLY = [
  "test-command",
  "typecheck-command",
  "lint-command",
  "on-test-change",
  "timeout-minutes",
  "parallel",
  "sequential",
  "baseline",
  "evidence",
  "shard"
];
var INVENTORY_TOO = ["test-command", "typecheck-command", "lint-command", "timeout-minutes"];
function parseCliArgs(argv, cwd) {
  const [command, ...rest] = argv;
  if (command === void 0)
    throw new UsageError("a command is needed: verify, plan, inventory or merge");
  if (command === "--help" || command === "-h" || command === "help") {
    const topic = rest[0];
    const known = topic === "verify" || topic === "plan" || topic === "inventory" || topic === "merge";
    return { command: "help", topic: known ? topic : null };
  }
  if (command === "--version" || command === "-V") return { command: "version", topic: null };
  if (command === "merge") {
    return rest.includes("--help") || rest.includes("-h") ? { command: "help", topic: "merge" } : parseMergeArgs(rest, cwd);
  }
  if (command !== "verify" && command !== "plan" && command !== "inventory") {
    throw new UsageError(
      `unknown command '${command}' (expected verify, plan, inventory or merge)`
    );
  }
  if (rest.includes("--help") || rest.includes("-h")) return { command: "help", topic: command };
  const values = parseFlags(rest, command);
  if (command === "plan") {
    const misplaced = [...VERIFY_ONLY, "inventory"].find((f) => values[f] !== void 0);
    if (misplaced) throw new UsageError(`--${misplaced} applies to verify, not plan`);
  } else if (values.projects !== void 0) {
    throw new UsageError(`--projects applies to plan, not ${command}`);
  }
  if (command === "inventory") {
    const shaping = INVENTORY_TOO;
    const misplaced = [...VERIFY_ONLY, "inventory", "json"].find(
      (flag) => !shaping.includes(flag) && values[flag] !== void 0
    );
    if (misplaced) throw new UsageError(`--${misplaced} applies to verify, not inventory`);
    if (values.timings !== void 0) throw new UsageError("--timings applies to verify and plan");
    if (values.out === void 0) throw new UsageError("--out is required (the file to write)");
  } else if (values.out !== void 0) {
    throw new UsageError(`--out applies to inventory, not ${command}`);
  }
  const json = nonEmpty(values.json, "json") ?? null;
  return {
    command,
    // Relative paths are relative to the caller's cwd, not to this process's.
    repo: resolve2(cwd, nonEmpty(values.repo, "repo") ?? "."),
    base: nonEmpty(values.base, "base") ?? null,
    head: nonEmpty(values.head, "head") ?? "HEAD",
    json: json === null || json === "-" ? json : resolve2(cwd, json),
    config: nonEmpty(values.config, "config") ?? null,
    workingDirectory: values["working-directory"] ?? "",
    commands: explicitCommands(values),
    onTestChange: policy(values["on-test-change"]),
    addedTests: addedTests(values["added-tests"]),
    timeoutMinutes: minutes(values["timeout-minutes"]),
    schedule: schedule(values),
    baseline: values.baseline ?? false,
    evidence: evidencePath(values.evidence, cwd),
    shard: shard(values.shard),
    projects: values.projects ?? false,
    inventory: inventoryPath(command === "inventory" ? values.out : values.inventory, cwd),
    timings: values.timings ?? false
  };
}
function parseFlags(args, command) {
  return strictParse(args, FLAGS, command, false).values;
}
function nonEmpty(value, flag) {
  if (value !== void 0 && value.trim() === "") {
    throw new UsageError(`--${flag} needs a value`);
  }
  return value;
}
function explicitCommands(values) {
  const commands = {};
  const pairs = [
    ["test", values["test-command"]],
    ["typecheck", values["typecheck-command"]],
    ["lint", values["lint-command"]]
  ];
  for (const [kind, value] of pairs) {
    if (value !== void 0) commands[kind] = nonEmpty(value, `${kind}-command`);
  }
  return commands;
}
function policy(value) {
  if (value === void 0) return null;
  if (value === "fail" || value === "warn" || value === "ignore") return value;
  throw new UsageError(`--on-test-change must be fail, warn or ignore (got '${value}')`);
}
function addedTests(value) {
  if (value === void 0) return null;
  if (value === "evidence" || value === "critical") return value;
  throw new UsageError(`--added-tests must be evidence or critical (got '${value}')`);
}
function schedule(values) {
  if (values.parallel && values.sequential)
    throw new UsageError("--parallel and --sequential cannot be used together");
  if (values.parallel) return "all-at-once";
  return values.sequential ? "one-at-a-time" : "beside-tests";
}
function minutes(value) {
  if (value === void 0) return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) {
    throw new UsageError(`--timeout-minutes must be a positive number (got '${value}')`);
  }
  return n;
}
function shard(value) {
  if (value === void 0) return null;
  try {
    return parseShard(value);
  } catch (error) {
    throw new UsageError(`--${error instanceof Error ? error.message : String(error)}`);
  }
}
function evidencePath(value, cwd) {
  const given = nonEmpty(value, "evidence");
  return given === void 0 ? null : resolve2(cwd, given);
}
function inventoryPath(value, cwd) {
  if (value === void 0) return null;
  return resolve2(cwd, nonEmpty(value, "inventory"));
}

// src/cli/preflight.ts
import { constants } from "node:fs";
import { access, stat as stat2 } from "node:fs/promises";
import { dirname, isAbsolute, relative, sep } from "node:path";
async function assertWritable(target) {
  const existing = await stat2(target).catch(() => null);
  if (existing?.isDirectory()) throw new UsageError(`cannot write --json ${target}: a folder`);
  const path = existing === null ? dirname(target) : target;
  try {
    await access(path, constants.W_OK);
  } catch (error) {
    const code = error.code ?? "not writable";
    const why = code === "ENOENT" ? "no such folder" : code === "EACCES" ? "permission denied" : code;
    throw new UsageError(`cannot write --json ${target}: ${why}`);
  }
}
async function uncommittedCount(repo) {
  const result = await tryGit(["status", "--porcelain", "--untracked-files=no"], {
    cwd: repo,
    env: { GIT_OPTIONAL_LOCKS: "0" }
  }).catch(() => null);
  if (result === null || result.exitCode !== 0) return 0;
  return result.stdout.split("\n").filter((line) => line.trim() !== "").length;
}
async function resolves(repo, ref) {
  const result = await tryGit(
    ["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`],
    {
      cwd: repo
    }
  ).catch(() => null);
  return result !== null && result.exitCode === 0;
}
async function folderAt(repo, ref, dir) {
  const result = await tryGit(["cat-file", "-t", "--end-of-options", `${ref}:${dir}`], {
    cwd: repo
  }).catch(() => null);
  return result !== null && result.exitCode === 0 && result.stdout.trim() === "tree";
}
async function assertWorkingDirectory(repo, refs, dir) {
  if (dir === "" || dir === ".") return;
  const top = await tryGit(["rev-parse", "--show-toplevel"], { cwd: repo }).catch(() => null);
  if (top === null || top.exitCode !== 0) return;
  const root = top.stdout.trim();
  const inside = isAbsolute(dir) ? relative(root, dir) : dir;
  const path = inside.split(sep).join("/").replace(/\/+$/, "").replace(/^\.\//, "");
  if (isAbsolute(inside) || path === ".." || path.startsWith("../")) return;
  if (path === "" || path === ".") return;
  const known = [];
  for (const ref of refs) if (await resolves(repo, ref)) known.push(ref);
  if (known.length === 0) return;
  for (const ref of known) if (await folderAt(repo, ref, path)) return;
  throw new UsageError(
    `--working-directory '${dir}' is not a folder of the repository at ${known.join(" or ")}`
  );
}

// src/cli/progress.ts
function createProgress(stream, now = Date.now) {
  let timer = null;
  let started = 0;
  const clearTicker = () => {
    if (timer === null) return;
    clearInterval(timer);
    timer = null;
    stream.write("\r\x1B[2K");
  };
  const startTicker = () => {
    if (!stream.isTTY) return;
    started = now();
    timer = setInterval(() => {
      const elapsed = Math.floor((now() - started) / 1e3) * 1e3;
      stream.write(`\r\x1B[2K  running\u2026 ${formatDuration(elapsed)}`);
    }, 1e3);
    timer.unref();
  };
  return {
    log(line) {
      clearTicker();
      stream.write(`${line}
`);
      if (line.startsWith("> ")) startTicker();
    },
    stop: clearTicker
  };
}

// src/cli/run-options.ts
function planOptions(options, base, env) {
  return {
    repo: options.repo,
    base,
    head: options.head,
    config: options.config,
    workingDirectory: options.workingDirectory,
    commands: options.commands,
    env,
    addedTests: options.addedTests
  };
}
function verifyOptions(options, base, env, log) {
  return {
    ...planOptions(options, base, env),
    onTestChange: options.onTestChange,
    timeoutMinutes: options.timeoutMinutes,
    schedule: options.schedule,
    shard: options.shard,
    baseline: options.baseline,
    evidencePath: options.evidence,
    inventoryStore: options.inventory === null ? null : fileStore(options.inventory, false),
    allowTestChanges: false,
    secrets: [],
    log
  };
}

// src/cli/timings-text.ts
var OWN_BUDGET_MS = 250;
var NOTES = {
  own: "",
  checks: "(checks; only the time around them is testlock's own)",
  inventory: "(inventory, not testlock's own)",
  "pr-tests": "(the PR's own tests at head and base, not testlock's own)"
};
var AROUND = "(probes, guard, results read: testlock's own)";
var ms = (value) => `${Math.round(value)} ms`;
function row(name, value, note = "") {
  return `  ${name.padEnd(28)} ${value.padStart(9)}${note === "" ? "" : `  ${note}`}`;
}
function timingsText(timings, withBudget) {
  const lines = ["testlock: timings"];
  for (const stage of timings.stages) {
    lines.push(row(stage.stage, ms(stage.ms), NOTES[stage.kind]));
    if (stage.kind === "checks") {
      for (const detail of timings.details) lines.push(row(`  ${detail.name}`, ms(detail.ms)));
      lines.push(row("  around the checks", ms(aroundChecksMs(timings)), AROUND));
    }
  }
  lines.push(row("total", ms(timings.totalMs)));
  const own = ownMs(timings);
  const budget = withBudget ? `budget ${OWN_BUDGET_MS} ms` : "";
  lines.push(row("testlock's own time", ms(own), budget));
  return `${lines.join("\n")}
`;
}

// src/cli/version.ts
import { readFileSync } from "node:fs";
import { dirname as dirname2, join as join2 } from "node:path";
import { fileURLToPath } from "node:url";
function cliVersion() {
  let dir = dirname2(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth += 1) {
    try {
      const manifest = JSON.parse(readFileSync(join2(dir, "package.json"), "utf8"));
      if (manifest.name === "testlock" && typeof manifest.version === "string") {
        return manifest.version;
      }
    } catch {
    }
    dir = dirname2(dir);
  }
  return "unknown";
}

// src/cli/workflow-log.ts
import { randomBytes } from "node:crypto";
function stopWorkflowCommands(env, stderr) {
  if (env.GITHUB_ACTIONS !== "true") return () => void 0;
  const token = `testlock-${randomBytes(16).toString("hex")}`;
  stderr.write(`::stop-commands::${token}
`);
  let resumed = false;
  const resume = () => {
    if (resumed) return;
    resumed = true;
    process.off("exit", resume);
    stderr.write(`::${token}::
`);
  };
  process.once("exit", resume);
  return resume;
}

// src/cli/run-cli.ts
async function runCli(argv, io) {
  const interrupt = watchInterrupt(io.onInterrupt, io.stderr);
  const resume = argv.length > 0 ? stopWorkflowCommands(io.env, io.stderr) : () => void 0;
  try {
    const options = parseCliArgs(argv, io.cwd);
    if (isInfo(options)) {
      io.stdout.write(`${info(options)}
`);
      return 0;
    }
    const code = await runCommand(options, io, interrupt);
    return interrupt.interrupted() ? interrupt.exitCode() : code;
  } catch (error) {
    if (interrupt.interrupted()) return interrupt.exitCode();
    if (error instanceof UsageError) {
      const more = argv.length === 0 ? "; see 'testlock --help'" : "";
      io.stderr.write(`testlock: ${firstLine(error.message)}${more}
`);
      return 2;
    }
    if (error instanceof RefError) {
      io.stderr.write(`testlock: ${refMessage(firstLine(error.message), io)}
`);
      return 2;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`testlock: internal error: ${firstLine(message)}
`);
    return 2;
  } finally {
    interrupt.dispose();
    resume();
  }
}
function isInfo(options) {
  return options.command === "help" || options.command === "version";
}
function info(request) {
  if (request.command === "version") return `testlock ${cliVersion()}`;
  return request.topic === null ? MAIN_HELP : HELP[request.topic];
}
function refMessage(message, io) {
  if (io.env.GITHUB_ACTIONS === "true") return message;
  if (!message.includes(CHECKOUT_HINT)) return message;
  const local = "fetch it first (git fetch origin BRANCH) or pass a local branch or commit to --base";
  return message.replace(CHECKOUT_HINT, local);
}
function firstLine(text) {
  return text.split(/\r?\n/, 1)[0] ?? "";
}
async function runCommand(options, io, interrupt) {
  if (options.command === "merge") return runMerge(options, io);
  if (options.base === null) throw new UsageError("--base is required (the pull request base ref)");
  if (options.command === "inventory") return runInventory(options, options.base, io, interrupt);
  return options.command === "plan" ? runPlan(options, options.base, io) : runVerify(options, options.base, io, interrupt);
}
function progressOf(io, interrupt) {
  const progress = createProgress(io.stderr);
  return {
    log: (line) => {
      if (!interrupt.interrupted()) progress.log(line);
    },
    stop: () => progress.stop()
  };
}
function startClock(options) {
  if (!options.timings) return void 0;
  const clock = createStageClock(0);
  clock.lap("start-up");
  return clock;
}
async function runVerify(options, base, io, interrupt) {
  const clock = startClock(options);
  if (options.json !== null && options.json !== "-") await assertWritable(options.json);
  await assertWorkingDirectory(options.repo, [base, options.head], options.workingDirectory);
  const warned = uncommittedCount(options.repo).then((dirty) => {
    if (dirty === 0) return;
    const files = dirty === 1 ? "1 tracked file has" : `${dirty} tracked files have`;
    io.stderr.write(
      `testlock: warning: ${files} uncommitted changes; they are not part of ${options.head} and are not verified
`
    );
  });
  clock?.lap("preflight");
  const progress = progressOf(io, interrupt);
  const outcome = await verify({
    ...verifyOptions(options, base, io.env, progress.log),
    signal: interrupt.signal,
    clock
  }).finally(async () => {
    await warned;
    progress.stop();
  });
  if (interrupt.interrupted()) return interrupt.exitCode();
  if (options.json !== null) {
    await writeOutput(options.json, `${JSON.stringify(outcome.report, null, 2)}
`, io);
  }
  const reading = readingOf({
    report: outcome.report,
    allowance: null,
    policy: options.onTestChange,
    errors: outcome.diagnostics.length
  });
  io.stderr.write(verdictText(outcome.report, reading));
  clock?.lap("render");
  if (clock) io.stderr.write(timingsText(clock.timings(), true));
  return outcome.gatePassed ? 0 : 1;
}
async function runInventory(options, base, io, interrupt) {
  const out = options.inventory;
  await assertWorkingDirectory(options.repo, [base, options.head], options.workingDirectory);
  const progress = progressOf(io, interrupt);
  const key = await writeInventory({
    ...planOptions(options, base, io.env),
    store: writableFile(out),
    timeoutMinutes: options.timeoutMinutes,
    secrets: [],
    log: progress.log
  }).finally(progress.stop);
  io.stderr.write(`testlock: base inventory written to ${out} (key ${key})
`);
  return 0;
}
async function runMerge(options, io) {
  const parts = await loadParts(
    options.inputs,
    options.expect,
    (line) => io.stderr.write(`testlock: skipped report ${escapeControlChars(line)}
`)
  );
  for (const part of parts) {
    if (part.rejected)
      io.stderr.write(
        `testlock: rejected report ${escapeControlChars(part.name)}: ${escapeControlChars(part.rejected)}
`
      );
  }
  let report;
  try {
    report = mergeReports(parts, options.expect);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (options.json !== null)
    await writeOutput(options.json, `${JSON.stringify(report, null, 2)}
`, io);
  const passed = report.verdict === "PASS";
  io.stderr.write(verdictText(report, readingOf({ report, allowance: null, merged: true })));
  return passed ? 0 : 1;
}
async function runPlan(options, base, io) {
  if (options.json !== null && options.json !== "-") await assertWritable(options.json);
  await assertWorkingDirectory(options.repo, [base, options.head], options.workingDirectory);
  if (options.projects) return runProjects(options, base, io);
  const clock = startClock(options);
  const { plan } = await buildPlan({ ...planOptions(options, base, io.env), clock });
  if (options.json !== null) {
    await writeOutput(options.json, `${JSON.stringify(planJson(plan), null, 2)}
`, io);
  }
  if (options.json !== "-") io.stdout.write(planText(plan));
  clock?.lap("render");
  if (clock) io.stderr.write(timingsText(clock.timings(), false));
  return 0;
}
async function runProjects(options, base, io) {
  const plan = await planProjects({
    ...planOptions(options, base, io.env),
    workingDirectory: "",
    commands: {}
  });
  if (options.json !== null) {
    await writeOutput(options.json, `${JSON.stringify(plan, null, 2)}
`, io);
  }
  if (options.json !== "-") io.stdout.write(projectsText(plan));
  return 0;
}
async function writeOutput(target, text, io) {
  if (target === "-") {
    io.stdout.write(text);
    return;
  }
  try {
    await writeFile2(target, text);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new UsageError(`cannot write ${target}: ${why}`);
  }
}

// src/cli.ts
process.exitCode = await runCli(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  onInterrupt: processInterrupts
});
