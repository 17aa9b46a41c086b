// Which parsers a run's trees call for: a miss here would be an internal error in a real run, a
// false hit only costs the start-up the lazy loading saves. Table-driven.
import { describe, expect, it } from 'vitest';
import { parsersForPaths } from '../../../src/core/parsers/needed-parsers.js';

describe('parsersForPaths', () => {
  it.each([
    { paths: [], kinds: [] },
    { paths: ['package.json', 'src/a.js', 'README.md'], kinds: [] },
    { paths: ['pyproject.toml'], kinds: ['toml'] },
    { paths: ['crates/a/Cargo.toml'], kinds: ['toml'] },
    { paths: ['Cargo.lock'], kinds: ['toml'] },
    { paths: ['poetry.lock', 'uv.lock'], kinds: ['toml'] },
    { paths: ['Pipfile'], kinds: ['toml'] },
    { paths: ['services/api/Pipfile'], kinds: ['toml'] },
    { paths: ['.github/workflows/ci.yml'], kinds: ['yaml'] },
    { paths: ['pnpm-lock.yaml', 'pnpm-workspace.yaml'], kinds: ['yaml'] },
    { paths: ['Taskfile.yaml', 'ruff.toml'], kinds: ['toml', 'yaml'] },
    // Look-alikes that hold neither.
    { paths: ['Pipfile.lock.json', 'notPipfile', 'toml.md', 'yml.txt'], kinds: [] },
  ])('$paths -> $kinds', ({ paths, kinds }) => {
    expect(parsersForPaths(paths)).toEqual(kinds);
  });
});
