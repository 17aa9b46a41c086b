// Benchmark of check discovery over a generated repository: 50 workflows and 20 manifests.
import { discoverChecks } from '../src/core/discovery/discover-checks.js';
import { ms, type Row, timeMedian } from './measure.js';

function workflow(i: number): string {
  return `name: wf${i}
on: [pull_request, push]
env:
  NODE_ENV: test
jobs:
  build:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        node: [20, 22]
        os: [ubuntu-latest, macos-latest]
    steps:
      - uses: actions/checkout@v4
      - run: npm ci
      - run: npm run build
  test:
    runs-on: \${{ matrix.os }}
    strategy:
      matrix:
        os: [ubuntu-latest]
    defaults:
      run:
        working-directory: packages/p${i % 20}
    steps:
      - uses: actions/checkout@v4
      - run: |
          npm ci
          npm test -- --shard=1/2
      - run: npx tsc --noEmit
      - run: npx eslint .
`;
}

function files(): Map<string, string> {
  const map = new Map<string, string>();
  for (let i = 0; i < 50; i++) map.set(`.github/workflows/wf${i}.yml`, workflow(i));
  for (let i = 0; i < 20; i++) {
    map.set(
      `packages/p${i}/package.json`,
      JSON.stringify({
        name: `p${i}`,
        scripts: { test: 'vitest run', lint: 'eslint .', typecheck: 'tsc --noEmit' },
      }),
    );
  }
  map.set('package.json', JSON.stringify({ name: 'root', workspaces: ['packages/*'] }));
  map.set('package-lock.json', '{}');
  map.set('Makefile', 'test:\n\tnpm test\nlint:\n\tnpm run lint\n');
  return map;
}

export async function benchDiscovery(): Promise<Row> {
  const contents = files();
  const paths = [...contents.keys()];
  const median = await timeMedian(15, () =>
    discoverChecks({
      files: { paths, read: (path) => contents.get(path) },
      workingDirectory: '',
      isInstalled: () => true,
    }),
  );
  return {
    name: 'discovery, 50 workflows + 20 manifests',
    median: ms(median),
    target: '< 200 ms',
    note: '',
  };
}
