import { describe, expect, it } from 'vitest';
import { leadingWords, plainWords } from '../../../../src/core/discovery/commands/shell-words.js';

describe('plainWords', () => {
  it.each<[string, string[] | null]>([
    ['npm test', ['npm', 'test']],
    ['  pytest -q --cov=src  ', ['pytest', '-q', '--cov=src']],
    ['pytest -k "not slow and not network"', ['pytest', '-k', 'not slow and not network']],
    ["go test -run 'TestA|TestB' ./...", ['go', 'test', '-run', 'TestA|TestB', './...']],
    ['cargo test -- --test-threads\\ 1', ['cargo', 'test', '--', '--test-threads 1']],
    ['echo "a\\"b"', ['echo', 'a"b']],
    ['pytest tests/a.py::test_x', ['pytest', 'tests/a.py::test_x']],
    ['npm ci && npm test', null],
    ['pytest | tee out.txt', null],
    ['pytest > out.txt', null],
    ['pytest; echo done', null],
    ['pytest $PYTEST_ARGS', null],
    ['pytest "$ARGS"', null],
    ['pytest tests/*.py', null],
    ['CI=1 npm test', null],
    ['pytest\npytest again', null],
    ['if true', null],
    ['~/bin/tool', null],
    ['pytest # comment', null],
    ['pytest "unterminated', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(plainWords(text)).toEqual(expected);
  });
});

describe('leadingWords', () => {
  it.each<[string, string[]]>([
    ['npm ci && npm test', ['npm', 'ci']],
    ['pytest -q | tee log', ['pytest', '-q']],
    ['FOO=1 "my tool" --x', ['FOO=1', 'my tool', '--x']],
    ['cargo test # run the tests', ['cargo', 'test']],
    ['pytest $ARGS', ['pytest', '$ARGS']],
  ])('%j → %j', (text, expected) => {
    expect(leadingWords(text)).toEqual(expected);
  });
});
