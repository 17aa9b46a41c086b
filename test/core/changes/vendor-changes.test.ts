import { describe, expect, it } from 'vitest';
import {
  type VendorInput,
  vendoredModules,
  vendorFindings,
} from '../../../src/core/changes/vendor-changes.js';

const MODULES = (assertVersion: string, extra = ''): string =>
  `# example.com/assert ${assertVersion}\n## explicit; go 1.19\nexample.com/assert\n# golang.org/x/text v0.3.0\n## explicit\ngolang.org/x/text/unicode\n${extra}`;

const GO_MOD = (assertVersion: string, extra = ''): string =>
  `module example.com/app\n\ngo 1.19\n\nrequire (\n\texample.com/assert ${assertVersion}\n\tgolang.org/x/text v0.3.0 // indirect\n${extra})\n`;

const input = (overrides: Partial<VendorInput>): VendorInput => ({
  moduleDir: '',
  changedPaths: [],
  baseModulesTxt: MODULES('v1.0.0'),
  headModulesTxt: MODULES('v1.0.0'),
  baseGoMod: GO_MOD('v1.0.0'),
  headGoMod: GO_MOD('v1.0.0'),
  ...overrides,
});

interface Case {
  name: string;
  input: VendorInput;
  /** Anomaly paths expected, and the locked paths. */
  anomalies: string[];
  locked: string[];
}

const CASES: Case[] = [
  {
    name: 'gaming: a vendored assertion library edited without a version change',
    input: input({
      changedPaths: ['vendor/example.com/assert/assert.go', 'vendor/example.com/assert/equal.go'],
    }),
    anomalies: ['vendor/example.com/assert'],
    locked: ['vendor/example.com/assert/assert.go', 'vendor/example.com/assert/equal.go'],
  },
  {
    name: 'gaming: two modules edited give one anomaly per module folder',
    input: input({
      changedPaths: [
        'vendor/example.com/assert/assert.go',
        'vendor/golang.org/x/text/unicode/u.go',
      ],
    }),
    anomalies: ['vendor/example.com/assert', 'vendor/golang.org/x/text'],
    locked: ['vendor/example.com/assert/assert.go', 'vendor/golang.org/x/text/unicode/u.go'],
  },
  {
    name: 'gaming: a file added to a vendored module in a nested Go module',
    input: input({ moduleDir: 'svc/', changedPaths: ['svc/vendor/example.com/assert/init.go'] }),
    anomalies: ['svc/vendor/example.com/assert'],
    locked: ['svc/vendor/example.com/assert/init.go'],
  },
  {
    name: 'gaming: modules.txt version moved while go.mod did not',
    input: input({
      headModulesTxt: MODULES('v1.0.1'),
      changedPaths: ['vendor/modules.txt', 'vendor/example.com/assert/assert.go'],
    }),
    anomalies: ['vendor/example.com/assert', 'vendor/modules.txt'],
    locked: ['vendor/example.com/assert/assert.go', 'vendor/modules.txt'],
  },
  {
    name: 'gaming: a bump of one module cannot carry edits to another',
    input: input({
      headGoMod: GO_MOD('v1.1.0'),
      headModulesTxt: MODULES('v1.1.0'),
      changedPaths: [
        'vendor/modules.txt',
        'vendor/example.com/assert/assert.go',
        'vendor/golang.org/x/text/unicode/u.go',
      ],
    }),
    anomalies: ['vendor/golang.org/x/text'],
    locked: ['vendor/golang.org/x/text/unicode/u.go'],
  },
  {
    name: 'gaming: a first vendor/ folder without a go.mod change',
    input: input({
      baseModulesTxt: null,
      changedPaths: ['vendor/modules.txt', 'vendor/example.com/assert/assert.go'],
    }),
    anomalies: ['vendor/example.com/assert', 'vendor/modules.txt'],
    locked: ['vendor/example.com/assert/assert.go', 'vendor/modules.txt'],
  },
  {
    name: 'honest: go mod vendor after a require bump',
    input: input({
      headGoMod: GO_MOD('v1.1.0'),
      headModulesTxt: MODULES('v1.1.0'),
      changedPaths: ['vendor/modules.txt', 'vendor/example.com/assert/assert.go'],
    }),
    anomalies: [],
    locked: [],
  },
  {
    name: 'honest: a new dependency vendored with its require',
    input: input({
      headGoMod: GO_MOD('v1.0.0', '\texample.com/new v0.1.0\n'),
      headModulesTxt: MODULES('v1.0.0', '# example.com/new v0.1.0\n## explicit\nexample.com/new\n'),
      changedPaths: ['vendor/modules.txt', 'vendor/example.com/new/new.go'],
    }),
    anomalies: [],
    locked: [],
  },
  {
    name: 'honest: a vendor/ folder that is not Go (no modules.txt)',
    input: input({
      baseModulesTxt: null,
      headModulesTxt: null,
      changedPaths: ['vendor/autoload.php'],
    }),
    anomalies: [],
    locked: [],
  },
];

describe('vendorFindings', () => {
  it.each(CASES)('$name', ({ input: given, anomalies, locked }) => {
    const found = vendorFindings(given);
    expect(found.anomalies.map((a) => a.path).sort()).toEqual(anomalies);
    expect(
      found.anomalies.every((a) => a.kind === 'harness-modified' && a.severity === 'critical'),
    ).toBe(true);
    expect(found.locked).toEqual(locked);
  });

  it('names the module, the file count and the required version', () => {
    const found = vendorFindings(input({ changedPaths: ['vendor/example.com/assert/assert.go'] }));
    expect(found.anomalies[0]?.detail).toBe(
      'vendored module example.com/assert changed (1 file) while go.mod requires v1.0.0; base version restored',
    );
  });

  it('reads module versions from modules.txt, replacements included', () => {
    expect([
      ...vendoredModules('# a.com/x v1.0.0 => ./x\n# b.com/y => ../y\n## explicit\na.com/x\n'),
    ]).toEqual([
      ['a.com/x', 'v1.0.0'],
      ['b.com/y', ''],
    ]);
  });
});
