import { describe, expect, it } from 'vitest';
import { clipHead, clipTail, flattenToLine, stripAnsi } from '../../../src/core/text/clip.js';

describe('stripAnsi', () => {
  it.each([
    ['\u001b[31mred\u001b[0m', 'red'],
    ['\u001b[1;32mbold green\u001b[22;39m', 'bold green'],
    ['\u001b]8;;https://x.test\u0007link\u001b]8;;\u0007', 'link'],
    ['\u001b]0;title\u001b\\text', 'text'],
    ['\u001b[2K\u001b[1Gprogress', 'progress'],
    ['plain [brackets] stay', 'plain [brackets] stay'],
  ])('%j', (text, expected) => {
    expect(stripAnsi(text)).toBe(expected);
  });
});

const sixty = Array.from({ length: 60 }, (_, i) => `line ${i + 1}`).join('\n');

describe('clipHead and clipTail', () => {
  it.each([
    ['head keeps the first 40 lines', clipHead(sixty), sixty.split('\n').slice(0, 40).join('\n')],
    [
      'tail keeps the last 40 lines',
      clipTail(`${sixty}\n\n`),
      sixty.split('\n').slice(20).join('\n'),
    ],
    ['head keeps 4096 bytes', clipHead('x'.repeat(5000)), 'x'.repeat(4096)],
    ['tail keeps 4096 bytes', clipTail(`${'y'.repeat(5000)}z`), `${'y'.repeat(4095)}z`],
    ['head never splits a 2-byte character', clipHead('é'.repeat(3000)), 'é'.repeat(2048)],
    ['tail never splits a 4-byte character', clipTail('😀'.repeat(2000)), '😀'.repeat(1024)],
    ['CRLF and ANSI are normalized', clipHead('\u001b[31ma\u001b[0m\r\nb\r\n'), 'a\nb'],
    ['small bounds', clipTail('a\nb\nc\nd', 2, 100), 'c\nd'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('flattenToLine', () => {
  it.each([
    ['  a \n\t b  ', 10, 'a b'],
    ['abcdef', 6, 'abcdef'],
    ['abcdefg', 6, 'abcde…'],
    ['abcd efg', 6, 'abcd…'],
  ])('%j within %i', (text, max, expected) => {
    expect(flattenToLine(text, max)).toBe(expected);
  });
});
