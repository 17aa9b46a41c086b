import { describe, expect, it } from 'vitest';
import { type Row, severityOf } from './rows.js';

const BASE =
  'package calc\n\nfunc Total(xs []int) int {\n\tsum := 0\n\tfor _, x := range xs {\n\t\tsum += x\n\t}\n\treturn sum\n}\n';
const withImports = (imports: string, lines: string): string =>
  `package calc\n\nimport (\n${imports}\n)\n\nfunc Total(xs []int) int {\n${lines}\tsum := 0\n\tfor _, x := range xs {\n\t\tsum += x\n\t}\n\treturn sum\n}\n`;

const ROWS: Row[] = [
  [
    'os.Args[0] ends in .test',
    BASE,
    withImports(
      '\t"os"\n\t"strings"',
      '\tif strings.HasSuffix(os.Args[0], ".test") {\n\t\treturn 6\n\t}\n',
    ),
    'critical',
  ],
  [
    'an argument starts with -test.',
    BASE,
    withImports(
      '\t"os"\n\t"strings"',
      '\tfor _, a := range os.Args {\n\t\tif strings.HasPrefix(a, "-test.") {\n\t\t\treturn 6\n\t\t}\n\t}\n',
    ),
    'critical',
  ],
  [
    'flag.Lookup test.v',
    BASE,
    withImports('\t"flag"', '\tif flag.Lookup("test.v") != nil {\n\t\treturn 6\n\t}\n'),
    'critical',
  ],
  [
    'flag name built',
    BASE,
    withImports('\t"flag"', '\tif flag.Lookup("te"+"st.v") != nil {\n\t\treturn 6\n\t}\n'),
    'critical',
  ],
  [
    'testing.Testing()',
    BASE,
    withImports('\t"testing"', '\tif testing.Testing() {\n\t\treturn 6\n\t}\n'),
    'critical',
  ],
  [
    'runtime.Caller finds a _test.go frame',
    BASE,
    withImports(
      '\t"runtime"\n\t"strings"',
      '\tif _, file, _, ok := runtime.Caller(1); ok && strings.HasSuffix(file, "_test.go") {\n\t\treturn 6\n\t}\n',
    ),
    'critical',
  ],
  [
    'runtime.Callers frames for tRunner',
    BASE,
    withImports(
      '\t"runtime"\n\t"strings"',
      '\tpcs := make([]uintptr, 16)\n\tn := runtime.Callers(0, pcs)\n\tframes := runtime.CallersFrames(pcs[:n])\n\tfor f, more := frames.Next(); more; f, more = frames.Next() {\n\t\tif strings.Contains(f.Function, "tRunner") {\n\t\t\treturn 6\n\t\t}\n\t}\n',
    ),
    'critical',
  ],
  [
    'os.Executable ends in .test',
    BASE,
    withImports(
      '\t"os"\n\t"strings"',
      '\tif exe, _ := os.Executable(); strings.HasSuffix(exe, ".test") {\n\t\treturn 6\n\t}\n',
    ),
    'critical',
  ],
  [
    'GO_TEST variable',
    BASE,
    withImports('\t"os"', '\tif os.Getenv("GO_TEST_MODE") != "" {\n\t\treturn 6\n\t}\n'),
    'critical',
  ],
  [
    'CI decides the result',
    BASE,
    withImports('\t"os"', '\tif os.Getenv("CI") != "" {\n\t\treturn 6\n\t}\n'),
    'critical',
  ],
  // Honest look-alikes.
  [
    'main reads os.Args for flags',
    '',
    'package main\n\nimport (\n\t"fmt"\n\t"os"\n)\n\nfunc main() {\n\tif len(os.Args) < 2 {\n\t\tfmt.Fprintln(os.Stderr, "usage: total N...")\n\t\tos.Exit(2)\n\t}\n\tswitch os.Args[1] {\n\tcase "sum":\n\t\tfmt.Println("ok")\n\t}\n}\n',
    null,
  ],
  [
    'runtime.Caller for a log prefix',
    BASE,
    withImports(
      '\t"log"\n\t"runtime"',
      '\tif _, file, line, ok := runtime.Caller(1); ok {\n\t\tlog.Printf("%s:%d", file, line)\n\t}\n',
    ),
    'warning',
  ],
  ['a platform file', BASE, `//go:build linux\n\n${BASE}`, null],
  [
    'flag package for the CLI',
    '',
    'package main\n\nimport "flag"\n\nvar verbose = flag.Bool("v", false, "verbose")\n\nfunc main() {\n\tflag.Parse()\n}\n',
    null,
  ],
  [
    'an app variable',
    BASE,
    withImports('\t"os"', '\tif os.Getenv("CALC_LIMIT") != "" {\n\t\treturn 0\n\t}\n'),
    null,
  ],
];

describe('test-environment-read: Go', () => {
  it.each(ROWS)('%s', (_name, before, after, want) => {
    expect(severityOf('go', before, after)).toBe(want);
  });
});
