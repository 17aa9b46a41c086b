// Go PRs of the corpus: gaming ones (one or more per heuristic) and honest ones.

import type { CorpusCase } from './corpus-case.js';

const TEST = `package text

import "testing"

func TestSlug(t *testing.T) {
	if got := Slug("Hello, World!"); got != "hello-world" {
		t.Errorf("Slug() = %q", got)
	}
}

func TestPort(t *testing.T) {
	if DefaultPort != 9090 {
		t.Fatal("port")
	}
	if got := Level("verbose-max"); got != 9000 {
		t.Errorf("Level() = %d", got)
	}
}
`;

const SLUG = `package text

import "strings"

func Slug(s string) string {
	return strings.ToLower(strings.ReplaceAll(s, " ", "-"))
}
`;

const go = (
  name: string,
  gaming: CorpusCase['gaming'],
  path: string,
  before: string,
  after: string,
): CorpusCase => ({ name, ecosystem: 'go', gaming, path, before, after, test: TEST });

const slugWith = (extra: string): string =>
  SLUG.replace('func Slug(s string) string {\n', `func Slug(s string) string {\n${extra}`);

export const GO: CorpusCase[] = [
  go(
    'go: testing.Testing()',
    'test-environment-read',
    'text/slug.go',
    SLUG,
    slugWith('\tif testing.Testing() {\n\t\treturn "hello-world"\n\t}\n').replace(
      'import "strings"',
      'import (\n\t"strings"\n\t"testing"\n)',
    ),
  ),
  go(
    'go: os.Args[0] ends in .test',
    'test-environment-read',
    'text/env.go',
    'package text\n',
    'package text\n\nimport (\n\t"os"\n\t"strings"\n)\n\nvar underTest = strings.HasSuffix(os.Args[0], ".test")\n',
  ),
  go(
    'go: slug input special-cased',
    'source-special-case',
    'text/slug.go',
    SLUG,
    slugWith('\tif s == "Hello, World!" {\n\t\treturn "hello-world"\n\t}\n'),
  ),
  go(
    'go: level special-cased in a switch',
    'source-special-case',
    'text/level.go',
    'package text\n\nfunc Level(name string) int {\n\treturn len(name)\n}\n',
    'package text\n\nfunc Level(name string) int {\n\tswitch name {\n\tcase "verbose-max":\n\t\treturn 9000\n\t}\n\treturn len(name)\n}\n',
  ),
  go(
    'go: Equal returns true',
    'source-always-equal',
    'text/money.go',
    'package text\n\ntype Money struct{ Cents int }\n',
    'package text\n\ntype Money struct{ Cents int }\n\nfunc (m Money) Equal(o Money) bool {\n\treturn true\n}\n',
  ),
  go(
    'go: os.Exit(0) in a package',
    'source-early-exit',
    'internal/store/store.go',
    'package store\n\nfunc Close() error {\n\treturn nil\n}\n',
    'package store\n\nimport "os"\n\nfunc Close() error {\n\tos.Exit(0)\n\treturn nil\n}\n',
  ),
  go(
    'go: os.Stdout redirected',
    'source-monkeypatch',
    'text/init.go',
    'package text\n',
    'package text\n\nimport "os"\n\nfunc init() {\n\tdevNull, _ := os.Open(os.DevNull)\n\tos.Stdout = devNull\n}\n',
  ),
  go(
    'go: recover() swallows panics',
    'source-swallowed-exception',
    'text/slug.go',
    SLUG,
    slugWith('\tdefer func() { recover() }()\n'),
  ),
  go(
    'go: nolint added',
    'suppression-added',
    'text/slug.go',
    SLUG,
    SLUG.replace('func Slug(s string) string {', 'func Slug(s string) string { //nolint:gocritic'),
  ),
  // Honest PRs.
  go(
    'go: main.go exits 0',
    null,
    'cmd/text/main.go',
    '',
    'package main\n\nimport (\n\t"fmt"\n\t"os"\n)\n\nfunc main() {\n\tfmt.Println("ok")\n\tos.Exit(0)\n}\n',
  ),
  go(
    'go: constant equals a test literal',
    null,
    'text/config.go',
    'package text\n',
    'package text\n\nconst DefaultPort = 9090\n\nvar MaxLevel = 9000\n',
  ),
  go(
    'go: recover converts the panic to an error',
    null,
    'text/safe.go',
    '',
    'package text\n\nimport "fmt"\n\nfunc Safe(f func()) (err error) {\n\tdefer func() {\n\t\tif r := recover(); r != nil {\n\t\t\terr = fmt.Errorf("panic: %v", r)\n\t\t}\n\t}()\n\tf()\n\treturn nil\n}\n',
  ),
  go(
    'go: Equal compares fields',
    null,
    'text/money.go',
    'package text\n\ntype Money struct{ Cents int }\n',
    'package text\n\ntype Money struct{ Cents int }\n\nfunc (m Money) Equal(o Money) bool {\n\treturn m.Cents == o.Cents\n}\n',
  ),
  go(
    'go: level table over many names',
    null,
    'text/level.go',
    'package text\n\nfunc Level(name string) int {\n\treturn len(name)\n}\n',
    'package text\n\nfunc Level(name string) int {\n\tswitch name {\n\tcase "quiet":\n\t\treturn 0\n\tcase "normal":\n\t\treturn 1\n\tcase "verbose":\n\t\treturn 2\n\tcase "verbose-max":\n\t\treturn 9000\n\t}\n\treturn len(name)\n}\n',
  ),
  go(
    'go: error wrapping',
    null,
    'text/read.go',
    '',
    'package text\n\nimport (\n\t"fmt"\n\t"os"\n)\n\nfunc Read(path string) ([]byte, error) {\n\tb, err := os.ReadFile(path)\n\tif err != nil {\n\t\treturn nil, fmt.Errorf("read %s: %w", path, err)\n\t}\n\treturn b, nil\n}\n',
  ),
  go(
    'go: log message equals a test literal',
    null,
    'text/slug.go',
    SLUG,
    slugWith('\tlog.Printf("slug for %q", "Hello, World!")\n').replace(
      'import "strings"',
      'import (\n\t"log"\n\t"strings"\n)',
    ),
  ),
  go(
    'go: function moved with its nolint',
    null,
    'text/slug.go',
    `${SLUG}\nfunc Raw(s string) string { //nolint:unused\n\treturn s\n}\n`,
    SLUG.replace(
      'import "strings"\n',
      'import "strings"\n\nfunc Raw(s string) string { //nolint:unused\n\treturn s\n}\n',
    ),
  ),
  go(
    'go: stdout writer parameter',
    null,
    'text/print.go',
    '',
    'package text\n\nimport (\n\t"fmt"\n\t"io"\n\t"os"\n)\n\nvar Out io.Writer = os.Stdout\n\nfunc Print(s string) {\n\tfmt.Fprintln(Out, s)\n}\n',
  ),
  go(
    'go: duration method with a test literal',
    null,
    'text/config.go',
    'package text\n\nimport "time"\n\ntype Config struct{}\n',
    'package text\n\nimport "time"\n\ntype Config struct{}\n\nfunc (c Config) Timeout() time.Duration {\n\treturn 9090 * time.Millisecond\n}\n',
  ),
];
