// Tokens and literal values of one line of code, shared by the special-case heuristic and the
// collection of test literals, so both sides normalise `1_000`, `1000u32` and `"x"` the same way.

/** One token of a line; literals carry their normalised value. */
export interface Token {
  text: string;
  /** For a string or number literal: the content of the string, or the number in decimal. */
  value: string | null;
}

const TOKEN =
  /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`|\d[\w.]*|[A-Za-z_$][\w$]*|===|!==|==|!=|<=|>=|=>|&&|\|\||::|\S/g;

function numberValue(text: string): string | null {
  const digits = text
    .replace(/_/g, '')
    .replace(/(?:[iu](?:8|16|32|64|128|size)|f32|f64|n|[lL])$/, '');
  const n = Number(digits);
  return Number.isFinite(n) ? String(n) : null;
}

function literalValue(text: string): string | null {
  const first = text[0];
  if (first === '"' || first === "'" || first === '`') return text.slice(1, -1);
  if (first !== undefined && first >= '0' && first <= '9') return numberValue(text);
  return null;
}

/** The tokens of a line of code (comments already removed); `-` before a number joins it. */
export function tokenize(code: string): Token[] {
  const tokens: Token[] = [];
  for (const text of code.match(TOKEN) ?? []) {
    const value = literalValue(text);
    const prev = tokens[tokens.length - 1];
    const beforePrev = tokens[tokens.length - 2];
    const unaryMinus =
      prev?.text === '-' && (beforePrev === undefined || !/^[\w$)\]"'`]/.test(beforePrev.text));
    if (value !== null && /^\d/.test(text) && unaryMinus) {
      tokens[tokens.length - 1] = { text: `-${text}`, value: value === '0' ? '0' : `-${value}` };
    } else {
      tokens.push({ text, value });
    }
  }
  return tokens;
}

// Values too common to point at a test: small numbers, units, HTTP statuses, everyday words.
const COMMON_NUMBERS: ReadonlySet<string> = new Set(
  '12 16 24 30 32 60 64 90 100 120 128 200 201 204 255 256 300 301 302 304 360 365 400 401 403 404 405 409 422 429 500 502 503 504 512 1000 1024 2048 3600 4096 8080 10000 65535 86400 0.1 0.5 1.5 2.5'.split(
    ' ',
  ),
);
const COMMON_WORDS: ReadonlySet<string> = new Set(
  'true false none null nil undefined yes no on off ok error errors warn warning info debug id name type key value values data text json xml html csv utf-8 utf8 ascii default all any get post put patch delete head options http https localhost test tests foo bar baz abc xyz hello world'.split(
    ' ',
  ),
);

/** Whether a literal value is too common to tie source code to a test. */
export function isTrivialLiteral(value: string): boolean {
  const n = Number(value);
  if (value.trim() !== '' && Number.isFinite(n)) {
    return (Number.isInteger(n) && Math.abs(n) <= 10) || COMMON_NUMBERS.has(String(n));
  }
  const text = value.trim();
  if (text.length < 3 || !/[\p{L}\p{N}]/u.test(text)) return true;
  return COMMON_WORDS.has(text.toLowerCase());
}
