// Workspace files decide which members' tests a recursive run reaches: a member dropped is
// critical, members added and install settings are warnings (the base version is restored).
import { describe, expect, it } from 'vitest';
import { createClassifier } from '../../../src/core/changes/classify-path.js';
import { harnessSeverity } from '../../../src/core/changes/harness-severity.js';
import { droppedMembers } from '../../../src/core/changes/workspace-severity.js';
import type { Severity } from '../../../src/core/model/anomaly.js';

type Row = [
  label: string,
  rule: string,
  base: string | null,
  head: string | null,
  Severity,
  string,
];

const PNPM = 'javascript:pnpm-workspace.yaml';
const LERNA = 'javascript:lerna.json';
const pnpm = (packages: string[], extra = ''): string =>
  `packages:\n${packages.map((p) => `  - '${p}'\n`).join('')}${extra}`;
const lerna = (value: Record<string, unknown>): string => `${JSON.stringify(value, null, 2)}\n`;

describe('harnessSeverity: workspace members', () => {
  it.each<Row>([
    // gaming: a member base ran is gone from the recursive run
    [
      'gaming: pnpm member dropped',
      PNPM,
      pnpm(['packages/a', 'packages/b']),
      pnpm(['packages/a']),
      'critical',
      'members dropped: packages/b',
    ],
    [
      'gaming: pnpm exclusion added',
      PNPM,
      pnpm(['packages/*']),
      pnpm(['packages/*', '!packages/b']),
      'critical',
      '!packages/b',
    ],
    [
      'gaming: pnpm glob narrowed',
      PNPM,
      pnpm(['packages/*']),
      pnpm(['packages/a']),
      'critical',
      'packages/*',
    ],
    [
      'gaming: pnpm packages key removed',
      PNPM,
      pnpm(['packages/*']),
      'catalog:\n  zod: ^3.0.0\n',
      'critical',
      'members dropped',
    ],
    [
      'gaming: pnpm unknown setting',
      PNPM,
      pnpm(['a']),
      pnpm(['a'], 'testPattern: none\n'),
      'critical',
      'testPattern can change what runs',
    ],
    [
      'gaming: pnpm unparsable',
      PNPM,
      pnpm(['a']),
      'packages: [\n',
      'critical',
      'could not be parsed',
    ],
    [
      'gaming: lerna member dropped',
      LERNA,
      lerna({ packages: ['packages/*', 'tools/*'] }),
      lerna({ packages: ['packages/*'] }),
      'critical',
      'tools/*',
    ],
    [
      'gaming: lerna run scope',
      LERNA,
      lerna({ packages: ['p/*'] }),
      lerna({ packages: ['p/*'], command: { run: { ignore: 'b' } } }),
      'critical',
      'command.run',
    ],
    [
      'gaming: lerna useWorkspaces flipped',
      LERNA,
      lerna({ useWorkspaces: true }),
      lerna({ useWorkspaces: false }),
      'critical',
      'useWorkspaces',
    ],
    // honest: members added, install settings, a release
    [
      'honest: pnpm member added',
      PNPM,
      pnpm(['packages/a']),
      pnpm(['packages/a', 'packages/c']),
      'warning',
      'no member dropped',
    ],
    [
      'honest: pnpm members reordered',
      PNPM,
      pnpm(['b', 'a']),
      pnpm(['a', 'b']),
      'warning',
      'no member dropped',
    ],
    [
      'honest: pnpm catalog bump',
      PNPM,
      pnpm(['a'], 'catalog:\n  zod: ^3.0.0\n'),
      pnpm(['a'], 'catalog:\n  zod: ^3.1.0\n'),
      'warning',
      'no member dropped',
    ],
    [
      'honest: pnpm onlyBuiltDependencies',
      PNPM,
      pnpm(['a']),
      pnpm(['a'], 'onlyBuiltDependencies:\n  - esbuild\n'),
      'warning',
      'no member dropped',
    ],
    [
      'honest: pnpm workspace file added',
      PNPM,
      null,
      pnpm(['packages/*']),
      'warning',
      'no member dropped',
    ],
    [
      'honest: lerna release',
      LERNA,
      lerna({ version: '1.0.0', packages: ['p/*'] }),
      lerna({ version: '1.1.0', packages: ['p/*'] }),
      'warning',
      'no member dropped',
    ],
    [
      'honest: lerna publish settings',
      LERNA,
      lerna({ packages: ['p/*'] }),
      lerna({ packages: ['p/*'], command: { publish: { registry: 'x' } } }),
      'warning',
      'no member dropped',
    ],
  ])('%s', (_label, rule, base, head, severity, note) => {
    const found = harnessSeverity(rule, { base, head });
    expect(found?.severity).toBe(severity);
    expect(found?.note).toContain(note);
  });
});

describe('droppedMembers', () => {
  it.each<[string[], string[], string[]]>([
    [['a', 'b'], ['a'], ['b']],
    [['a'], ['a', '!a/x'], ['!a/x']],
    [['a', '!a/x'], ['a'], []],
    [['a'], ['b', 'a'], []],
  ])('%j -> %j drops %j', (base, head, dropped) => {
    expect(droppedMembers(base, head)).toEqual(dropped);
  });
});

describe('classification of workspace files', () => {
  it.each([
    ['pnpm-workspace.yaml', 'javascript:pnpm-workspace.yaml'],
    ['apps/web/pnpm-workspace.yaml', 'javascript:pnpm-workspace.yaml'],
    ['lerna.json', 'javascript:lerna.json'],
  ])('%s is harness (%s)', (path, rule) => {
    const found = createClassifier()(path);
    expect(found.class).toBe('harness');
    expect(found.rule).toBe(rule);
  });
});
