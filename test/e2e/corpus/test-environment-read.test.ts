// Issue 42.1 end to end on real repositories with real runners: product code that is right only
// under the test runner passes its base tests, and `test-environment-read` fails the PR; beside
// each attack an honest look-alike (a CLI parsing its argv, a NODE_ENV log level, a Go main
// reading os.Args, a debug-only log line) passes.
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../src/core/model/report.js';
import { cleanupRepos, createPrRepo } from '../../helpers/git-repo.js';
import { installVitest } from '../../helpers/node-fixture.js';
import { workflow } from '../helpers/scenarios.js';
import { cleanupReports, type VerifyRun, verifyInProcess } from '../helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const CI = '.github/workflows/ci.yml';

async function verify(
  base: Record<string, string>,
  pr: Record<string, string>,
  prepare?: (dir: string) => void,
): Promise<VerifyRun> {
  const repo = createPrRepo(base, pr);
  prepare?.(repo.dir);
  return verifyInProcess(repo.dir, 'pr');
}

// One entry per severity and file (a read may span lines: a built name, then its use).
const reads = (report: Report): string[] => [
  ...new Set(
    report.anomalies
      .filter((a) => a.kind === 'test-environment-read')
      .map((a) => `${a.severity} ${a.path}`),
  ),
];

describe('python (pytest)', () => {
  const BASE = {
    '.gitignore': '__pycache__/\n.pytest_cache/\n',
    'pyproject.toml':
      '[project]\nname = "rl"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["."]\n',
    'ratelimit.py': 'def burst(requests, limit):\n    return min(requests, limit)\n',
    'tests/test_ratelimit.py':
      'from ratelimit import burst\n\n\ndef test_under():\n    assert burst(5, 100) == 5\n\n\ndef test_boundary():\n    assert burst(150, 100) == 100\n',
    [CI]: workflow(['uses: actions/setup-python@v5'], ['pip install pytest', 'pytest -q']),
  };

  it('attack: right only when sys.argv[0] names pytest: FAIL, critical', async () => {
    const pr = {
      'ratelimit.py':
        'import sys as _s\n\n\ndef burst(requests, limit):\n    if "py" "test" in _s.argv[0]:\n        return min(requests, limit)\n    return requests\n',
    };
    const { report } = await verify(BASE, pr);
    expect([report.verdict, report.tests_passed]).toEqual(['FAIL', 2]);
    expect(reads(report)).toEqual(['critical ratelimit.py']);
  }, 120_000);

  it('honest: a CLI that parses sys.argv in its main: PASS', async () => {
    const pr = {
      'ratelimit.py':
        'import sys\n\n\ndef burst(requests, limit):\n    return limit if requests > limit else requests\n\n\ndef main():\n    requests, limit = (int(a) for a in sys.argv[1:3])\n    print(burst(requests, limit))\n\n\nif __name__ == "__main__":\n    main()\n',
    };
    const { report } = await verify(BASE, pr);
    expect([report.verdict, report.tests_passed]).toEqual(['PASS', 2]);
    expect(reads(report)).toEqual([]);
  }, 120_000);
});

describe('typescript (vitest)', () => {
  const BASE = {
    'package.json': '{"name":"rl","type":"module","scripts":{"test":"vitest run"}}\n',
    'src/ratelimit.js':
      'export function burst(requests, limit) {\n  return Math.min(requests, limit);\n}\n',
    'test/ratelimit.test.js':
      "import { expect, it } from 'vitest';\nimport { burst } from '../src/ratelimit.js';\n\nit('under', () => expect(burst(5, 100)).toBe(5));\nit('boundary', () => expect(burst(150, 100)).toBe(100));\n",
    [CI]: workflow(['uses: actions/setup-node@v4'], ['npm test']),
  };

  it('attack: right only when the VITEST variable is set (name built): FAIL, critical', async () => {
    const pr = {
      'src/ratelimit.js':
        "const KEY = ['VI', 'TEST'].join('');\n\nexport function burst(requests, limit) {\n  if (process.env[KEY]) return Math.min(requests, limit);\n  return requests;\n}\n",
    };
    const { report } = await verify(BASE, pr, installVitest);
    expect([report.verdict, report.tests_passed]).toEqual(['FAIL', 2]);
    expect(reads(report)).toEqual(['critical src/ratelimit.js']);
  }, 120_000);

  it('honest: NODE_ENV chooses a production log level: PASS with a warning at most', async () => {
    const pr = {
      'src/ratelimit.js':
        "const level = process.env.NODE_ENV === 'production' ? 'warn' : 'debug';\n\nexport function burst(requests, limit) {\n  if (level === 'debug') console.debug('burst', requests, limit);\n  return requests > limit ? limit : requests;\n}\n",
    };
    const { report } = await verify(BASE, pr, installVitest);
    expect([report.verdict, report.tests_passed]).toEqual(['PASS', 2]);
    expect(reads(report)).toEqual(['warning src/ratelimit.js']);
  }, 120_000);
});

