// Finds the repository files the base checks execute or read as programs and recipes: scripts
// named as a command or an interpreter's argument, Makefile includes, justfile imports and
// dotenv files, package scripts, transitively (issue 10, item 1). Pure: contents come in as data.

import { isCheckCommand } from '../../changes/check-commands.js';
import type { Check } from '../../model/check.js';
import type { FollowedFile } from '../../model/plan.js';
import { toolWords } from '../../run/tool-words.js';
import { argsFileWords, pytestArgsFiles } from '../../runners/pytest/args-files.js';
import { commandSegments } from '../commands/command-segments.js';
import { type CommandTestGlob, commandTestGlobs } from '../commands/command-test-files.js';
import { assignmentsIn, commandWords, toolName } from '../commands/command-words.js';
import { leadingWords } from '../commands/shell-words.js';
import { baseName, dirOf, joinDir, lazyFolderIndex } from '../paths.js';
import { coveragePluginFiles, namedSettings } from './coverage-plugin-files.js';
import { djangoRunnerFiles, runsDjangoTests } from './django-runner-files.js';
import { followEnvironment, withEnvironment } from './follow-environment.js';
import { followInterpreter } from './follow-interpreters.js';
import { followNox } from './follow-nox.js';
import { followPackageManager } from './follow-package-scripts.js';
import { followPythonTask } from './follow-python-tasks.js';
import { followRake } from './follow-rake.js';
import { followJust, followMake } from './follow-task-files.js';
import { followTask } from './follow-taskfile.js';
import { followTox } from './follow-tox.js';
import {
  atBase,
  type FileRequest,
  type FollowContext,
  type Follower,
  type FollowTree,
  SOURCE_ROOT,
} from './follow-types.js';
import { jsRunnerFiles, runnerOptionFiles } from './js-runner-files.js';
import { honouredIgnoreFiles } from './lint-ignore-files.js';
import { envPluginWords, pytestPluginFiles, startsPytest } from './pytest-plugin-files.js';
import {
  jasmineHelperFiles,
  pytestTestGlobs,
  runnerConfigTestGlobs,
} from './runner-config-tests.js';

export interface ExecutedFiles {
  /** Each file once, in the order first reached; `locked` is left false for the caller. */
  followed: FollowedFile[];
  /**
   * The test files (as globs) the test checks' commands and their runners' configs name, on
   * every command the walk reaches (a `make test` recipe's `python -m unittest discover -s
   * checks` too).
   */
  namedTests: CommandTestGlob[];
  /** Base files the walk wanted to read but had no contents for: read them and call again. */
  unread: string[];
}

// Bounds: a script calling a script calling a script... five levels, and so many files at most.
const MAX_DEPTH = 5;
const MAX_FILES = 500;

/** Shell scripts by extension; an extension-less file counts when its shebang names a shell. */
const SHELL_EXT = /\.(sh|bash|zsh|ksh)$/;
const SHEBANG_SHELL = /^#!\s*\S*\/(env\s+)?(ba|z|k|da)?sh\b/;
/** Argument words worth following when they name a base file: scripts, recipes, settings. */
const ARGS_FILE: FileRequest = { how: 'argument', evenAbsent: false, besideScript: false };
const READ_EXT = /\.(sh|bash|zsh|ksh|mk|make|ini|cfg|toml|json|jsonc|json5|ya?ml|conf)$/;
const DOTENV = /(^|\/)\.env(\.[^/]*)?$/;
/** Scripts whose quoted paths are followed (within their own folder). */
const PROGRAM_EXT = /\.(m?js|cjs|mts|cts|ts|py|rb|pl)$/;
/** The runners whose configs name their tests (runner-config-tests.ts). */
const CONFIGURED_RUNNERS = new Set(['mocha', 'ava', 'jasmine']);

export interface WalkOptions {
  /**
   * Folders of the repository on the checks' PATH (repo-relative, in PATH order): a bare command
   * runs the file of its name there, and so does a shebang's `env node` or a runner's `python`.
   */
  pathDirs?: readonly string[];
}

