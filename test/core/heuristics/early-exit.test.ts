import { describe, expect, it } from 'vitest';
import { earlyExit } from '../../../src/core/heuristics/early-exit.js';
import type { Ecosystem } from '../../../src/core/model/changed-file.js';
import { view } from './view.js';

const ctx = { testLiterals: new Set<string>() };
type Row = [Ecosystem, string, string[], Array<[number, string]>];

const rows: Row[] = [
  [
    'python',
    'pkg/run.py',
    ['    sys.exit(0)'],
    [[1, 'sys.exit(0) added to library code: sys.exit(0)']],
  ],
  [
    'python',
    'pkg/run.py',
    ['    sys.exit()'],
    [[1, 'sys.exit() added to library code: sys.exit()']],
  ],
  ['python', 'pkg/run.py', ['    exit()'], [[1, 'exit() added to library code: exit()']]],
  ['python', 'pkg/run.py', ['os._exit(3)'], [[1, 'os._exit added to library code: os._exit(3)']]],
  [
    'python',
    'pkg/run.py',
    ['atexit.register(flush)'],
    [[1, 'atexit.register added to library code: atexit.register(flush)']],
  ],
  [
    'python',
    'pkg/run.py',
    ['raise SystemExit'],
    [[1, 'raise SystemExit added to library code: raise SystemExit']],
  ],
  ['python', 'pkg/run.py', ['    sys.exit(1)', '    ctx.exit()', '    raise SystemExit(2)'], []],
  ['python', 'pkg/run.py', ['    print("sys.exit(0)")  # sys.exit(0)'], []],
  ['python', 'pkg/__main__.py', ['sys.exit(0)'], []],
  ['python', 'pkg/cli.py', ['sys.exit(0)'], []],
  ['python', 'pkg/tool.py', ['if __name__ == "__main__":', '    sys.exit(0)'], []],
  [
    'javascript',
    'src/run.ts',
    ['  process.exit(0);'],
    [[1, 'process.exit(0) added to library code: process.exit(0);']],
  ],
  [
    'javascript',
    'src/run.ts',
    ["process.on('exit', () => {});"],
    [[1, `process.on('exit' added to library code: process.on('exit', () => {});`]],
  ],
  [
    'javascript',
    'src/run.ts',
    ['process.exitCode = 0;'],
    [[1, 'process.exitCode = 0 added to library code: process.exitCode = 0;']],
  ],
  ['javascript', 'src/run.ts', ['process.exit(1);', 'process.exitCode = 1;'], []],
  ['javascript', 'bin/run.js', ['process.exit(0);'], []],
  ['javascript', 'src/my-cli.ts', ['process.exit(0);'], []],
  ['javascript', 'src/run.js', ['#!/usr/bin/env node', 'process.exit(0);'], []],
  [
    'go',
    'pkg/store/store.go',
    ['\tos.Exit(0)'],
    [[1, 'os.Exit(0) added to library code: os.Exit(0)']],
  ],
  [
    'go',
    'pkg/store/store.go',
    ['\truntime.Goexit()'],
    [[1, 'runtime.Goexit added to library code: runtime.Goexit()']],
  ],
  ['go', 'cmd/app/main.go', ['\tos.Exit(0)'], []],
  ['go', 'pkg/app.go', ['func main() {', '\tos.Exit(0)'], []],
  [
    'rust',
    'src/lib.rs',
    ['    process::exit(0);'],
    [[1, 'process::exit(0) added to library code: process::exit(0);']],
  ],
  ['rust', 'src/main.rs', ['    std::process::exit(0);'], []],
  ['rust', 'src/bin/x.rs', ['    std::process::exit(0);'], []],
  [
    'java',
    'src/Lib.java',
    ['System.exit(0);'],
    [[1, 'System.exit(0) added to library code: System.exit(0);']],
  ],
  ['java', 'src/Lib.java', ['public static void main(String[] args) {', 'System.exit(0);'], []],
];

describe('earlyExit', () => {
  it.each(rows)('%s %s %j', (eco, path, added, expected) => {
    const found = earlyExit(view(eco, path, added), ctx).map((f) => [f.line, f.detail]);
    expect(found).toEqual(expected);
  });

  it('ignores a line moved from elsewhere in the file', () => {
    expect(
      earlyExit(view('python', 'pkg/run.py', ['  sys.exit(0)'], ['sys.exit(0)']), ctx),
    ).toEqual([]);
  });
});
