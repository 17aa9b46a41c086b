// The pure core's boundary is enforced by biome.json, not only described: the repository's own
// lint configuration runs (real biome) on probe files laid out like src/ in a temporary folder.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const BIOME = join(ROOT, 'node_modules/.bin/biome');

interface Probe {
  name: string;
  file: string;
  code: string;
  /** The lint rule that must fire, or null when the file must lint clean. */
  rule: string | null;
}

const PROBES: Probe[] = [
  {
    name: 'gaming: node:fs in the core',
    file: 'src/core/fs-read.ts',
    code: "import { readFileSync } from 'node:fs';\nexport const read = (p: string): string => readFileSync(p, 'utf8');\n",
    rule: 'lint/style/noRestrictedImports',
  },
  {
    name: 'gaming: bare fs/promises in the core',
    file: 'src/core/fs-promises.ts',
    code: "import { readFile } from 'fs/promises';\nexport const read = (p: string): Promise<Buffer> => readFile(p);\n",
    rule: 'lint/style/noRestrictedImports',
  },
  {
    name: 'gaming: node:child_process through a dynamic import in the core',
    file: 'src/core/spawn.ts',
    code: "export async function run(): Promise<void> {\n  const cp = await import('node:child_process');\n  cp.execFileSync('true');\n}\n",
    rule: 'lint/style/noRestrictedImports',
  },
  {
    name: 'gaming: execa in a nested core folder',
    file: 'src/core/discovery/deep/exec.ts',
    code: "import { execa } from 'execa';\nexport const run = (): unknown => execa('true');\n",
    rule: 'lint/style/noRestrictedImports',
  },
  {
    name: 'gaming: @actions/core in the core',
    file: 'src/core/log.ts',
    code: "import { info } from '@actions/core';\nexport const log = (m: string): void => info(m);\n",
    rule: 'lint/style/noRestrictedImports',
  },
  {
    name: 'gaming: @octokit/rest in the core',
    file: 'src/core/gh.ts',
    code: "import { Octokit } from '@octokit/rest';\nexport const make = (): Octokit => new Octokit();\n",
    rule: 'lint/style/noRestrictedImports',
  },
  {
    name: 'gaming: process.env in the core',
    file: 'src/core/env.ts',
    code: 'export const home = (): string | undefined => process.env.HOME;\n',
    rule: 'lint/style/noProcessEnv',
  },
  {
    name: 'gaming: process.cwd() in the core',
    file: 'src/core/cwd.ts',
    code: 'export const here = (): string => process.cwd();\n',
    rule: 'lint/style/noRestrictedGlobals',
  },
  {
    name: 'gaming: a floating promise in an adapter',
    file: 'src/adapters/float.ts',
    code: 'async function later(): Promise<void> {}\nexport function start(): void {\n  later();\n}\n',
    rule: 'lint/nursery/noFloatingPromises',
  },
  {
    name: 'honest: node:path and node:crypto in the core',
    file: 'src/core/paths.ts',
    code: "import { createHash } from 'node:crypto';\nimport { posix } from 'node:path';\nexport const id = (p: string): string => createHash('sha256').update(posix.normalize(p)).digest('hex');\n",
    rule: null,
  },
  {
    name: 'honest: a core module whose name starts with fs, and the text node:fs in a string',
    file: 'src/core/fs-names.ts',
    code: "import { id } from './paths.js';\nexport const NOTE = \"reads use 'node:fs' in src/adapters\";\nexport const key = (p: string): string => id(p);\n",
    rule: null,
  },
  {
    name: 'honest: node:fs, execa and process.env in an adapter',
    file: 'src/adapters/read.ts',
    code: "import { readFileSync } from 'node:fs';\nimport { execa } from 'execa';\nexport const read = (p: string): string => readFileSync(p, 'utf8');\nexport const run = (): unknown => execa('true', { env: { HOME: process.env.HOME } });\n",
    rule: null,
  },
  {
    name: 'honest: an awaited promise and an explicitly discarded one in an adapter',
    file: 'src/adapters/awaited.ts',
    code: 'async function later(): Promise<void> {}\nexport async function start(): Promise<void> {\n  await later();\n  void later();\n}\n',
    rule: null,
  },
];

interface Diagnostic {
  category: string;
  location: { path: string };
}

let dir = '';
let diagnostics: Diagnostic[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'testlock-lint-'));
  // The repository's own configuration, without the VCS integration (the probe folder is no repo).
  const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  for (const probe of PROBES) {
    mkdirSync(dirname(join(dir, probe.file)), { recursive: true });
    writeFileSync(join(dir, probe.file), probe.code);
  }
  let out = '';
  try {
    out = execFileSync(BIOME, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    // biome exits 1 when it finds errors; its report is still on stdout.
    out = String((error as { stdout?: unknown }).stdout ?? '');
  }
  diagnostics = (JSON.parse(out) as { diagnostics: Diagnostic[] }).diagnostics;
}, 60_000);

afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

describe('biome.json enforces the pure core', () => {
  it.each(PROBES)('$name', (probe) => {
    const rules = diagnostics
      .filter((d) => d.location.path.replaceAll('\\', '/') === probe.file)
      .map((d) => d.category);
    if (probe.rule === null) expect(rules).toEqual([]);
    else expect(rules).toContain(probe.rule);
  });
});