export function executedFiles(
  checks: readonly Check[],
  tree: FollowTree,
  options: WalkOptions = {},
): ExecutedFiles {
  const found = new Map<string, FollowedFile>();
  const tests = new Map<string, CommandTestGlob>();
  const unread = new Set<string>();
  const folders = foldersOf(tree);
  const filesIn = folderIndex(tree);
  const pathDirs = options.pathDirs ?? [];
  for (const check of checks) {
    if (check.skipped !== null) continue;
    const label = `${check.kind} (${check.source})`;
    const named = check.kind === 'test' ? tests : null;
    const walk = new Walk(tree, folders, label, found, unread, named, { pathDirs, filesIn });
    const ctx: FollowContext = {
      cwd: normalCwd(check.cwd),
      scriptDir: null,
      via: [],
      depth: 0,
      env: check.env,
    };
    if (check.command !== '') walk.command([check.command, ...check.args], ctx);
    if (check.script !== '') walk.script(check.script, ctx);
    followEnvironment(walk, check.env, ctx);
    // A test check may reach its runner through a script the walk cannot read (`python run.py`).
    if (check.kind === 'test') {
      walk.pytestPlugins(check.args, ctx);
      walk.runnerLoads(ctx);
    }
    // What the tools start by name (`#!/usr/bin/env node`, tox's `python`) is found there too.
    if (pathDirs.length > 0) walk.onPath(null, ctx);
  }
  return { followed: [...found.values()], namedTests: [...tests.values()], unread: [...unread] };
}

// A PATH entry relative to where the command runs: `./bin`, `bin`, `$(CURDIR)/bin`, `$PWD/bin`.
const HERE =
  /^(?:\$\(CURDIR\)|\$\{CURDIR\}|\$\$?PWD|\$\$?\{PWD\}|\$\(PWD\)|\$\(shell pwd\)|\.)(?:\/|$)/;

/** The folders of the repository the PATH in force (ctx.env) names, relative to its folder. */
function envPathDirs(ctx: FollowContext): string[] {
  const value = ctx.env?.PATH;
  if (value === undefined) return [];
  return value.split(':').flatMap((entry) => {
    const rest = entry.replace(HERE, '');
    if (rest === entry && (entry.startsWith('/') || entry === '')) return [];
    if (rest.includes('$') || rest.startsWith('/')) return [];
    const dir = joinDir(ctx.cwd, rest);
    return dir === null ? [] : [dir];
  });
}

/**
 * The base and head files directly in a folder, indexed on first use (most runs never ask) and
 * shared by the walks of one call.
 */
function folderIndex(tree: FollowTree): (dir: string) => readonly string[] {
  return lazyFolderIndex(() => new Set([...tree.kinds.keys(), ...tree.headPaths]));
}

/** Every folder of the base and head trees: a word naming one is not a file to follow. */
function foldersOf(tree: FollowTree): Set<string> {
  const folders = new Set<string>();
  // From the deepest folder up, until one already known: its own folders were added with it.
  const add = (path: string): void => {
    for (let slash = path.lastIndexOf('/'); slash > 0; slash = path.lastIndexOf('/', slash - 1)) {
      const folder = path.slice(0, slash);
      if (folders.has(folder)) return;
      folders.add(folder);
    }
  };
  for (const path of tree.kinds.keys()) add(path);
  for (const path of tree.headPaths) add(path);
  return folders;
}

/** The repository's folders on the run's PATH, and the files of a folder. */
interface PathFolders {
  pathDirs: readonly string[];
  filesIn: (dir: string) => readonly string[];
}

function normalCwd(cwd: string): string {
  return joinDir('', cwd) ?? '';
}

class Walk implements Follower {
  private readonly seen = new Set<string>();

