// Follows `task` (go-task) into the base Taskfile: its `includes:`, `dotenv:` files and `env:`,
// and the commands of the tasks that run (with their `deps` and `task:` calls, across included
// files).
import { parseYaml as parse } from '../../parsers/installed.js';
import { dirOf, inDir, joinDir, selfAndAncestors } from '../paths.js';
import { followEnvironment, withEnvironment } from './follow-environment.js';
import type { FileRequest, FollowContext, Follower } from './follow-types.js';
import { atBase } from './follow-types.js';

const NAMES = [
  'Taskfile.yml',
  'taskfile.yml',
  'Taskfile.yaml',
  'taskfile.yaml',
  'Taskfile.dist.yml',
  'taskfile.dist.yml',
];
const INCLUDE: FileRequest = { how: 'include', evenAbsent: true, besideScript: false };
const DOTENV: FileRequest = { how: 'dotenv', evenAbsent: true, besideScript: false };

type Mapping = Record<string, unknown>;

function mapping(value: unknown): Mapping {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Mapping)
    : {};
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

interface Loaded {
  path: string;
  tasks: Mapping;
  /** Included Taskfiles by namespace. */
  includes: Map<string, Loaded>;
  /** Its top-level `env:`, in every task's environment. */
  env: Record<string, string>;
}

export function followTask(f: Follower, args: readonly string[], ctx: FollowContext): void {
  let dir = ctx.cwd;
  let file: string | undefined;
  const names: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const value = args[i + 1];
    if (arg === '-d' || arg === '--dir') {
      dir = joinDir(dir, value ?? '') ?? dir;
      i += 1;
    } else if (arg === '-t' || arg === '--taskfile') {
      file = value;
      i += 1;
    } else if (arg === '--') break;
    else if (!arg.startsWith('-') && !arg.includes('=')) names.push(arg);
  }
  const here = { ...ctx, cwd: dir };
  const path = file !== undefined ? f.file(file, here, INCLUDE) : searchUp(f, dir, here);
  if (path === null) return;
  const root = load(f, path, here, 0);
  if (root === null) return;
  const queue = names.length > 0 ? names : ['default'];
  while (queue.length > 0) runTask(f, root, queue.shift()!, ctx);
}

function searchUp(f: Follower, dir: string, ctx: FollowContext): string | null {
  for (const d of selfAndAncestors(dir)) {
    const name = NAMES.find((n) => atBase(f.tree, inDir(d, n)));
    if (name !== undefined) return f.file(inDir(d, name), { ...ctx, cwd: '' }, INCLUDE);
  }
  return null;
}

/** An `env:` mapping's literal values (a `sh:` value is computed when the task runs). */
function plainValues(value: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(mapping(value)).flatMap(([name, given]) =>
      typeof given === 'string' || typeof given === 'number' ? [[name, String(given)]] : [],
    ),
  );
}

/** Reads one Taskfile: its dotenv files and includes are recorded, its tasks kept. */
function load(f: Follower, path: string, ctx: FollowContext, depth: number): Loaded | null {
  const text = f.text(path);
  if (text === undefined || depth > 5) return null;
  let doc: Mapping;
  try {
    doc = mapping(parse(text));
  } catch {
    return null;
  }
  const home = { ...ctx, cwd: dirOf(path), via: [...ctx.via, path] };
  for (const env of strings(doc.dotenv)) f.file(env, home, DOTENV);
  // The Taskfile's `env:` is in every task's environment (NODE_OPTIONS, BASH_ENV ...).
  const env = plainValues(doc.env);
  followEnvironment(f, env, home);
  const loaded: Loaded = { path, tasks: mapping(doc.tasks), includes: new Map(), env };
  for (const [namespace, spec] of Object.entries(mapping(doc.includes))) {
    const target = typeof spec === 'string' ? spec : mapping(spec).taskfile;
    if (typeof target !== 'string') continue;
    const resolved = joinDir(home.cwd, target);
    // An include naming a folder means the Taskfile inside it.
    const folder = resolved !== null && !/\.ya?ml$/.test(resolved);
    const included = f.file(folder ? inDir(target, 'Taskfile.yml') : target, home, INCLUDE);
    const inner = included === null ? null : load(f, included, home, depth + 1);
    if (inner !== null) loaded.includes.set(namespace, inner);
  }
  return loaded;
}

/** Follows a task's `cmds`, `deps` and `dotenv`; `ns:name` looks in the included Taskfile. */
function runTask(f: Follower, file: Loaded, name: string, ctx: FollowContext): void {
  const colon = name.indexOf(':');
  const namespace = colon < 0 ? undefined : file.includes.get(name.slice(0, colon));
  if (namespace !== undefined) {
    runTask(f, namespace, name.slice(colon + 1), ctx);
    return;
  }
  const task = file.tasks[name];
  if (task === undefined || !f.once(`${file.path}#${name}`)) return;
  const spec = typeof task === 'string' || Array.isArray(task) ? { cmds: task } : mapping(task);
  const inner = {
    ...ctx,
    cwd: dirOf(file.path),
    scriptDir: null,
    via: [...ctx.via, file.path],
    depth: ctx.depth + 1,
    env: { ...ctx.env, ...file.env },
  };
  for (const env of strings(spec.dotenv)) f.file(env, inner, DOTENV);
  const dir =
    typeof spec.dir === 'string' ? (joinDir(inner.cwd, spec.dir) ?? inner.cwd) : inner.cwd;
  const here = withEnvironment(f, plainValues(spec.env), { ...inner, cwd: dir });
  const steps = [
    ...(Array.isArray(spec.deps) ? spec.deps : []),
    ...(Array.isArray(spec.cmds) ? spec.cmds : typeof spec.cmds === 'string' ? [spec.cmds] : []),
  ];
  for (const step of steps) {
    if (typeof step === 'string') {
      if (Array.isArray(spec.deps) && spec.deps.includes(step)) runTask(f, file, step, ctx);
      else f.script(step, here);
      continue;
    }
    const entry = mapping(step);
    if (typeof entry.task === 'string') runTask(f, file, entry.task, ctx);
    if (typeof entry.cmd === 'string') f.script(entry.cmd, here);
  }
}
