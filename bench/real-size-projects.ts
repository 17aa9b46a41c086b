// Generated projects of real size for the benchmark (issue 45), each with its CI's checks and an
// honest PR touching a few source files: written here, never fetched. No project configures
// coverage, as the projects of the issue did not.

import type { StackSpec } from '../test/e2e/helpers/scenarios.js';
import { workflow } from '../test/e2e/helpers/scenarios.js';
import { linkNodeTools } from '../test/e2e/helpers/ts-fixture.js';

type Files = Record<string, string>;

/** Only the honest PR matters here; every scenario branch gets it (they are not timed). */
function honestOnly(write: Files): StackSpec['branches'] {
  const change = { write };
  return {
    honest: change,
    broken: change,
    'test-edited': change,
    'test-deleted': change,
    'test-skipped': change,
    'ci-echo': change,
  } as StackSpec['branches'];
}

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
// The PR changes these modules' bodies, keeping what they return.
const CHANGED = [3, 41, 97];

// --- Python: 300 test files of 12 tests, 300 modules, ruff and pytest in CI.
function pyModule(i: number, honest = false): string {
  const body = honest ? `    return ${i} + value` : `    return value + ${i}`;
  return `"""Module ${i}."""\n\n\ndef shift_${i}(value: int) -> int:\n${body}\n\n\ndef scale_${i}(value: int) -> int:\n    return value * ${(i % 7) + 2}\n`;
}

function pyTests(i: number): string {
  const cases = range(12)
    .map(
      (k) =>
        `def test_case_${k}():\n    assert shift_${i}(${k}) == ${k + i}\n    assert scale_${i}(${k}) == ${k * ((i % 7) + 2)}\n`,
    )
    .join('\n\n');
  return `from app.mod_${i} import scale_${i}, shift_${i}\n\n\n${cases}`;
}

export function pythonRealSize(): StackSpec {
  const base: Files = {
    '.gitignore': '__pycache__/\n.pytest_cache/\n.ruff_cache/\n',
    'pyproject.toml':
      '[project]\nname = "app"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["src"]\ntestpaths = ["tests"]\n\n[tool.ruff]\nline-length = 100\n',
    'src/app/__init__.py': '',
    '.github/workflows/ci.yml': workflow(
      ['uses: actions/setup-python@v5'],
      ['pip install pytest ruff', 'ruff check .', 'pytest -q'],
    ),
    '.github/testlock.yml': 'checks:\n  typecheck: false\n',
  };
  for (const i of range(300)) {
    base[`src/app/mod_${i}.py`] = pyModule(i);
    base[`tests/test_mod_${i}.py`] = pyTests(i);
  }
  const pr = Object.fromEntries(CHANGED.map((i) => [`src/app/mod_${i}.py`, pyModule(i, true)]));
  return { base, branches: honestOnly(pr) };
}

// --- TypeScript: 100 test files of 20 tests, 100 modules, tsc and Biome in CI.
function tsModule(i: number, honest = false): string {
  const body = honest ? `  return ${i} + value;` : `  return value + ${i};`;
  return `export function shift${i}(value: number): number {\n${body}\n}\n\nexport function scale${i}(value: number): number {\n  return value * ${(i % 7) + 2};\n}\n`;
}

function tsTests(i: number): string {
  const cases = range(20)
    .map(
      (k) =>
        `  it('case ${k}', () => {\n    expect(shift${i}(${k})).toBe(${k + i});\n    expect(scale${i}(${k})).toBe(${k * ((i % 7) + 2)});\n  });\n`,
    )
    .join('\n');
  return `import { describe, expect, it } from 'vitest';\nimport { scale${i}, shift${i} } from '../src/mod${i}.js';\n\ndescribe('mod${i}', () => {\n${cases}});\n`;
}

