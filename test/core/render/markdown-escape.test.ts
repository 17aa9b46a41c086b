// Untrusted text stays literal in GitHub markdown.
import { describe, expect, it } from 'vitest';
import { codeSpan, escapeInline, fencedBlock } from '../../../src/core/render/markdown-escape.js';

describe('escapeInline', () => {
  it('neutralises HTML, links, mentions, tables and newlines', () => {
    expect(escapeInline('<b>a|b</b> [x](y) @team\nnext')).toBe(
      '&lt;b&gt;a\\|b&lt;/b&gt; \\[x\\]\\(y\\) \\@team\\\\nnext',
    );
  });
});

describe('codeSpan', () => {
  it('uses a longer backtick fence than any run inside and escapes pipes', () => {
    expect(codeSpan('a `b` c')).toBe('``a `b` c``');
    expect(codeSpan('`x`')).toBe('`` `x` ``');
    expect(codeSpan('a|b')).toBe('`a\\|b`');
    expect(codeSpan('')).toBe('');
  });
});

describe('fencedBlock', () => {
  it('cannot be closed by the text inside', () => {
    const text = 'before\n```\nnot code\n`````\nafter';
    const block = fencedBlock(text);
    expect(block.startsWith('``````\n')).toBe(true);
    expect(block.endsWith('\n``````')).toBe(true);
    expect(block).toContain(text);
  });

  it('normalises CR and NUL', () => {
    expect(fencedBlock('a\r\nb\u0000')).toBe('```\na\nb\uFFFD\n```');
  });
});