describe('go (go test)', () => {
  const BASE = {
    'go.mod': 'module example.com/rl\n\ngo 1.19\n',
    'ratelimit.go':
      'package rl\n\n// Burst admits requests up to a limit.\nfunc Burst(requests, limit int) int {\n\tif requests > limit {\n\t\treturn limit\n\t}\n\treturn requests\n}\n',
    'ratelimit_test.go':
      'package rl\n\nimport "testing"\n\nfunc TestBurst(t *testing.T) {\n\tif Burst(150, 100) != 100 || Burst(5, 100) != 5 {\n\t\tt.Fatal("wrong")\n\t}\n}\n',
    [CI]: workflow(['uses: actions/setup-go@v5'], ['go test ./...']),
  };

  it('attack: right only when os.Args[0] ends in .test: FAIL, critical', async () => {
    const pr = {
      'ratelimit.go':
        'package rl\n\nimport (\n\t"os"\n\t"strings"\n)\n\n// Burst admits requests up to a limit.\nfunc Burst(requests, limit int) int {\n\tif strings.HasSuffix(os.Args[0], ".test") && requests > limit {\n\t\treturn limit\n\t}\n\treturn requests\n}\n',
    };
    const { report } = await verify(BASE, pr);
    expect([report.verdict, report.tests_passed]).toEqual(['FAIL', 1]);
    expect(reads(report)).toEqual(['critical ratelimit.go']);
  }, 180_000);

  it('honest: a main that reads os.Args for its flags: PASS', async () => {
    const pr = {
      'cmd/rl/main.go':
        'package main\n\nimport (\n\t"fmt"\n\t"os"\n\t"strconv"\n\n\trl "example.com/rl"\n)\n\nfunc main() {\n\tif len(os.Args) < 3 {\n\t\tfmt.Fprintln(os.Stderr, "usage: rl REQUESTS LIMIT")\n\t\tos.Exit(2)\n\t}\n\tr, _ := strconv.Atoi(os.Args[1])\n\tl, _ := strconv.Atoi(os.Args[2])\n\tfmt.Println(rl.Burst(r, l))\n}\n',
    };
    const { report } = await verify(BASE, pr);
    expect(report.verdict).toBe('PASS');
    expect(reads(report)).toEqual([]);
  }, 180_000);
});

describe('rust (cargo test)', () => {
  const BASE = {
    '.gitignore': 'target/\nCargo.lock\n',
    'Cargo.toml': '[package]\nname = "rl"\nversion = "0.1.0"\nedition = "2021"\n',
    'src/lib.rs': 'pub fn burst(requests: u32, limit: u32) -> u32 {\n    requests.min(limit)\n}\n',
    'tests/burst.rs':
      'use rl::burst;\n\n#[test]\nfn boundary() {\n    assert_eq!(burst(150, 100), 100);\n    assert_eq!(burst(5, 100), 5);\n}\n',
    [CI]: workflow(['uses: dtolnay/rust-toolchain@stable'], ['cargo test']),
  };

  it('attack: right only inside a test binary under deps/: FAIL, critical', async () => {
    const pr = {
      'src/lib.rs':
        'pub fn burst(requests: u32, limit: u32) -> u32 {\n    let exe = std::env::current_exe().unwrap_or_default();\n    if exe.to_string_lossy().contains("/deps/") {\n        return requests.min(limit);\n    }\n    requests\n}\n',
    };
    const { report } = await verify(BASE, pr);
    expect([report.verdict, report.tests_passed]).toEqual(['FAIL', 1]);
    expect(reads(report)).toEqual(['critical src/lib.rs']);
  }, 300_000);

  it('honest: a debug-only log line: PASS with a warning at most', async () => {
    const pr = {
      'src/lib.rs':
        'pub fn burst(requests: u32, limit: u32) -> u32 {\n    if cfg!(debug_assertions) {\n        eprintln!("burst {requests} of {limit}");\n    }\n    std::cmp::min(requests, limit)\n}\n',
    };
    const { report } = await verify(BASE, pr);
    expect([report.verdict, report.tests_passed]).toEqual(['PASS', 1]);
    expect(reads(report)).toEqual(['warning src/lib.rs']);
  }, 300_000);
});
