// Keeps the layering of src/ true, not only described: no import from a lower layer back up, no
// import cycle, the pure core reaches no outside tool, and GitHub is reached through its adapters
// only (docs/architecture.md).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
// `from '…'`, `import '…'`, `import('…')`, including `import type` (a type cycle is still a cycle).
const SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"\n]+)['"]/g;

type Graph = Map<string, { relative: string[]; bare: string[] }>;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

// Strips comments so an example import in a comment is not an edge.
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

function importGraph(files: readonly string[]): Graph {
  const graph: Graph = new Map();
  for (const file of files) {
    const specs = [...code(readFileSync(join(ROOT, file), 'utf8')).matchAll(SPECIFIER)].map(
      (m) => m[1] ?? '',
    );
    graph.set(file, {
      relative: specs
        .filter((s) => s.startsWith('.'))
        .map((s) => normalize(join(dirname(file), s)).replace(/\.js$/, '.ts')),
      bare: specs.filter((s) => !s.startsWith('.')),
    });
  }
  return graph;
}

/** Layer of a source file: a file may import only from its own layer or a lower one. */
function layerOf(file: string): number {
  if (file.startsWith('src/core/') || file === 'src/errors.ts') return 0;
  if (file.startsWith('src/adapters/')) return 1;
  if (file.startsWith('src/pipeline/')) return 2;
  if (/^src\/(action|cli|app)\//.test(file)) return 3;
  return 4; // the entries, src/action.ts and src/cli.ts
}

function layerViolations(graph: Graph): string[] {
  const found: string[] = [];
  for (const [file, { relative: targets }] of graph) {
    for (const target of targets) {
      if (layerOf(target) > layerOf(file)) found.push(`${file} -> ${target}`);
    }
  }
  return found;
}

// The pure core takes plain data in and gives plain data out: no file system, no processes,
// no GitHub toolkit. node:path and node:crypto are computations, not outside tools.
const OUTSIDE = /^(node:)?(fs|fs\/promises|child_process|os|net|http|https)$|^execa$|^@actions\//;

function impureCoreImports(graph: Graph): string[] {
  const found: string[] = [];
  for (const [file, { bare }] of graph) {
    if (layerOf(file) !== 0) continue;
    for (const spec of bare) if (OUTSIDE.test(spec)) found.push(`${file} -> ${spec}`);
  }
  return found;
}

/** Every cycle of the graph, each as the path that closes it (found by depth-first search). */
function cycles(graph: Graph): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const target of graph.get(file)?.relative ?? []) {
      if (!graph.has(target)) continue;
      if (state.get(target) === 'open') {
        found.push([...stack.slice(stack.indexOf(target)), target].join(' -> '));
      } else if (!state.has(target)) {
        visit(target);
      }
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return found;
}

const graph = importGraph(sourceFiles('src'));
const sources = new Map(
  [...graph.keys()].map((file) => [file, code(readFileSync(join(ROOT, file), 'utf8'))]),
);

// The GitHub chokepoint: `src/adapters/github.ts` and its `github-*.ts` siblings (the App's
// client, the artifact download, webhook signatures, the retry and throttling plugins).
const GITHUB_ADAPTER = /^src\/adapters\/github(-[a-z-]+)?\.ts$/;
const GITHUB_PACKAGE = /^@octokit\/|^@actions\/github$/;
// A call of the global fetch: not a method (`.fetch(`), not a function of the file's own (git's
// `fetch` in git-fetch.ts), not one it imported under that name.
const GLOBAL_FETCH = /(?<![.\w])(?:globalThis\.)?fetch\s*\(/;

function ownFetch(text: string): boolean {
  return /\bfunction fetch\b|\bimport\s*\{[^}]*\bfetch\b[^}]*\}/.test(text);
}

function githubOutsideAdapters(g: Graph, texts: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const [file, { bare }] of g) {
    if (GITHUB_ADAPTER.test(file)) continue;
    for (const spec of bare) if (GITHUB_PACKAGE.test(spec)) found.push(`${file} -> ${spec}`);
    const text = texts.get(file) ?? '';
    if (GLOBAL_FETCH.test(text) && !ownFetch(text)) found.push(`${file} -> fetch`);
  }
  return found;
}

