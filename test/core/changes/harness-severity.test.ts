import { describe, expect, it } from 'vitest';
import { classifyChanges } from '../../../src/core/changes/classify-changes.js';
import { createClassifier } from '../../../src/core/changes/classify-path.js';
import { fileAnomalies } from '../../../src/core/changes/file-anomalies.js';
import {
  CONTENT_RULES,
  type HarnessText,
  harnessSeverity,
} from '../../../src/core/changes/harness-severity.js';
import type { Severity } from '../../../src/core/model/anomaly.js';
import type { ChangeStatus, DiffEntry } from '../../../src/core/model/diff.js';
import { diffEntry } from '../../helpers/diff-entry.js';

type Row = [label: string, rule: string, base: string | null, head: string | null, Severity];

const NPMRC = 'registry=https://registry.npmjs.org/\n';

describe('harnessSeverity: content decides where honest changes are common', () => {
  it.each<Row>([
    // .npmrc
    [
      'honest: registry moved',
      'javascript:.npmrc',
      NPMRC,
      'registry=https://npm.example.com/\n',
      'warning',
    ],
    [
      'honest: .npmrc added with a scoped registry',
      'javascript:.npmrc',
      null,
      '@acme:registry=https://npm.acme.dev/\n',
      'warning',
    ],
    [
      'honest: auth token placeholder',
      'javascript:.npmrc',
      NPMRC,
      `${NPMRC}//npm.acme.dev/:_authToken=\${NPM_TOKEN}\n`,
      'warning',
    ],
    [
      'honest: save-exact, engine-strict, fund, audit',
      'javascript:.npmrc',
      NPMRC,
      `${NPMRC}save-exact=true\nengine-strict=true\nfund=false\naudit=false\n`,
      'warning',
    ],
    ['honest: comment only', 'javascript:.npmrc', NPMRC, `# mirror\n${NPMRC}`, 'warning'],
    ['honest: .npmrc deleted with registry only', 'javascript:.npmrc', NPMRC, null, 'warning'],
    [
      'gaming: node-options --require',
      'javascript:.npmrc',
      NPMRC,
      `${NPMRC}node-options=--require ./x.cjs\n`,
      'critical',
    ],
    [
      'gaming: script-shell',
      'javascript:.npmrc',
      NPMRC,
      `${NPMRC}script-shell=./fake-shell.sh\n`,
      'critical',
    ],
    ['gaming: ignore-scripts', 'javascript:.npmrc', null, 'ignore-scripts=true\n', 'critical'],
    ['gaming: preid', 'javascript:.npmrc', NPMRC, `${NPMRC}preid=x\n`, 'critical'],
    [
      'gaming: unknown key next to a registry change',
      'javascript:.npmrc',
      NPMRC,
      'registry=https://x/\nfoo-bar=1\n',
      'critical',
    ],
    [
      'gaming: node-options removed',
      'javascript:.npmrc',
      `${NPMRC}node-options=--max-old-space-size=4096\n`,
      NPMRC,
      'critical',
    ],
    // yarn 1
    [
      'honest: yarn 1 registry',
      'javascript:.yarnrc',
      'registry "https://a/"\n',
      'registry "https://b/"\n',
      'warning',
    ],
    [
      'gaming: yarn 1 yarn-path',
      'javascript:.yarnrc',
      null,
      'yarn-path "./fake-yarn.js"\n',
      'critical',
    ],
    [
      'gaming: yarn 1 command flags',
      'javascript:.yarnrc',
      null,
      '--run.require ./x.js\n',
      'critical',
    ],
    // yarn berry
    [
      'honest: yarn berry registry',
      'javascript:.yarnrc.yml',
      'nodeLinker: node-modules\n',
      'nodeLinker: node-modules\nnpmRegistryServer: "https://npm.acme.dev"\n',
      'warning',
    ],
    [
      'honest: yarn berry scopes',
      'javascript:.yarnrc.yml',
      'npmScopes:\n  acme:\n    npmRegistryServer: a\n',
      'npmScopes:\n  acme:\n    npmRegistryServer: b\n',
      'warning',
    ],
    [
      'gaming: yarn berry yarnPath',
      'javascript:.yarnrc.yml',
      'nodeLinker: node-modules\n',
      'nodeLinker: node-modules\nyarnPath: .yarn/releases/fake.cjs\n',
      'critical',
    ],
    [
      'gaming: yarn berry plugins',
      'javascript:.yarnrc.yml',
      null,
      'plugins:\n  - ./x.cjs\n',
      'critical',
    ],
    ['gaming: yarn berry unparsable', 'javascript:.yarnrc.yml', 'a: 1\n', 'a: [\n', 'critical'],
    // bun
    [
      'honest: bunfig install registry',
      'javascript:bunfig.toml',
      '[install]\nexact = true\n',
      '[install]\nexact = true\nregistry = "https://npm.acme.dev"\n',
      'warning',
    ],
    [
      'gaming: bunfig test preload',
      'javascript:bunfig.toml',
      '[install]\nexact = true\n',
      '[install]\nexact = true\n[test]\npreload = ["./x.ts"]\n',
      'critical',
    ],
    [
      'gaming: bunfig install.auto',
      'javascript:bunfig.toml',
      '[install]\nexact = true\n',
      '[install]\nauto = "force"\nexact = true\n',
      'critical',
    ],
    // rust toolchain
    ['honest: legacy channel bump', 'rust:rust-toolchain', '1.79.0\n', '1.80.0\n', 'warning'],
    [
      'honest: channel and components',
      'rust:rust-toolchain',
      '[toolchain]\nchannel = "1.79"\n',
      '[toolchain]\nchannel = "1.80"\ncomponents = ["clippy"]\n',
      'warning',
    ],
    [
      'gaming: toolchain path',
      'rust:rust-toolchain',
      '[toolchain]\nchannel = "1.79"\n',
      '[toolchain]\npath = "./my-rustc"\n',
      'critical',
    ],
    // poetry.toml
    [
      'honest: poetry installer and a source certificate',
      'python:poetry.toml',
      '[installer]\nparallel = true\n',
      '[installer]\nparallel = false\n[certificates.acme]\ncert = "/etc/ssl/acme.pem"\n',
      'warning',
    ],
    [
      'gaming: poetry virtualenv in the project',
      'python:poetry.toml',
      '[installer]\nparallel = true\n',
      '[installer]\nparallel = true\n[virtualenvs]\nin-project = true\n',
      'critical',
    ],
    [
      'gaming: poetry cache folder in the repository',
      'python:poetry.toml',
      null,
      'cache-dir = "./.cache"\n',
      'critical',
    ],
    ['gaming: poetry.toml unparsable', 'python:poetry.toml', '', '[virtualenvs\n', 'critical'],
    // go.work.sum
    [
      'honest: checksum lines',
      'go:go.work.sum',
      '',
      'golang.org/x/mod v0.17.0 h1:zY54UmvipHiNd+pm+m0x9KhZ9hl1/7QNMyxXbc6ICqA=\n',
      'warning',
    ],
    ['gaming: not a checksum', 'go:go.work.sum', '', 'replace x => ../evil\n', 'critical'],
    // fixed warnings
    ['honest: .nvmrc bump', 'generic:runtime-version', '20\n', '22\n', 'warning'],
    // .gitattributes: the locked tree is written with base's, so even eol=crlf on a golden file is moot
    [
      'honest: .gitattributes linguist',
      'generic:.gitattributes',
      '*.png binary\n',
      '*.png binary\ndist/** linguist-generated\n',
      'warning',
    ],
    [
      'gaming (neutralised): .gitattributes eol=crlf on golden files',
      'generic:.gitattributes',
      null,
      '*.golden text eol=crlf\n',
      'warning',
    ],
    [
      'honest: .editorconfig',
      'generic:.editorconfig',
      'root = true\n',
      'root = true\n[*]\nindent_size = 4\n',
      'warning',
    ],
  ])('%s', (_label, rule, base, head, severity) => {
    const found = harnessSeverity(rule, { base, head });
    expect(found?.severity).toBe(severity);
  });

  it('names the keys that can change what runs', () => {
    const found = harnessSeverity('javascript:.npmrc', {
      base: NPMRC,
      head: `${NPMRC}node-options=--require ./x.cjs\n`,
    });
    expect(found).toEqual({ severity: 'critical', note: 'node-options can change what runs' });
  });

  it('stays critical for a content rule whose text could not be read', () => {
    expect(harnessSeverity('javascript:.npmrc', undefined)?.severity).toBe('critical');
  });

  it('has no opinion on rules without a softer case', () => {
    expect(harnessSeverity('python:conftest.py', { base: '', head: '' })).toBeNull();
    expect(harnessSeverity('generic:.env', { base: 'A=1\n', head: 'A=2\n' })).toBeNull();
    expect(harnessSeverity(undefined, undefined)).toBeNull();
  });

  it('lists exactly the rules that read texts', () => {
    expect([...CONTENT_RULES].sort()).toEqual([
      'go:go.work.sum',
      'javascript:.npmrc',
      'javascript:.yarnrc',
      'javascript:.yarnrc.yml',
      'javascript:bunfig.toml',
      'javascript:lerna.json',
      'javascript:pnpm-workspace.yaml',
      'python:poetry.toml',
      'rust:rust-toolchain',
    ]);
  });
});

