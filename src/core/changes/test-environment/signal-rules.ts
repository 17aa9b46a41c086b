// What one line of product code reads that tells it whether it runs under a test runner, per
// language: runner variables, argv compared with a runner's words, the call stack searched for
// test frames, the framework reached by import or lookup, `cfg(test)`, a build script's profile,
// and the generic signals (NODE_ENV, CI, debug_assertions, __debug__) whose weight depends on use.
import type { Ecosystem } from '../../model/changed-file.js';
import type { Spelled } from './constant-strings.js';
import { type LanguageSignals, matchesModule, matchesName } from './runner-signals.js';

/** What a line reads: `runner` is critical, `stack` (no test word near) a warning, `generic` weighed by use. */
export interface SignalHit {
  /** The signal, normalised (`env NAME`, `argv WORD`, `module NAME`, `cfg test`). */
  signal: string;
  kind: 'runner' | 'stack' | 'generic';
  what: string;
}

/** One line and what is near it (a few head lines either side), lexed once. */
export interface LineContext {
  ecosystem: Ecosystem;
  /** The line as written, comments included (a Go build constraint is one). */
  text: string;
  /** The line's code, comments dropped, strings kept; and with strings emptied. */
  code: string;
  bare: string;
  /** The code of the next line (the item under an attribute). */
  next: string;
  /** The codes of the lines around it (the line included). */
  near: string;
  /** Strings the line spells, and those the lines near it spell. */
  spelled: readonly Spelled[];
  nearSpelled: readonly Spelled[];
  /** Every string literal near the line, concatenated in order (pieces split over lines). */
  nearJoined: string;
  signals: LanguageSignals;
  buildScript: boolean;
}