export function typescriptRealSize(): StackSpec {
  const pkg = {
    name: 'app',
    version: '0.1.0',
    private: true,
    type: 'module',
    scripts: { test: 'vitest run', typecheck: 'tsc --noEmit', lint: 'biome check .' },
    devDependencies: { '@biomejs/biome': '^2.0.0', typescript: '^5.9.0', vitest: '^4.0.0' },
  };
  const tsconfig = {
    compilerOptions: {
      target: 'ES2022',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    },
    include: ['src', 'test'],
  };
  const base: Files = {
    '.gitignore': 'node_modules/\ncoverage/\n',
    'package.json': `${JSON.stringify(pkg, null, 2)}\n`,
    'tsconfig.json': `${JSON.stringify(tsconfig, null, 2)}\n`,
    'biome.json':
      '{\n  "files": { "includes": ["src/**", "test/**"] },\n  "formatter": { "indentStyle": "space", "indentWidth": 2 },\n  "javascript": { "formatter": { "quoteStyle": "single" } }\n}\n',
    '.github/workflows/ci.yml': workflow(
      ['uses: actions/setup-node@v4'],
      ['npm ci', 'npm run lint', 'npm run typecheck', 'npm test'],
    ),
  };
  for (const i of range(100)) {
    base[`src/mod${i}.ts`] = tsModule(i);
    base[`test/mod${i}.test.ts`] = tsTests(i);
  }
  const pr = Object.fromEntries(
    CHANGED.map((i) => [`src/mod${i % 100}.ts`, tsModule(i % 100, true)]),
  );
  return { base, branches: honestOnly(pr), prepare: linkNodeTools };
}

// --- Go: 33 packages, 650 tests, go vet and go test in CI.
function goPackage(p: number, honest = false): string {
  const body = honest ? `\treturn ${p} + value` : `\treturn value + ${p}`;
  return `package pkg${p}\n\n// Shift adds the package's offset.\nfunc Shift(value int) int {\n${body}\n}\n\n// Scale multiplies by the package's factor.\nfunc Scale(value int) int {\n\treturn value * ${(p % 7) + 2}\n}\n`;
}

function goTests(p: number, count: number): string {
  const cases = range(count)
    .map(
      (k) =>
        `func TestCase${k}(t *testing.T) {\n\tif got := Shift(${k}); got != ${k + p} {\n\t\tt.Fatalf("Shift(${k}) = %d", got)\n\t}\n\tif got := Scale(${k}); got != ${k * ((p % 7) + 2)} {\n\t\tt.Fatalf("Scale(${k}) = %d", got)\n\t}\n}\n`,
    )
    .join('\n');
  return `package pkg${p}\n\nimport "testing"\n\n${cases}`;
}

export function goRealSize(): StackSpec {
  const base: Files = {
    'go.mod': 'module example.com/app\n\ngo 1.19\n',
    '.github/workflows/ci.yml': workflow(
      ['uses: actions/setup-go@v5'],
      ['go vet ./...', 'go test ./...'],
    ),
  };
  // 10 packages of 19 tests and 23 of 20: 650.
  for (const p of range(33)) {
    base[`pkg${p}/pkg.go`] = goPackage(p);
    base[`pkg${p}/pkg_test.go`] = goTests(p, p < 10 ? 19 : 20);
  }
  const pr = Object.fromEntries(
    CHANGED.map((i) => [`pkg${i % 33}/pkg.go`, goPackage(i % 33, true)]),
  );
  return { base, branches: honestOnly(pr) };
}

// --- Rust: a workspace of 6 crates, 60 tests each; clippy and cargo test in CI.
function rustLib(c: number, honest = false): string {
  const body = honest ? `    ${c} + value` : `    value + ${c}`;
  const cases = range(60)
    .map(
      (k) =>
        `    #[test]\n    fn case_${k}() {\n        assert_eq!(shift(${k}), ${k + c});\n        assert_eq!(scale(${k}), ${k * (c + 2)});\n    }\n`,
    )
    .join('\n');
  return `/// Adds the crate's offset.\npub fn shift(value: i64) -> i64 {\n${body}\n}\n\n/// Multiplies by the crate's factor.\npub fn scale(value: i64) -> i64 {\n    value * ${c + 2}\n}\n\n#[cfg(test)]\nmod tests {\n    use super::*;\n\n${cases}}\n`;
}

export function rustRealSize(): StackSpec {
  const crates = range(6);
  const base: Files = {
    '.gitignore': 'target/\n',
    'Cargo.toml': `[workspace]\nresolver = "2"\nmembers = [${crates.map((c) => `"crates/c${c}"`).join(', ')}]\n`,
    '.github/workflows/ci.yml': workflow(
      ['uses: dtolnay/rust-toolchain@stable'],
      ['cargo clippy --workspace -- -D warnings', 'cargo test --workspace'],
    ),
  };
  for (const c of crates) {
    base[`crates/c${c}/Cargo.toml`] =
      `[package]\nname = "c${c}"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\n`;
    base[`crates/c${c}/src/lib.rs`] = rustLib(c);
  }
  const pr = { 'crates/c1/src/lib.rs': rustLib(1, true), 'crates/c4/src/lib.rs': rustLib(4, true) };
  return { base, branches: honestOnly(pr) };
}