function diff(
  status: ChangeStatus,
  path: string,
  newKind: DiffEntry['newKind'] = 'file',
): DiffEntry {
  return diffEntry(status, path, status === 'deleted' ? {} : { newKind });
}

const classify = createClassifier();
const anomaliesOf = (entries: DiffEntry[], texts = new Map<string, HarnessText>()) =>
  fileAnomalies(classifyChanges(entries, classify), undefined, texts).map((a) => [
    a.kind,
    a.severity,
    a.path,
    a.detail,
  ]);

describe('fileAnomalies with the new rules', () => {
  it('gaming: a PR-added .pyc is a critical compiled artefact, removed from the run', () => {
    expect(anomaliesOf([diff('added', '__pycache__/limits.cpython-311.pyc')])).toEqual([
      [
        'harness-added',
        'critical',
        '__pycache__/limits.cpython-311.pyc',
        'compiled artefact added: __pycache__/limits.cpython-311.pyc (removed from the locked run; a runner or tool loads it by itself)',
      ],
    ]);
  });

  it('gaming: a changed .so takes its base version and is named', () => {
    expect(anomaliesOf([diff('modified', 'native/libfoo.so')])).toEqual([
      ['harness-modified', 'critical', 'native/libfoo.so', 'compiled artefact modified'],
    ]);
  });

  it('gaming: .npmrc with node-options is critical, with the key in the detail', () => {
    const texts = new Map([
      ['.npmrc', { base: NPMRC, head: `${NPMRC}node-options=--require ./x.cjs\n` }],
    ]);
    expect(anomaliesOf([diff('modified', '.npmrc')], texts)).toEqual([
      [
        'harness-modified',
        'critical',
        '.npmrc',
        '.npmrc modified; node-options can change what runs',
      ],
    ]);
  });

  it('honest: .npmrc registry change is a warning', () => {
    const texts = new Map([['.npmrc', { base: NPMRC, head: 'registry=https://npm.acme.dev/\n' }]]);
    expect(anomaliesOf([diff('modified', '.npmrc')], texts)).toEqual([
      [
        'harness-modified',
        'warning',
        '.npmrc',
        '.npmrc modified; install/registry settings only: registry (base version restored)',
      ],
    ]);
  });

  it('gaming: .npmrc turned into a symlink has no text and stays critical', () => {
    expect(anomaliesOf([diff('type-changed', '.npmrc', 'symlink')])[0]?.[1]).toBe('critical');
  });

  it('gaming: a new sitecustomize.py and a shadowing pytest.py are critical harness', () => {
    expect(anomaliesOf([diff('added', 'sitecustomize.py'), diff('added', 'pytest.py')])).toEqual([
      [
        'harness-added',
        'critical',
        'pytest.py',
        'pytest.py added (removed from the locked run; a runner or tool loads it by itself)',
      ],
      [
        'harness-added',
        'critical',
        'sitecustomize.py',
        'sitecustomize.py added (removed from the locked run; a runner or tool loads it by itself)',
      ],
    ]);
  });

  it('gaming: a changed test helper is a modified test', () => {
    expect(anomaliesOf([diff('modified', 'internal/testutil/clock.go')])).toEqual([
      ['test-modified', 'critical', 'internal/testutil/clock.go', 'modified'],
    ]);
  });

  it('honest: .env.example, an image and a doc are silent', () => {
    const entries = [
      diff('added', '.env.example'),
      diff('added', 'img/a.png'),
      diff('modified', 'README.md'),
    ];
    expect(anomaliesOf(entries)).toEqual([]);
  });

  it('honest: a .python-version bump is a warning', () => {
    expect(anomaliesOf([diff('modified', '.python-version')])).toEqual([
      [
        'harness-modified',
        'warning',
        '.python-version',
        '.python-version modified; a runtime version pin (base version restored)',
      ],
    ]);
  });

  it('reports each file no rule places, once, as a warning naming why', () => {
    expect(
      anomaliesOf([
        diff('added', 'tools/blob.xyz'),
        diff('modified', '.foorc'),
        diff('deleted', 'bin/runme'),
      ]),
    ).toEqual([
      [
        'unclassified-change',
        'warning',
        '.foorc',
        "unknown dotfile '.foorc' modified: not recognised as source, docs, data, test or harness; the PR's version is used",
      ],
      [
        'unclassified-change',
        'warning',
        'bin/runme',
        "unknown file 'runme' without an extension deleted: not recognised as source, docs, data, test or harness; the PR's deletion stands",
      ],
      [
        'unclassified-change',
        'warning',
        'tools/blob.xyz',
        "unknown file type '.xyz' added: not recognised as source, docs, data, test or harness; the PR's version is used",
      ],
    ]);
  });

  it('does not report vendored or config-excluded files as unknown', () => {
    const configured = createClassifier({
      tests: { include: [], exclude: ['legacy/**'] },
      harness: { include: [], exclude: [] },
    });
    const changes = classifyChanges(
      [diff('added', 'third_party/x/blob.xyz'), diff('added', 'legacy/blob.xyz')],
      configured,
    );
    expect(fileAnomalies(changes)).toEqual([]);
  });
});