  constructor(
    readonly tree: FollowTree,
    private readonly folders: ReadonlySet<string>,
    private readonly check: string,
    private readonly found: Map<string, FollowedFile>,
    private readonly unread: Set<string>,
    /** Where a test check's walk puts the tests its commands name; null for other checks. */
    private readonly tests: Map<string, CommandTestGlob> | null,
    private readonly path: PathFolders = { pathDirs: [], filesIn: () => [] },
  ) {}

  /**
   * The files a bare command `name` can run from the repository's folders on PATH (the run's,
   * and those the PATH in force adds, `export PATH := $(CURDIR)/bin:$(PATH)`), with those named
   * as what tools start by name; null asks for those alone. Each is recorded, one only at head
   * too (a PR adding `bin/pytest` there replaces the installed one).
   */
  onPath(name: string | null, ctx: FollowContext): void {
    const request: FileRequest = { how: 'on-path', evenAbsent: true, besideScript: false };
    const root = { ...ctx, cwd: '' };
    for (const dir of [...this.path.pathDirs, ...envPathDirs(ctx)]) {
      for (const path of this.path.filesIn(dir)) {
        const file = baseName(path);
        if (file === name || isCheckCommand(file)) this.file(path, root, request);
      }
    }
  }

  text(path: string): string | undefined {
    const content = this.tree.contents.get(path);
    if (content === undefined && atBase(this.tree, path)) this.unread.add(path);
    return content;
  }

  once(key: string): boolean {
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    return true;
  }

