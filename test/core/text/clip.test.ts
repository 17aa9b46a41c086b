import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  clipChars,
  clipHead,
  clipTail,
  flattenToLine,
  stripAnsi,
} from '../../../src/core/text/clip.js';

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

describe('clipChars', () => {
  it.each([
    ['abcdef', 6, 'abcdef'],
    ['abcdefg', 6, 'abcde…'],
    ['a\nb', 3, 'a\nb'],
    ['', 3, ''],
    ['abc', 0, ''],
  ])('%j within %i', (text, max, expected) => {
    expect(clipChars(text, max)).toBe(expected);
  });

  it('counts code points and never splits a surrogate pair', () => {
    const emoji = '😀'.repeat(10); // 20 UTF-16 units, 10 code points
    expect(clipChars(emoji, 10)).toBe(emoji);
    const cut = clipChars(emoji, 4);
    expect(cut).toBe('😀😀😀…');
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    // A cut right after a high surrogate in UTF-16 terms is still whole characters.
    expect(clipChars(`a${emoji}`, 3)).toBe('a😀…');
  });
});

describe('one clipper', () => {
  const root = join(import.meta.dirname, '../../../src');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? files(join(dir, e.name))
        : e.name.endsWith('.ts')
          ? [join(dir, e.name)]
          : [],
    );
  // A string cut by hand to a limit with an ellipsis (`${x.slice(0, N)}…`), or with
  // `substring(`. Lists, shas and sentinels are not text clipping.
  const HAND_CLIP = [/\.slice\(0, [^)]*\)\}(…|\.\.\.)/, /\.substring\(/];

  it('finds no hand-written clipper beside src/core/text/clip.ts', () => {
    const found = files(root)
      .filter((file) => !file.endsWith('clip.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            HAND_CLIP.some((re) => re.test(line)) ? [`${file.slice(root.length)}:${i + 1}`] : [],
          ),
      );
    expect(found).toEqual([]);
  });

  it('the scan catches the shapes it is for', () => {
    const samples = [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text, not a template
      'return s.length > MAX ? `${s.slice(0, MAX - 1)}…` : s;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text, not a template
      'const shown = text.length > 60 ? `${text.slice(0, 57)}...` : text;',
      'return name.substring(0, 10);',
    ];
    for (const sample of samples) expect(HAND_CLIP.some((re) => re.test(sample))).toBe(true);
    expect(HAND_CLIP.some((re) => re.test('base.slice(0, 12)'))).toBe(false);
  });
});
