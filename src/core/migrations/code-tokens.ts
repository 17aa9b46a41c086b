// The tokens of a migration file with comments and whitespace left out, so that two versions
// whose tokens are equal differ only in comments or layout (SQL, Python and JavaScript rules).

export type CodeLanguage = 'sql' | 'python' | 'javascript';

function lineComment(language: CodeLanguage, text: string, i: number): boolean {
  if (language === 'sql') return text.startsWith('--', i);
  if (language === 'python') return text[i] === '#';
  return text.startsWith('//', i);
}

function blockComment(language: CodeLanguage, text: string, i: number): boolean {
  return language !== 'python' && text.startsWith('/*', i);
}

/** Where a string literal starting at `i` ends (exclusive), or -1 when none starts there. */
function stringEnd(language: CodeLanguage, text: string, i: number): number {
  const c = text[i];
  if (language === 'sql' && c === '$') {
    const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(i))?.[0];
    if (tag === undefined) return -1;
    const close = text.indexOf(tag, i + tag.length);
    return close === -1 ? text.length : close + tag.length;
  }
  if (language === 'python' && (text.startsWith('"""', i) || text.startsWith("'''", i))) {
    const quote = text.slice(i, i + 3);
    const close = text.indexOf(quote, i + 3);
    return close === -1 ? text.length : close + 3;
  }
  if (c !== "'" && c !== '"' && !(language === 'javascript' && c === '`')) return -1;
  let j = i + 1;
  while (j < text.length) {
    if (text[j] === '\\' && language !== 'sql') j += 2;
    else if (text[j] === c) {
      // SQL doubles a quote to escape it.
      if (language === 'sql' && text[j + 1] === c) j += 2;
      else return j + 1;
    } else j += 1;
  }
  return text.length;
}

/** The tokens of `text`: words, string literals and punctuation; no comments, no whitespace. */
export function codeTokens(text: string, language: CodeLanguage): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] ?? '';
    if (/\s/.test(c)) {
      i += 1;
    } else if (lineComment(language, text, i)) {
      const newline = text.indexOf('\n', i);
      i = newline === -1 ? text.length : newline;
    } else if (blockComment(language, text, i)) {
      const close = text.indexOf('*/', i + 2);
      i = close === -1 ? text.length : close + 2;
    } else {
      const end = stringEnd(language, text, i);
      if (end !== -1) {
        tokens.push(text.slice(i, end));
        i = end;
        continue;
      }
      const word = /^[\w$.]+/.exec(text.slice(i, i + 256))?.[0];
      tokens.push(word ?? c);
      i += word?.length ?? 1;
    }
  }
  return tokens;
}

/** Whether two versions differ only in comments and whitespace. */
export function sameCode(a: string, b: string, language: CodeLanguage): boolean {
  const x = codeTokens(a, language);
  const y = codeTokens(b, language);
  return x.length === y.length && x.every((token, index) => token === y[index]);
}