  script(text: string, ctx: FollowContext): void {
    if (ctx.depth > MAX_DEPTH) return;
    let cwd = ctx.cwd;
    for (const segment of commandSegments(text)) {
      const line = leadingWords(segment);
      const words = commandWords(line);
      // `cd dir && ./run.sh`: later commands of the same text run in that folder.
      if (words[0] === 'cd') {
        const target = words[1];
        if (target !== undefined && !/[$`~]/.test(target) && !target.startsWith('-'))
          cwd = joinDir(cwd, target) ?? cwd;
        continue;
      }
      // The whole line: command() reads its assignments before it skips them.
      this.command(line, { ...ctx, cwd });
    }
  }

  command(words: readonly string[], outer: FollowContext): void {
    const rest = commandWords(words);
    // `NODE_OPTIONS=--require ./x jest`: the line's own assignments reach the command's tools.
    const ctx = withEnvironment(
      this,
      assignmentsIn(words.slice(0, words.length - rest.length)),
      outer,
    );
    const first = rest[0];
    if (first === undefined || ctx.depth > MAX_DEPTH) return;
    const command = /^\$[({]MAKE[)}]$/.test(first) ? 'make' : first;
    const args = rest.slice(1);
    const tool = toolName(command);
    if (command.includes('/')) {
      this.file(command, ctx, { how: 'runs', evenAbsent: true, besideScript: true });
    } else if (!command.includes('$')) {
      this.onPath(command, ctx);
    } else {
      // `$(PYTHON) tools/run.py`: an interpreter in a variable still runs its script argument.
      const script = args.find((a) => !a.startsWith('-'));
      if (script !== undefined)
        this.file(script, ctx, { how: 'interpreter', evenAbsent: false, besideScript: true });
    }
    if (tool === 'make' || tool === 'gmake') followMake(this, args, ctx);
    else if (tool === 'just') followJust(this, args, ctx);
    else if (tool === 'task' || tool === 'go-task') followTask(this, args, ctx);
    else if (tool === 'tox') followTox(this, args, ctx);
    else if (tool === 'nox') followNox(this, args, ctx);
    else if (tool === 'rake') followRake(this, ctx);
    else if (
      !followPythonTask(this, tool, args, ctx) &&
      !followPackageManager(this, tool, args, ctx)
    )
      followInterpreter(this, tool, args, ctx);
    for (const ignore of honouredIgnoreFiles(this, tool, ctx.cwd))
      this.record(ignore, ctx, 'ignore-file');
    for (const file of runnerOptionFiles(this, tool, args, ctx.cwd))
      this.record(file, ctx, 'runner-loads');
    if (startsPytest(tool, args)) this.pytestPlugins(args, ctx);
    else if (tool === 'coverage') this.coveragePlugins(args, ctx);
    if (this.tests !== null) {
      for (const glob of commandTestGlobs(rest, ctx.cwd)) this.namedTest(glob);
      if (CONFIGURED_RUNNERS.has(toolWords(rest)[0] ?? '')) this.configuredTests(ctx);
    }
    if (runsDjangoTests(rest) && this.once('django test runner')) {
      for (const file of djangoRunnerFiles(this)) this.record(file, ctx, 'runner-loads');
    }
    this.arguments(args, ctx);
  }

  /** The repository's pytest plugins a pytest in ctx.cwd loads (once per folder). */
  pytestPlugins(args: readonly string[], ctx: FollowContext): void {
    if (!this.once(`pytest plugins in ${ctx.cwd}`)) return;
    const fromEnv = envPluginWords(ctx.env ?? {});
    const given = [...args, ...fromEnv];
    // `@file` arguments: the file is harness, and its lines are the command's words.
    const fromFiles = this.argsFiles(given, ctx);
    const words = [...given, ...fromFiles];
    const { plugins, doctests, addopts } = pytestPluginFiles(this, words, ctx.cwd);
    this.argsFiles(addopts, ctx);
    this.arguments(fromFiles, ctx);
    if (this.tests !== null)
      for (const glob of pytestTestGlobs(this, ctx.cwd)) this.namedTest(glob);
    for (const plugin of plugins) this.record(plugin, ctx, 'pytest-plugin');
    for (const doctest of doctests) this.record(doctest, ctx, 'pytest-doctest');
    // A settings file the environment's options name (`-c ci/pytest.cfg`), as on the command line.
    this.arguments(fromEnv, ctx);
    // pytest-cov starts coverage.py in the test process (testlock asks for it when installed).
    this.coveragePlugins([...words, ...addopts], ctx);
  }

  /** The `@` argument files among a pytest's words (recorded), and the words they hold. */
  private argsFiles(words: readonly string[], ctx: FollowContext): string[] {
    return pytestArgsFiles(words).flatMap((name) => {
      const path = this.file(name, ctx, ARGS_FILE);
      const text = path === null ? undefined : this.text(path);
      return text === undefined ? [] : argsFileWords(text);
    });
  }

  /** The plugins coverage.py loads in ctx.cwd, and the settings file the run names. */
  coveragePlugins(words: readonly string[], ctx: FollowContext): void {
    const given = namedSettings(words, ctx.env ?? {});
    if (!this.once(`coverage in ${ctx.cwd} ${given.join('\0')}`)) return;
    const { named, plugins } = coveragePluginFiles(this, given, ctx.cwd);
    for (const file of named) this.record(file, ctx, 'coverage-settings');
    for (const plugin of plugins) this.record(plugin, ctx, 'coverage-plugin');
  }

  /** The repository files the runner configs of ctx.cwd load (once per folder). */
  runnerLoads(ctx: FollowContext): void {
    if (this.tests !== null) this.configuredTests(ctx);
    if (!this.once(`runner config in ${ctx.cwd}`)) return;
    const loaded = [...jsRunnerFiles(this, ctx.cwd), ...jasmineHelperFiles(this, ctx.cwd)];
    for (const file of loaded) this.record(file, ctx, 'runner-loads');
  }

  /** The tests the mocha, ava or jasmine configs of ctx.cwd name (once per folder). */
  private configuredTests(ctx: FollowContext): void {
    if (!this.once(`configured tests in ${ctx.cwd}`)) return;
    for (const glob of runnerConfigTestGlobs(this, ctx.cwd)) this.namedTest(glob);
  }

  private namedTest(glob: CommandTestGlob): void {
    this.tests?.set(`${glob.name}\0${glob.glob}`, glob);
  }

  /** Argument words that name a base script, recipe, settings or dotenv file. */
  private arguments(args: readonly string[], ctx: FollowContext): void {
    for (const arg of args) {
      const value = arg.startsWith('-') ? arg.slice(arg.indexOf('=') + 1) : arg;
      if (value === arg && arg.startsWith('-')) continue;
      if (!READ_EXT.test(value) && !DOTENV.test(value)) continue;
      this.file(value, ctx, { how: 'argument', evenAbsent: false, besideScript: false });
    }
  }

  file(raw: string, ctx: FollowContext, request: FileRequest): string | null {
    if (raw === '' || /[$`*?~{}]/.test(raw) || raw.startsWith('/')) return null;
    const dirs =
      request.besideScript && ctx.scriptDir !== null ? [ctx.cwd, ctx.scriptDir] : [ctx.cwd];
    const candidates = dirs
      .map((dir) => joinDir(dir, raw))
      .filter((path): path is string => path !== null && path !== '' && !this.folders.has(path));
    const path =
      candidates.find((p) => atBase(this.tree, p)) ??
      (request.evenAbsent ? candidates[0] : undefined);
    if (path === undefined) return null;
    if (!this.record(path, ctx, request.how)) return path;
    this.enter(path, ctx);
    return path;
  }

  /** Adds the path once; false when it was already there (or the walk is full). */
  private record(path: string, ctx: FollowContext, how: FollowedFile['how']): boolean {
    if (this.found.has(path) || this.found.size >= MAX_FILES) return false;
    this.found.set(path, {
      path,
      check: this.check,
      via: ctx.via,
      how,
      atBase: atBase(this.tree, path),
      locked: false,
      note: null,
    });
    return true;
  }

  /** Walks into a recorded file: a symlink's target inside the repository, a script's lines. */
  private enter(path: string, ctx: FollowContext): void {
    const content = this.text(path);
    if (content === undefined || ctx.depth >= MAX_DEPTH) return;
    // A script runs with the variables in force where it is started.
    const inner: FollowContext = {
      cwd: ctx.cwd,
      scriptDir: dirOf(path),
      via: [...ctx.via, path],
      depth: ctx.depth + 1,
      ...(ctx.env === undefined ? {} : { env: ctx.env }),
    };
    if (this.tree.kinds.get(path) === 'symlink') {
      // A link leaving the repository is not followed: the link itself is restored from base.
      const target = content.startsWith('/') ? null : joinDir(dirOf(path), content.trim());
      if (
        target !== null &&
        atBase(this.tree, target) &&
        this.record(target, inner, 'symlink-target')
      )
        this.enter(target, inner);
      return;
    }
    if (SHELL_EXT.test(path) || (!/\.[^/]*$/.test(path) && SHEBANG_SHELL.test(content))) {
      this.script(content, inner);
    } else if (PROGRAM_EXT.test(path)) {
      this.quotedPaths(content, path, inner);
    }
  }

  /**
   * A program names other files in string literals (`import './lib.mjs'`, `run('bash x.sh')`):
   * those inside the program's own folder are followed. Paths outside it, and the siblings of a
   * program under a source root (`src/`, `lib/`...), are the code under test: they stay the PR's.
   */
  private quotedPaths(content: string, path: string, ctx: FollowContext): void {
    const own = dirOf(path);
    if (own === '' || SOURCE_ROOT.test(own)) return;
    for (const literal of content.matchAll(/(['"`])([^'"`\n]{1,200})\1/g)) {
      for (const word of literal[2]!.split(/\s+/)) {
        if (!/^\.{0,2}\/?[\w.-]+(\/[\w.-]+)*$/.test(word) || !word.includes('.')) continue;
        const target = joinDir(own, word) ?? '';
        const fromCwd = joinDir(ctx.cwd, word) ?? '';
        const hit = [target, fromCwd].find((p) => p.startsWith(`${own}/`) && atBase(this.tree, p));
        if (hit !== undefined && this.record(hit, ctx, 'referenced')) this.enter(hit, ctx);
      }
    }
  }
}
