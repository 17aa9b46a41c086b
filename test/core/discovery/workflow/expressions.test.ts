// biome-ignore-all lint/suspicious/noTemplateCurlyInString: these are GitHub `${{ }}` expressions, not templates.
import { describe, expect, it } from 'vitest';
import { judgeCondition, substitute } from '../../../../src/core/discovery/workflow/expressions.js';
import { firstCombination } from '../../../../src/core/discovery/workflow/matrix.js';

const ctx = {
  matrix: { 'python-version': '3.11', os: 'ubuntu-latest', config: { name: 'py', flags: '-x' } },
  env: { PYTEST_ADDOPTS: '-q' },
  inputs: { coverage: true },
};

describe('substitute', () => {
  it.each<[string, string, string[]]>([
    ['pytest --py ${{ matrix.python-version }}', 'pytest --py 3.11', []],
    ['pytest ${{matrix.config.flags}}', 'pytest -x', []],
    ["pytest ${{ matrix['python-version'] }}", 'pytest 3.11', []],
    ['echo ${{ env.PYTEST_ADDOPTS }}', 'echo -q', []],
    ['echo [${{ matrix.missing }}]', 'echo []', []],
    ["${{ matrix.os == 'windows-latest' && 'pwsh' || 'bash' }}", 'bash', []],
    ["${{ matrix.os == 'UBUNTU-LATEST' }}", 'true', []],
    ["x ${{ inputs.coverage && '--cov' || '' }}", 'x --cov', []],
    ['pytest ${{ secrets.ARGS }}', 'pytest ${{ secrets.ARGS }}', ['secrets.ARGS']],
    [
      '${{ steps.setup.outputs.args }}',
      '${{ steps.setup.outputs.args }}',
      ['steps.setup.outputs.args'],
    ],
    [
      "${{ hashFiles('**/uv.lock') }}",
      "${{ hashFiles('**/uv.lock') }}",
      ["hashFiles('**/uv.lock')"],
    ],
    ['${{ fromJSON(matrix.x) }}', '${{ fromJSON(matrix.x) }}', ['fromJSON(matrix.x)']],
    ['${{ matrix.config }}', '${{ matrix.config }}', ['matrix.config']],
    ['${{ matrix. }}', '${{ matrix. }}', ['matrix.']],
  ])('%j', (text, expected, unresolved) => {
    expect(substitute(text, ctx)).toEqual({ text: expected, unresolved });
  });
});

describe('judgeCondition', () => {
  it.each<[unknown, boolean | undefined]>([
    [true, true],
    ['false', false],
    ["matrix.os == 'ubuntu-latest'", true],
    ["${{ matrix.os != 'ubuntu-latest' }}", false],
    ["github.event_name == 'push'", undefined],
    ['success()', true],
    ['always()', true],
    ['${{ !cancelled() }}', true],
    ['failure()', false],
    ["contains(matrix.os, 'ubuntu')", true],
    ["startsWith(matrix.os, 'windows')", false],
    ["contains(fromJSON('[1]'), 1)", undefined],
    ["hashFiles('**/go.sum') != ''", undefined],
    [undefined, undefined],
  ])('%j → %j', (value, expected) => {
    expect(judgeCondition(value, ctx)).toBe(expected);
  });
});

describe('firstCombination', () => {
  it.each<[string, unknown, Record<string, unknown> | undefined]>([
    ['no matrix', undefined, {}],
    [
      'first of each list',
      { 'python-version': ['3.11', '3.12'], os: ['ubuntu-latest', 'macos-latest'] },
      { 'python-version': '3.11', os: 'ubuntu-latest' },
    ],
    [
      'include extends the matching combination',
      {
        python: ['3.12', '3.13'],
        include: [
          { python: '3.12', 'tox-env': 'py312' },
          { python: '3.13', 'tox-env': 'py313' },
        ],
      },
      { python: '3.12', 'tox-env': 'py312' },
    ],
    [
      'include only',
      { include: [{ target: 'x86_64-unknown-linux-gnu', os: 'ubuntu-latest' }] },
      { target: 'x86_64-unknown-linux-gnu', os: 'ubuntu-latest' },
    ],
    [
      'exclude skips the first combination',
      {
        os: ['windows-latest', 'ubuntu-latest'],
        node: [18, 20],
        exclude: [{ os: 'windows-latest' }],
      },
      { os: 'ubuntu-latest', node: 18 },
    ],
    [
      'include that would overwrite an original value is not merged',
      { os: ['ubuntu-latest'], include: [{ os: 'macos-latest', extra: 'x' }] },
      { os: 'ubuntu-latest' },
    ],
    ['computed at run time', '${{ fromJSON(needs.setup.outputs.matrix) }}', undefined],
    ['a computed dimension', { python: '${{ fromJSON(inputs.versions) }}' }, undefined],
  ])('%s', (_name, matrix, expected) => {
    expect(firstCombination(matrix)).toEqual(expected);
  });
});