describe('architecture of src/', () => {
  it('reads the import graph (a guard against a regex that matches nothing)', () => {
    expect(graph.size).toBeGreaterThan(100);
    const edges = [...graph.values()].reduce((n, node) => n + node.relative.length, 0);
    expect(edges).toBeGreaterThan(graph.size);
  });

  it('has no import from a lower layer back up (core < adapters < pipeline < action/cli/app)', () => {
    expect(layerViolations(graph)).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('keeps the core pure: no fs, child_process, execa or @actions/* under src/core', () => {
    expect(impureCoreImports(graph)).toEqual([]);
  });

  it('reaches @actions/core from one module only, the runner I/O adapter', () => {
    const importers = [...graph]
      .filter(([, node]) => node.bare.includes('@actions/core'))
      .map(([file]) => file);
    expect(importers).toEqual(['src/action/runner-io.ts']);
  });

  it('reaches GitHub (@octokit/*, @actions/github, global fetch) from the GitHub adapters only', () => {
    expect(githubOutsideAdapters(graph, sources)).toEqual([]);
  });

  it('every relative import names a file that exists', () => {
    const missing = [...graph].flatMap(([file, node]) =>
      node.relative
        .filter((t) => !graph.has(t) && !t.endsWith('.json'))
        .map((t) => `${file} -> ${t}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('the checks of this test catch what they are for', () => {
  const fake = (edges: Record<string, string[]>, bare: Record<string, string[]> = {}): Graph =>
    new Map(
      Object.entries(edges).map(([file, targets]) => [
        file,
        { relative: targets, bare: bare[file] ?? [] },
      ]),
    );

  it('finds a two-file cycle and a longer one', () => {
    const found = cycles(
      fake({
        'src/core/a.ts': ['src/core/b.ts'],
        'src/core/b.ts': ['src/core/a.ts'],
        'src/core/c.ts': ['src/core/d.ts'],
        'src/core/d.ts': ['src/core/e.ts'],
        'src/core/e.ts': ['src/core/c.ts'],
      }),
    );
    expect(found).toEqual([
      'src/core/a.ts -> src/core/b.ts -> src/core/a.ts',
      'src/core/c.ts -> src/core/d.ts -> src/core/e.ts -> src/core/c.ts',
    ]);
  });

  it('accepts a diamond, which is no cycle', () => {
    const found = cycles(
      fake({
        'src/core/a.ts': ['src/core/b.ts', 'src/core/c.ts'],
        'src/core/b.ts': ['src/core/d.ts'],
        'src/core/c.ts': ['src/core/d.ts'],
        'src/core/d.ts': [],
      }),
    );
    expect(found).toEqual([]);
  });

  it('flags core importing an adapter and adapters importing pipeline, not the other way', () => {
    const found = layerViolations(
      fake({
        'src/core/x.ts': ['src/adapters/git.ts'],
        'src/adapters/git.ts': ['src/pipeline/stages/plan.ts', 'src/core/model/check.ts'],
        'src/pipeline/stages/plan.ts': ['src/adapters/git.ts', 'src/core/model/check.ts'],
        'src/cli/run-cli.ts': ['src/pipeline/stages/plan.ts'],
      }),
    );
    expect(found).toEqual([
      'src/core/x.ts -> src/adapters/git.ts',
      'src/adapters/git.ts -> src/pipeline/stages/plan.ts',
    ]);
  });

  it('flags node:fs in the core but not node:path, and not node:fs in an adapter', () => {
    const found = impureCoreImports(
      fake(
        { 'src/core/a.ts': [], 'src/adapters/b.ts': [] },
        { 'src/core/a.ts': ['node:fs', 'node:path', 'yaml'], 'src/adapters/b.ts': ['node:fs'] },
      ),
    );
    expect(found).toEqual(['src/core/a.ts -> node:fs']);
  });

  it('flags @octokit/* and a global fetch outside the GitHub adapters, not inside them', () => {
    const g = fake(
      {
        'src/app/webhook-server.ts': [],
        'src/app/download.ts': [],
        'src/adapters/github-app.ts': [],
        'src/adapters/git-fetch.ts': [],
      },
      {
        'src/app/webhook-server.ts': ['@octokit/webhooks'],
        'src/adapters/github-app.ts': ['@octokit/rest'],
      },
    );
    const texts = new Map([
      ['src/app/download.ts', 'const r = await fetch(url, {});'],
      ['src/adapters/github-app.ts', 'await fetch(url)'],
      ['src/adapters/git-fetch.ts', 'export async function fetch(repo) {}\nawait fetch(repo, []);'],
      ['src/app/webhook-server.ts', 'await client.fetch(x)'],
    ]);
    expect(githubOutsideAdapters(g, texts)).toEqual([
      'src/app/webhook-server.ts -> @octokit/webhooks',
      'src/app/download.ts -> fetch',
    ]);
  });

  it('relative paths in the graph are repository paths', () => {
    const node = graph.get('src/core/sharding/shard.ts');
    expect(node?.relative.map((t) => relative('.', t))).toContain('src/core/sharding/split.ts');
  });
});

// What the project knows about a test runner or a lint/type tool lives in its profile
// (src/core/runners/<name>/, src/core/tools/<name>/): the stages and the modules that dispatch to
// the profiles ask the registries and never name one. Elsewhere the names still found are counted
// and may only go down (the ceiling below); each next capability lands in the profiles.
const RUNNER_WORDS =
  /\b(?:pytest|py\.test|vitest|jest|mocha|unittest|nose2|jasmine|uvu|ava|tape|japa|gotestsum|nextest|bats)\b|\bgo test\b|\bcargo test\b|\bnode --test\b/g;

const PROFILE_DIRS = ['src/core/runners/', 'src/core/tools/'];

/** Modules that must reach runners and tools only through the registries. */
const DISPATCHERS = [
  'src/pipeline/stages/',
  'src/pipeline/findings/',
  'src/core/sharding/',
  'src/core/results/console/',
  'src/core/results/diagnostics/',
  'src/core/run/instrument.ts',
  'src/core/run/instrument-wrapper.ts',
  'src/core/run/apply-shard.ts',
  'src/core/run/runs-apart.ts',
  'src/core/inventory/list-command.ts',
  'src/core/inventory/parse-listing.ts',
  'src/core/inventory/targeted.ts',
  'src/core/inventory/test-key.ts',
  'src/core/inventory/locate.ts',
  'src/core/inventory/compare.ts',
  'src/core/inventory/cache-file.ts',
  'src/pipeline/inventory/list.ts',
];

/** The code of a file with comments out (a comment may name a runner as an example). */
function codeOnly(text: string): string {
  return code(text).replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function namesRunner(file: string): string[] {
  return [...codeOnly(readFileSync(join(ROOT, file), 'utf8')).matchAll(RUNNER_WORDS)].map(
    (m) => m[0],
  );
}

/** Files outside the profiles whose code names a runner: 72 before the profiles existed. */
const OUTSIDE_PROFILES_CEILING = 52;

describe('runner and tool knowledge lives in the profiles', () => {
  const files = [...graph.keys()];
  const outside = files.filter((f) => !PROFILE_DIRS.some((dir) => f.startsWith(dir)));

  it('no stage or dispatching module names a runner', () => {
    const dispatching = outside.filter((f) => DISPATCHERS.some((d) => f.startsWith(d)));
    expect(dispatching.length).toBeGreaterThan(20);
    expect(dispatching.flatMap((f) => namesRunner(f).map((name) => `${f}: ${name}`))).toEqual([]);
  });

  it('every runner has a profile folder of its own', () => {
    const folders = new Set(
      files
        .filter((f) => f.startsWith('src/core/runners/') && f.split('/').length === 5)
        .map((f) => f.split('/')[3]),
    );
    for (const name of ['pytest', 'vitest', 'jest', 'go', 'cargo', 'bats']) {
      expect(folders).toContain(name);
    }
  });

  it(`files outside the profiles that name a runner stay at most ${OUTSIDE_PROFILES_CEILING}`, () => {
    const naming = outside.filter((f) => namesRunner(f).length > 0);
    expect(naming.length).toBeGreaterThan(0);
    expect(naming.length).toBeLessThanOrEqual(OUTSIDE_PROFILES_CEILING);
  });

  it('the name check finds names in code and not in comments', () => {
    expect(codeOnly("// pytest runs it\nconst a = 'b';")).not.toMatch(RUNNER_WORDS);
    expect([...codeOnly("const r = 'pytest'; // a comment").matchAll(RUNNER_WORDS)]).toHaveLength(
      1,
    );
    expect([...'go test ./... and vitest'.matchAll(RUNNER_WORDS)]).toHaveLength(2);
  });
});
