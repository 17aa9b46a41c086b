// Stack frames of the runtime and the test runner (node's internals and the runners under
// node_modules, the JVM and JUnit, Python's library and pytest, Go's testing and runtime, Rust's
// std and core) say nothing about the failure and push the project's own frames out of the
// 40-line `failure_detail`: each run of them is folded into one line saying how many were left out.
import { RUNNER_PROFILES } from '../runners/registry.js';

/** One frame as a runner prints it: its first line and the lines that belong to it. */
interface Frame {
  lines: string[];
  indent: string;
  /** Code of the runtime or the test runner, not the project. */
  runtime: boolean;
  /** The panic or assertion machinery itself (Rust's and Go's panics): never worth a line. */
  machinery: boolean;
  /** Python prints the innermost call last; every other runtime prints it first. */
  innermostLast: boolean;
}

type Item = { frame: Frame } | { text: string };

// JavaScript and the JVM: `at fn (file:line:col)`.
const AT_FRAME = /^\s*at\s+\S/;
// Node's TAP reporter prints the stack without `at`, under `stack: |-`.
const TAP_STACK = /^\s*stack: \|-?\s*$/;
const PY_FRAME = /^\s*File "[^"]*", line \d+/;
// Rust's backtrace: `  4: path::to::fn`, then `at file:line` lines.
const RUST_FRAME = /^\s+\d+: \S/;
const RUST_AT = /^\s+at \S/;
// Go's panic: `pkg.Fn(args)` or `created by …`, then a tab and `file.go:line +0x…`.
const GO_FILE = /^\t\S.*\.go:\d+/;

// The runners' own packages (their profiles say which) and the loaders that start them.
const LOADERS = ['tsx', 'ts-node', '@swc', 'esbuild-register'];
const RUNNER_PACKAGES = [...RUNNER_PROFILES.flatMap((p) => p.framePackages ?? []), ...LOADERS]
  .map((name) => name.replace('/', '[/\\\\]'))
  .join('|');
const JS_RUNTIME = new RegExp(
  String.raw`\(node:[a-z_]|^\s*(?:at\s+)?(?:async\s+)?node:[a-z_]|\(<anonymous>\)|\(index \d+\)\s*$|[/\\]node_modules[/\\](?:${RUNNER_PACKAGES})[/\\]`,
);
const JVM_RUNTIME =
  /^\s*at\s+(?:java|javax|jdk|sun|kotlin|kotlinx|org\.junit|junit\.framework|org\.gradle|org\.apache\.maven|org\.opentest4j)\./;
const PY_RUNTIME =
  /File "(?:[^"]*[/\\](?:site-packages|dist-packages|lib[/\\]python\d[^/\\]*)[/\\][^"]*|<frozen [^"]*)"/;
// `m`: a frame's `at` lines are tested with its first line.
const RUST_RUNTIME =
  /^\s+\d+: (?:std|core|alloc|test|__rustc)::|^\s+\d+: <.* as (?:core|std)::|rust_begin_unwind|^\s+at \/rustc\//m;
const RUST_MACHINERY =
  /^\s+\d+: (?:__rustc::rust_begin_unwind|rust_begin_unwind|(?:core|std)::panicking::)/;
