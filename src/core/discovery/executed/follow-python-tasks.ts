// Follows the Python project tools that run named tasks from base pyproject.toml: `hatch run
// [env:]name` (`[tool.hatch.envs.<env>.scripts]`, or hatch.toml), `pdm run name` / `pdm name`
// (`[tool.pdm.scripts]`) and `poe name` (`[tool.poe.tasks]`). A task's commands are walked like
// recipe lines, and a `call`/`script` entry (`pkg.mod:main`) names the module it runs.
import { parseTomlOrNull } from '../../parsers/installed.js';
import { isRecord } from '../../text/is-record.js';
import { inDir } from '../paths.js';
import { atBase, type FollowContext, type Follower } from './follow-types.js';
import { moduleFiles } from './pytest-plugin-files.js';

type Table = Record<string, unknown>;

const TOOLS = new Set(['hatch', 'pdm', 'poe']);
// pdm's own commands: a word among them is not a script name.
const PDM_COMMANDS = new Set([
  'add',
  'build',
  'install',
  'lock',
  'remove',
  'sync',
  'update',
  'use',
]);

function table(value: unknown, ...keys: string[]): Table | undefined {
  let current = value;
  for (const key of keys) current = isRecord(current) ? current[key] : undefined;
  return isRecord(current) ? current : undefined;
}

function baseToml(f: Follower, path: string): Table | undefined {
  if (!atBase(f.tree, path)) return undefined;
  const text = f.text(path);
  return text === undefined ? undefined : (parseTomlOrNull(text) ?? undefined);
}

/** The tasks table of `tool` (hatch: of the environment `env`) in the folder's base files. */
function tasksOf(f: Follower, tool: string, env: string, cwd: string): Table | undefined {
  const pyproject = baseToml(f, inDir(cwd, 'pyproject.toml'));
  if (tool === 'pdm') return table(pyproject, 'tool', 'pdm', 'scripts');
  if (tool === 'poe') return table(pyproject, 'tool', 'poe', 'tasks');
  return (
    table(pyproject, 'tool', 'hatch', 'envs', env, 'scripts') ??
    table(baseToml(f, inDir(cwd, 'hatch.toml')), 'envs', env, 'scripts')
  );
}

/** The task the command names: `hatch run test:cov`, `pdm run test`, `pdm test`, `poe test`. */
function taskName(tool: string, args: readonly string[]): { env: string; name: string } | null {
  const words = args.filter((a) => !a.startsWith('-'));
  const first = tool === 'poe' ? words[0] : words[0] === 'run' ? words[1] : words[0];
  if (first === undefined || (tool === 'hatch' && words[0] !== 'run')) return null;
  if (tool === 'pdm' && PDM_COMMANDS.has(first)) return null;
  const colon = tool === 'hatch' ? first.indexOf(':') : -1;
  return colon < 0
    ? { env: 'default', name: first }
    : { env: first.slice(0, colon), name: first.slice(colon + 1) };
}

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string')
      : [];

/**
 * Follows `tool args` when it runs a task of the base files; false otherwise (`hatch run pytest`
 * runs a program, which the interpreters' follower reads).
 */
export function followPythonTask(
  f: Follower,
  tool: string,
  args: readonly string[],
  ctx: FollowContext,
): boolean {
  if (!TOOLS.has(tool)) return false;
  const named = taskName(tool, args);
  const tasks = named === null ? undefined : tasksOf(f, tool, named.env, ctx.cwd);
  if (named === null || tasks === undefined || !Object.hasOwn(tasks, named.name)) return false;
  runTask(f, { tool, env: named.env, tasks }, named.name, ctx);
  return true;
}

/** One tasks table: the tool's, of one environment (hatch). */
interface TaskTable {
  tool: string;
  env: string;
  tasks: Table;
}

const ARGS = /\{args(?::[^}]*)?\}/g;

function runTask(f: Follower, table: TaskTable, name: string, ctx: FollowContext): void {
  const { tool, tasks } = table;
  const task = tasks[name];
  if (task === undefined || !f.once(`${tool} ${table.env}:${name} in ${ctx.cwd}`)) return;
  const inner = { ...ctx, via: [...ctx.via, `${tool} task ${name}`], depth: ctx.depth + 1 };
  // A command, or (where the tool allows it) the name of another task of the same table.
  const step = (text: string, mayNameTask: boolean): void => {
    const word = text.trim().split(/\s+/)[0] ?? '';
    if (mayNameTask && Object.hasOwn(tasks, word)) runTask(f, table, word, inner);
    else f.script(text.replace(ARGS, ''), inner);
  };
  // A bare list is hatch's commands, one per item, and poe's sequence of tasks.
  const entry: Table = isRecord(task)
    ? task
    : Array.isArray(task) && tool === 'poe'
      ? { sequence: task }
      : { cmd: task };
  // pdm's and poe's `cmd` list is one command's argv; hatch's list is several commands, each of
  // which may name another script of the table.
  const lines = [
    ...(tool !== 'hatch' && Array.isArray(entry.cmd)
      ? [strings(entry.cmd).join(' ')]
      : strings(entry.cmd)),
    ...strings(entry.shell),
  ];
  for (const line of new Set(lines)) step(line, tool !== 'pdm');
  for (const other of [...strings(entry.composite), ...strings(entry.sequence)]) step(other, true);
  for (const target of [...strings(entry.call), ...strings(entry.script)]) {
    const module = target.split(':')[0] ?? '';
    for (const file of moduleFiles(f, module, ctx.cwd)) {
      f.file(
        file,
        { ...inner, cwd: '' },
        { how: 'module', evenAbsent: false, besideScript: false },
      );
    }
  }
}