const ENV_ACCESS =
  /\benviron\b|\bgetenv\b|\bGetenv\b|\bLookupEnv\b|\bEnviron\s*\(|\bprocess\s*\.\s*env\b|\bimport\.meta\.env\b|\b(?:Deno|Bun)\.env\b|\benv::var(?:_os)?\b|\benv!\s*\(|\boption_env!\s*\(|\bvars\s*\(\s*\)|\benv\b/;
const ARGV: Partial<Record<Ecosystem, RegExp>> = {
  python: /\bsys\s*\.\s*(?:argv|orig_argv|executable)\b|\bargv\b|\bsys\.flags\b/,
  javascript:
    /\bprocess\s*\.\s*(?:argv0?|execArgv|title|execPath)\b|\b(?:Deno\.args|Bun\.argv)\b|\bargv\b/,
  go: /\bos\s*\.\s*Args\b|\bos\s*\.\s*Executable\s*\(|\bflag\s*\.\s*(?:Lookup|CommandLine|Args|Arg|VisitAll|Visit)\b/,
  rust: /\benv::args(?:_os)?\s*\(|\bcurrent_exe\s*\(|\bargs\s*\(\s*\)/,
};
const STACK: Partial<Record<Ecosystem, RegExp>> = {
  python:
    /\binspect\s*\.\s*(?:stack|currentframe|getouterframes|trace|getframeinfo)\b|\b_getframe\b|\btraceback\s*\.\s*(?:extract_stack|format_stack|walk_stack|print_stack|StackSummary)\b|\bf_back\b|\bf_code\b/,
  javascript:
    /\bnew\s+Error\b[^;]*?\.\s*stack\b|\bError\s*\([^)]*\)\s*\.\s*stack\b|\bError\s*\.\s*(?:captureStackTrace|prepareStackTrace)\b|\bgetFileName\s*\(|\bcallsites?\s*\(/,
  go: /\bruntime\s*\.\s*(?:Caller|Callers|Stack|FuncForPC|CallersFrames)\b|\bdebug\s*\.\s*(?:Stack|PrintStack)\s*\(/,
  rust: /\bBacktrace\s*::\s*(?:capture|force_capture|new)\b|\bLocation\s*::\s*caller\s*\(|\bbacktrace\s*::/,
};
// A test file or frame named near a stack read (`.test(` is a regular expression's method).
const TEST_WORD =
  /_test\.go|\.test\b|\.spec\b|\btest_|\/tests?\/|__tests__|conftest|\btesting\b|\btests?\b|\bspec\b/i;
// How code reaches a module or a global by name rather than by a plain import.
const LOOKUP: Partial<Record<Ecosystem, RegExp>> = {
  python:
    /\bmodules\b|\bimport_module\b|\b__import__\b|\bfind_spec\b|\bfind_loader\b|\bimportlib\b|\bpkgutil\b|\bgetattr\s*\(\s*sys\b/,
  javascript:
    /\brequire\s*(?:\.\s*resolve\s*)?\(|\bimport\s*\(|\bcreateRequire\b|\bglobalThis\b|\bglobal\b|\bwindow\b|\bself\b|\bReflect\s*\.|\bSymbol\s*\.\s*for\b|\bObject\s*\.\s*(?:keys|getOwnPropertyNames|getOwnPropertySymbols)\b/,
};
const STATIC_IMPORT: Partial<Record<Ecosystem, RegExp>> = {
  python: /^\s*(?:from\s+([\w.]+)\s+import\b|import\s+([\w.]+(?:\s*,\s*[\w.]+)*))/,
  javascript:
    /^\s*(?:import\b[^'"`]*\bfrom\s*|import\s*|export\b[^'"`]*\bfrom\s*)["'`]([^"'`]+)["'`]/,
  go: /^\s*(?:import\s+)?(?:[\w.]+\s+)?"([^"]+)"\s*\)?\s*$/,
};
const GLOBAL_READS = [
  /\b(?:globalThis|global|window|self)\s*(?:as\s+\w+\s*)?\)?\s*(?:\?\.|\.)\s*([\w$]+)/g,
  /\btypeof\s+(?:\(\s*)?([\w$]+)/g,
];

const hit = (signal: string, kind: SignalHit['kind'], what: string): SignalHit => ({
  signal,
  kind,
  what,
});

function identifiers(code: string): string[] {
  return code.match(/[A-Za-z_$][\w$]*/g) ?? [];
}

// A runner variable by name: an identifier (`process.env.VITEST`) or any string the line or its
// neighbours spell (`'VI' + 'TEST'`, a constant bound elsewhere).
function envHits(ctx: LineContext): SignalHit[] {
  const names = [...identifiers(ctx.code), ...ctx.spelled.map((s) => s.text)];
  const found = ctx.signals.env.flatMap((signal) =>
    names
      .filter((n) => matchesName(n, signal))
      .map((n) => hit(`env ${n}`, 'runner', `reads the runner's variable ${n}`)),
  );
  if (found.length > 0 || !ENV_ACCESS.test(ctx.code)) return found;
  // Split over lines next to an environment read: `a = 'VI'` then `environ[a + 'TEST']`.
  return ctx.signals.env
    .filter((s) => !s.endsWith('*') && s.length >= 5 && ctx.nearJoined.includes(s))
    .map((s) => hit(`env ${s}`, 'runner', `reads the runner's variable ${s} (name assembled)`));
}

function wordIn(strings: readonly Spelled[], words: readonly string[]): string | null {
  for (const s of strings) {
    const text = s.text.toLowerCase();
    const word = words.find((w) => w.length >= 3 && text.includes(w.toLowerCase()));
    if (word !== undefined) return word;
  }
  return null;
}

// What the arguments are compared with: the operand of a string test (`.includes('.test.')`,
// `strings.HasSuffix(os.Args[0], ".test")`, `flag.Lookup("test.v")`, `re.search(r'pytest', …)`) or
// of an (in)equality, `in` or `case`. A literal operand is read as written; a name (a constant
// bound elsewhere) leaves the words spelled near the line to decide. A string that is no operand
// (a default pattern, `argv[2] ?? '**/*.test.ts'`, or a call's argument) compares nothing.
const COMPARE_CALL =
  /(?:\.\s*(?:includes|startsWith|endsWith|indexOf|lastIndexOf|match|matchAll|search|test|endswith|startswith|find|rfind|index|count|contains|ends_with|starts_with|__contains__)|\b(?:HasSuffix|HasPrefix|Contains|Index|Lookup|search|match|fullmatch|fnmatch|RegExp|compile))\s*\(\s*(?:[\w.[\]]+\s*,\s*)?/g;
const COMPARE_OPERATOR = /(?:===?|!==?|\bnot\s+in\b|\bin\b|\bcase\b)\s*/g;
const LITERAL = /^[rbuf]{0,2}(["'`/])((?:\\.|(?!\1)[^\\\n])*)\1/i;
const NAME = /^[A-Za-z_$][\w$.]*\s*[),:\]]/;
const LITERAL_BEFORE =
  /[rbuf]{0,2}(["'`])((?:\\.|(?!\1)[^\\\n])*)\1\s*(?:===?|!==?|\bnot\s+in\b|\bin\b)/gi;

const PATTERN_RECEIVER = /\/((?:\\.|[^/\\\n])+)\/[a-z]*\s*\.\s*(?:test|exec)\s*\(/g;

/** A template or f-string that builds its text from names (`${w}`, `f'{w}'`). */
const interpolates = (literal: string): boolean =>
  (literal.startsWith('`') && literal.includes('${')) || /^[rbu]?f[rbu]?["']/i.test(literal);

function comparedOperands(code: string): { literals: Spelled[]; byName: boolean } {
  const literals: Spelled[] = [];
  let byName = false;
  for (const re of [COMPARE_CALL, COMPARE_OPERATOR]) {
    for (const m of code.matchAll(re)) {
      const rest = code.slice((m.index ?? 0) + m[0].length);
      const literal = LITERAL.exec(rest);
      // A literal joined to more (`'py' + 'test'`) is a built string: the spelled words decide.
      const joined =
        literal !== null &&
        (/^\s*\+/.test(rest.slice(literal[0].length)) || interpolates(literal[0]));
      if (literal !== null && !joined) literals.push({ text: literal[2] ?? '', built: false });
      else if (joined || NAME.test(rest)) byName = true;
    }
  }
  for (const m of code.matchAll(LITERAL_BEFORE)) {
    // `"py" "test" in argv[0]`, `'py' + 'test' in …`: a built string, the spelled words decide.
    if (/["'`]\s*\+?\s*$/.test(code.slice(0, m.index ?? 0))) byName = true;
    else literals.push({ text: m[2] ?? '', built: false });
  }
  // A pattern that tests the arguments: `/vitest/.test(argv)`, `re.compile('pytest').search(…)`.
  for (const m of code.matchAll(PATTERN_RECEIVER))
    literals.push({ text: m[1] ?? '', built: false });
  return { literals, byName };
}

function argvHits(ctx: LineContext): SignalHit[] {
  const re = ARGV[ctx.ecosystem];
  if (re === undefined || !re.test(ctx.code)) return [];
  const compared = comparedOperands(ctx.near);
  const word =
    wordIn(compared.literals, ctx.signals.argv) ??
    (compared.byName ? wordIn(ctx.nearSpelled, ctx.signals.argv) : null);
  return word === null
    ? []
    : [hit(`argv ${word}`, 'runner', `compares the process arguments with ${word}`)];
}

function stackHits(ctx: LineContext): SignalHit[] {
  const re = STACK[ctx.ecosystem];
  const js = ctx.ecosystem === 'javascript';
  // `const e = new Error(); ... e.stack`: the stack read a line apart.
  const split = js && /\bnew\s+Error\b/.test(ctx.code) && /\.\s*stack\b/.test(ctx.near);
  if ((re === undefined || !re.test(ctx.code)) && !split) return [];
  const text = `${ctx.near.replace(/\.test\s*\(/g, '(')} ${ctx.nearSpelled.map((s) => s.text).join(' ')}`;
  const m = TEST_WORD.exec(text.replace(/\b(?:testlock)\b/g, ''))?.[0];
  // The runners' own words (module names, argv words such as Go's `tRunner`) name test frames too.
  const word = m ?? wordIn([{ text, built: false }], ctx.signals.argv);
  return word === null || word === undefined
    ? [hit('stack', 'stack', 'reads the call stack')]
    : [hit(`stack ${word}`, 'runner', `searches the call stack for a test frame (${word})`)];
}

function moduleNamed(ctx: LineContext, names: readonly string[]): string | null {
  for (const name of names)
    for (const m of ctx.signals.modules) if (matchesModule(name, m)) return name;
  return null;
}

function moduleHits(ctx: LineContext): SignalHit[] {
  const found: SignalHit[] = [];
  const stat = STATIC_IMPORT[ctx.ecosystem]?.exec(ctx.code);
  if (stat) {
    const named = (stat[1] ?? stat[2] ?? '')
      .split(/\s*,\s*/)
      .map((n) => n.replace(/\s+as\s+\w+$/, ''));
    const m = moduleNamed(ctx, named);
    if (m !== null) found.push(hit(`module ${m}`, 'runner', `imports the test framework (${m})`));
  }
  const lookup = LOOKUP[ctx.ecosystem];
  if (
    found.length === 0 &&
    lookup !== undefined &&
    lookup.test(`${ctx.code} ${ctx.spelled.map((s) => s.text).join(' ')}`)
  ) {
    const m = moduleNamed(
      ctx,
      ctx.nearSpelled.map((s) => s.text),
    );
    if (m !== null) found.push(hit(`module ${m}`, 'runner', `looks up the test framework (${m})`));
  }
  if (ctx.ecosystem === 'javascript') found.push(...globalHits(ctx));
  return found;
}

function globalHits(ctx: LineContext): SignalHit[] {
  const read = GLOBAL_READS.flatMap((re) => [...ctx.code.matchAll(re)].map((m) => m[1] ?? ''));
  const viaString = LOOKUP.javascript?.test(ctx.code) ? ctx.nearSpelled.map((s) => s.text) : [];
  const names = [...read, ...viaString];
  const global = ctx.signals.globals.find((g) => names.includes(g));
  if (global !== undefined)
    return [hit(`global ${global}`, 'runner', `reads the runner's global ${global}`)];
  // `Symbol.for(…)` of a runner's global or module name (its matchers' state).
  if (/\bSymbol\s*\.\s*for\b/.test(ctx.code)) {
    const word = wordIn(
      ctx.spelled,
      [...ctx.signals.globals, ...ctx.signals.modules.map((m) => m.replace(/[@/*]/g, ''))].filter(
        (w) => w.length >= 4,
      ),
    );
    if (word !== null)
      return [hit(`global ${word}`, 'runner', `reads the runner's symbol (${word})`)];
  }
  return enumeratedGlobal(ctx);
}

// The global object's keys or symbols listed, to find one by a piece of its name: no whole name
// is spelled (`String(s).includes('matchers-object')`, a `.matchers` read on each value).
const ENUMERATES_GLOBALS =
  /\b(?:Object\s*\.\s*(?:getOwnPropertySymbols|getOwnPropertyNames|getOwnPropertyDescriptors|keys|entries|values)|Reflect\s*\.\s*ownKeys)\s*\(\s*(?:globalThis|global|window|self)\b/;
const PIECE = 8;

function enumeratedGlobal(ctx: LineContext): SignalHit[] {
  if (!ENUMERATES_GLOBALS.test(ctx.near)) return [];
  const names = [...ctx.signals.globals, ...ctx.signals.modules].map((n) => n.toLowerCase());
  const pieces = [...ctx.nearSpelled.map((s) => s.text), ...identifiers(ctx.near)];
  const piece = pieces.find(
    (p) => p.length >= PIECE && names.some((name) => name.includes(p.toLowerCase())),
  );
  if (piece === undefined) return [];
  return [
    hit(`global ${piece}`, 'runner', `looks through the global object for the runner's ${piece}`),
  ];
}

const TEST_MODULE_ATTR = /^\s*#\s*\[\s*cfg\s*\(\s*test\s*\)\s*\]/;
const MOD_ITEM = /^\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+\w+/;

// `cfg!(test)`, `#[cfg(test)]` on an item, `cfg_attr(test, …)`; a test module is judged apart.
function rustCfgHits(ctx: LineContext): SignalHit[] {
  const found: SignalHit[] = [];
  const cfgs = [...ctx.bare.matchAll(/\bcfg(_attr)?!?\s*\((.*)/g)];
  for (const m of cfgs) {
    const cond = m[2] ?? '';
    if (m[1] === '_attr') {
      const pred = cond.split(',')[0] ?? '';
      // `cfg_attr(test, derive(Debug))` adds a derived trait; any other attribute swaps code.
      if (/\btest\b/.test(pred) && !/^\s*[^,]*,\s*derive\s*\(/.test(cond))
        found.push(hit('cfg test', 'runner', 'sets an attribute only in test builds'));
      else if (/\bdebug_assertions\b/.test(pred))
        found.push(
          hit('cfg debug_assertions', 'generic', 'sets an attribute only in debug builds'),
        );
      continue;
    }
    if (/\btest\b/.test(cond)) {
      const testModule =
        TEST_MODULE_ATTR.test(ctx.bare) &&
        MOD_ITEM.test(ctx.bare.replace(TEST_MODULE_ATTR, '').trim() || ctx.next);
      if (!testModule) found.push(hit('cfg test', 'runner', 'code differs in test builds'));
    } else if (/\bdebug_assertions\b/.test(cond))
      found.push(hit('cfg debug_assertions', 'generic', 'code differs in debug builds'));
  }
  if (/\bthread::current\s*\(\s*\)\s*\.\s*name\s*\(/.test(ctx.code))
    found.push(
      hit(
        'thread name',
        'runner',
        "reads the thread's name, which the test harness sets to the test's",
      ),
    );
  return found;
}

function buildScriptHits(ctx: LineContext): SignalHit[] {
  if (!ctx.buildScript || !ENV_ACCESS.test(ctx.code)) return [];
  const names = ctx.spelled.map((s) => s.text);
  const read = ctx.signals.buildEnv.find((v) => names.includes(v));
  return read === undefined
    ? []
    : [
        hit(
          `build ${read}`,
          'runner',
          `the build script reads ${read}, which differs between test and release builds`,
        ),
      ];
}

const GENERIC_ENV = ['NODE_ENV', 'CI', 'npm_lifecycle_event', 'BABEL_ENV'];

function genericHits(ctx: LineContext): SignalHit[] {
  const found: SignalHit[] = [];
  const names = [...identifiers(ctx.code), ...ctx.spelled.map((s) => s.text)];
  const env = ENV_ACCESS.test(ctx.code) ? GENERIC_ENV.find((g) => names.includes(g)) : undefined;
  const meta = /\bimport\.meta\.env\s*\.\s*(MODE|DEV|PROD)\b/.exec(ctx.code)?.[1];
  const name = env ?? meta;
  if (name !== undefined) {
    // `NODE_ENV === 'test'`, `MODE == "test"`: what the runners set, a runner signal.
    const test = ctx.spelled.some((s) => /^test(?:ing)?$/i.test(s.text)) && name !== 'CI';
    found.push(
      test
        ? hit(
            `env ${name}=test`,
            'runner',
            `compares ${name} with "test", which the test runner sets`,
          )
        : hit(`env ${name}`, 'generic', `reads ${name}`),
    );
  }
  if (ctx.ecosystem === 'python' && /\b__debug__\b/.test(ctx.code))
    found.push(hit('__debug__', 'generic', 'reads __debug__'));
  if (ctx.ecosystem === 'go' && /^\s*\/\/\s*(?:go:build|\+build)\b.*\brace\b/.test(ctx.text))
    found.push(hit('build race', 'stack', 'compiles only with (or without) -race'));
  return found;
}

/** Every signal one line of product code reads. */
export function lineSignals(ctx: LineContext): SignalHit[] {
  const found = [
    ...envHits(ctx),
    ...argvHits(ctx),
    ...stackHits(ctx),
    ...moduleHits(ctx),
    ...(ctx.ecosystem === 'rust' ? [...rustCfgHits(ctx), ...buildScriptHits(ctx)] : []),
    ...genericHits(ctx),
  ];
  if (ctx.ecosystem === 'go' && /\btesting\s*\.\s*Testing\s*\(/.test(ctx.code))
    found.push(
      hit('testing.Testing', 'runner', 'asks testing.Testing() whether it runs under go test'),
    );
  return found;
}