const GO_RUNTIME =
  /^(?:testing\.|runtime\.|panic\(|created by (?:testing|runtime)\.)|\/src\/(?:testing|runtime)\//;
const GO_MACHINERY = /^(?:panic\(|testing\.tRunner\.func1)|\/runtime\/panic\.go:/;

function indentOf(line: string): string {
  return line.slice(0, line.length - line.trimStart().length);
}

function frame(
  lines: string[],
  runtime: boolean,
  machinery: boolean,
  innermostLast = false,
): Frame {
  return { lines, indent: indentOf(lines[0] ?? ''), runtime, machinery, innermostLast };
}

/** The lines after `at` that satisfy `belongs`, up to the first that does not. */
function following(lines: readonly string[], at: number, belongs: (line: string) => boolean) {
  const out: string[] = [];
  for (let j = at + 1; j < lines.length && belongs(lines[j] ?? ''); j += 1) {
    out.push(lines[j] ?? '');
  }
  return out;
}

/** The text as frames and other lines, each frame with the lines that belong to it. */
function parse(text: string): Item[] {
  const lines = text.split('\n');
  const items: Item[] = [];
  let tapIndent: number | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const next = lines[i + 1] ?? '';
    const depth = indentOf(line).length;
    if (tapIndent !== null && (depth <= tapIndent || line.trim() === '')) tapIndent = null;
    if (TAP_STACK.test(line)) {
      items.push({ text: line });
      tapIndent = depth;
      continue;
    }
    if (RUST_FRAME.test(line)) {
      const own = [line, ...following(lines, i, (l) => RUST_AT.test(l))];
      i += own.length - 1;
      const all = own.join('\n');
      items.push({ frame: frame(own, RUST_RUNTIME.test(all), RUST_MACHINERY.test(line)) });
      continue;
    }
    if (PY_FRAME.test(line)) {
      // The source line under it (and 3.11's `~~~^^^` marker) is indented further.
      const under = (l: string) =>
        l.trim() !== '' && indentOf(l).length > depth && !PY_FRAME.test(l);
      const own = [line, ...following(lines, i, under)];
      i += own.length - 1;
      items.push({ frame: frame(own, PY_RUNTIME.test(line), false, true) });
      continue;
    }
    if (!line.startsWith('\t') && line.trim() !== '' && GO_FILE.test(next)) {
      i += 1;
      const runtime = GO_RUNTIME.test(line) || GO_RUNTIME.test(next);
      const machinery = GO_MACHINERY.test(line) || GO_MACHINERY.test(next);
      items.push({ frame: frame([line, next], runtime, machinery) });
      continue;
    }
    if (AT_FRAME.test(line) || tapIndent !== null) {
      const runtime = JS_RUNTIME.test(line) || JVM_RUNTIME.test(line);
      items.push({ frame: frame([line], runtime, false) });
      continue;
    }
    items.push({ text: line });
  }
  return items;
}

/**
 * Which frames of one stack to leave out: the machinery always; runtime frames when the stack
 * has a frame of the project, except the run next to where the error was raised (the top of
 * most stacks, the bottom of Python's): when the failure is inside the runtime, that is its place.
 */
function dropped(stack: readonly Frame[]): boolean[] {
  const drop = stack.map((f) => f.machinery);
  if (!stack.some((f) => !f.runtime)) return drop;
  const order = stack.map((_, i) => i);
  if (stack[0]?.innermostLast === true) order.reverse();
  let nearError = true;
  for (const i of order) {
    const f = stack[i] as Frame;
    if (f.machinery) continue;
    if (!f.runtime) {
      nearError = false;
      continue;
    }
    if (!nearError) drop[i] = true;
  }
  return drop;
}

function folded(count: number, indent: string): string {
  return `${indent}… ${count} runtime frame${count === 1 ? '' : 's'} left out`;
}

/** The text with each run of runtime frames replaced by one line saying how many were left out. */
export function trimRuntimeFrames(text: string): string {
  const items = parse(text);
  const out: string[] = [];
  let i = 0;
  while (i < items.length) {
    const item = items[i] as Item;
    if ('text' in item) {
      out.push(item.text);
      i += 1;
      continue;
    }
    const stack: Frame[] = [];
    while (i < items.length && 'frame' in (items[i] as Item)) {
      stack.push((items[i] as { frame: Frame }).frame);
      i += 1;
    }
    const drop = dropped(stack);
    let run = 0;
    let indent = '';
    for (const [j, f] of stack.entries()) {
      if (drop[j]) {
        if (run === 0) indent = f.indent;
        run += 1;
        continue;
      }
      if (run > 0) out.push(folded(run, indent));
      run = 0;
      out.push(...f.lines);
    }
    if (run > 0) out.push(folded(run, indent));
  }
  return out.join('\n');
}
