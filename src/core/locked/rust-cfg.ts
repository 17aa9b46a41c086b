// Reads a Rust `cfg(…)` predicate and says whether it holds in the test build testlock runs:
// yes, no, or maybe where it names what testlock does not know (a cfg a build script sets).

/** Three-valued: a predicate holds, does not, or depends on what is not known. */
export type Tri = 'yes' | 'no' | 'maybe';

/** What the build sets. A name or key not listed as known evaluates to maybe. */
export interface CfgFacts {
  /** Bare names set (`test`, `unix`). */
  names: ReadonlySet<string>;
  /** Bare names whose absence from `names` means unset (`windows` on Linux, `doc`). */
  knownNames: ReadonlySet<string>;
  /** `key = "value"` pairs set (`target_os = "linux"`, `feature = "serde"`). */
  pairs: ReadonlyMap<string, ReadonlySet<string>>;
  /** Keys whose pairs are all listed (`target_os`; `feature` where the features are known). */
  knownKeys: ReadonlySet<string>;
}

type Cfg =
  | { op: 'any' | 'all'; args: Cfg[] }
  | { op: 'not'; arg: Cfg }
  | { op: 'name'; name: string }
  | { op: 'pair'; key: string; value: string };

const TOKEN = /\s*(?:([A-Za-z_][\w]*)|"((?:\\.|[^"\\])*)"|r#*"([^"]*)"#*|([(),=]))/y;

function tokens(text: string): string[] | null {
  const out: string[] = [];
  TOKEN.lastIndex = 0;
  let at = 0;
  while (at < text.length) {
    if (/^\s*$/.test(text.slice(at))) break;
    TOKEN.lastIndex = at;
    const m = TOKEN.exec(text);
    if (m === null) return null;
    // A string keeps a marker so it is never read as a name.
    out.push(m[1] ?? m[4] ?? `"${m[2] ?? m[3] ?? ''}`);
    at = TOKEN.lastIndex;
  }
  return out;
}

/** The predicate of `cfg(<text>)`, or null when it cannot be read. */
export function parseCfg(text: string): Cfg | null {
  const list = tokens(text);
  if (list === null) return null;
  let i = 0;
  const predicate = (): Cfg | null => {
    const word = list[i++];
    if (word === undefined || !/^[A-Za-z_]/.test(word)) return null;
    if (list[i] === '=') {
      const value = list[i + 1];
      if (value === undefined || !value.startsWith('"')) return null;
      i += 2;
      return { op: 'pair', key: word, value: value.slice(1) };
    }
    if (list[i] !== '(' || !['any', 'all', 'not'].includes(word)) return { op: 'name', name: word };
    i++;
    const args: Cfg[] = [];
    while (list[i] !== ')') {
      const arg = predicate();
      if (arg === null) return null;
      args.push(arg);
      if (list[i] === ',') i++;
      else if (list[i] !== ')') return null;
    }
    i++;
    if (word === 'not') return args.length === 1 ? { op: 'not', arg: args[0] as Cfg } : null;
    return { op: word as 'any' | 'all', args };
  };
  const cfg = predicate();
  return cfg !== null && i === list.length ? cfg : null;
}

const RANK: Record<Tri, number> = { no: 0, maybe: 1, yes: 2 };
const BY_RANK: Tri[] = ['no', 'maybe', 'yes'];

/** The weaker of two: `no` wins over `maybe` over `yes` (a conjunction). */
export function triAnd(a: Tri, b: Tri): Tri {
  return BY_RANK[Math.min(RANK[a], RANK[b])] as Tri;
}

/** The stronger of two (a disjunction). */
export function triOr(a: Tri, b: Tri): Tri {
  return BY_RANK[Math.max(RANK[a], RANK[b])] as Tri;
}

function evaluate(cfg: Cfg, facts: CfgFacts): Tri {
  switch (cfg.op) {
    case 'any':
      return cfg.args.reduce<Tri>((acc, arg) => triOr(acc, evaluate(arg, facts)), 'no');
    case 'all':
      return cfg.args.reduce<Tri>((acc, arg) => triAnd(acc, evaluate(arg, facts)), 'yes');
    case 'not': {
      const inner = evaluate(cfg.arg, facts);
      return inner === 'maybe' ? 'maybe' : inner === 'yes' ? 'no' : 'yes';
    }
    case 'name':
      // `cfg(true)` / `cfg(false)` are literals since Rust 1.88.
      if (cfg.name === 'true') return 'yes';
      if (cfg.name === 'false') return 'no';
      if (facts.names.has(cfg.name)) return 'yes';
      return facts.knownNames.has(cfg.name) ? 'no' : 'maybe';
    case 'pair':
      if (facts.pairs.get(cfg.key)?.has(cfg.value)) return 'yes';
      return facts.knownKeys.has(cfg.key) ? 'no' : 'maybe';
  }
}

/** Whether `cfg(<text>)` holds; a predicate that cannot be read is maybe. */
export function evalCfg(text: string, facts: CfgFacts): Tri {
  const cfg = parseCfg(text);
  return cfg === null ? 'maybe' : evaluate(cfg, facts);
}

/** The host's target, as the edge reads it from the platform it runs on. */
export interface HostTarget {
  /** Node's `process.platform`: `linux`, `darwin`, `win32`, ... */
  platform: string;
  /** Node's `process.arch`: `x64`, `arm64`, ... */
  arch: string;
}

const OS: Record<string, { os: string; family: string }> = {
  linux: { os: 'linux', family: 'unix' },
  darwin: { os: 'macos', family: 'unix' },
  win32: { os: 'windows', family: 'windows' },
  freebsd: { os: 'freebsd', family: 'unix' },
  openbsd: { os: 'openbsd', family: 'unix' },
  netbsd: { os: 'netbsd', family: 'unix' },
};
const ARCH: Record<string, { arch: string; width: string }> = {
  x64: { arch: 'x86_64', width: '64' },
  arm64: { arch: 'aarch64', width: '64' },
  ia32: { arch: 'x86', width: '32' },
  arm: { arch: 'arm', width: '32' },
};

/**
 * What `cargo test` on this host sets, with the features it enables (null: not known); `release`:
 * the same build without `cfg(test)`, to tell test-only modules.
 */
export function testBuildFacts(
  host: HostTarget,
  features: ReadonlySet<string> | null,
  build: 'test' | 'release' = 'test',
): CfgFacts {
  const names = new Set<string>(build === 'test' ? ['test'] : []);
  const knownNames = new Set(['test', 'doc', 'doctest', 'unix', 'windows']);
  const pairs = new Map<string, Set<string>>();
  const knownKeys = new Set<string>();
  const os = OS[host.platform];
  if (os !== undefined) {
    names.add(os.family);
    pairs.set('target_os', new Set([os.os]));
    pairs.set('target_family', new Set([os.family]));
    knownKeys.add('target_os').add('target_family');
  } else {
    knownNames.delete('unix');
    knownNames.delete('windows');
  }
  const arch = ARCH[host.arch];
  if (arch !== undefined) {
    pairs.set('target_arch', new Set([arch.arch]));
    pairs.set('target_pointer_width', new Set([arch.width]));
    knownKeys.add('target_arch').add('target_pointer_width');
  }
  if (features !== null) {
    pairs.set('feature', new Set(features));
    knownKeys.add('feature');
  }
  return { names, knownNames, pairs, knownKeys };
}
