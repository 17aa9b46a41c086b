// The strings a line of code spells, however it spells them: plain literals, pieces joined by
// `+`, `join` or adjacency, reversed (`[::-1]`, `reverse()`), character codes (`chr(86)`,
// `fromCharCode`), base64 and template pieces (`${'VI'}TEST`), and names bound to constants.
import { type Token, tokenize } from '../../heuristics/literals.js';

/** One string the code spells; `built` when it is no plain literal but assembled from pieces. */
export interface Spelled {
  text: string;
  built: boolean;
}

// Tokens that keep a run of string pieces together (`'a' + 'b'`, `''.join(['a', 'b'])`).
const JOINERS = new Set(['+', ',', '(', ')', '[', ']', '.', 'join', 'concat', 'String', 'str']);
const CHAR_CALL = /^(?:chr|fromCharCode|rune|char|from_u32|unichr)$/;
const BASE64 = /^[A-Za-z0-9+/]{8,}={0,2}$/;

// Inside the parentheses of a character-code call (`chr(86)`, `fromCharCode(86, 73)`).
function inCharCall(previous: readonly Token[]): boolean {
  let depth = 0;
  for (let i = previous.length - 1; i >= 0; i--) {
    const text = previous[i]?.text;
    if (text === ')') depth++;
    else if (text === '(') {
      if (depth === 0) return CHAR_CALL.test(previous[i - 1]?.text ?? '');
      depth--;
    }
  }
  return false;
}

function pieceOf(
  token: Token,
  previous: readonly Token[],
  constants: ReadonlyMap<string, readonly Spelled[]>,
): string | null {
  if (token.value === null) return null;
  if (/^\d/.test(token.text) || token.text.startsWith('-')) {
    // A number is a piece only as a character code.
    const call = inCharCall(previous);
    const code = Number(token.value);
    return call && Number.isInteger(code) && code >= 32 && code < 127
      ? String.fromCharCode(code)
      : null;
  }
  // Template and f-string pieces: `${'VI'}TEST`, `{'VI'}TEST`, `${P}TEST` with P bound to 'VI'.
  return token.value.replace(
    /\$?\{\s*["'`]?([^}"'`]*)["'`]?\s*\}/g,
    (_, inner: string) => constants.get(inner.trim())?.[0]?.text ?? inner,
  );
}

function decoded(text: string): string | null {
  if (!BASE64.test(text) || text.length % 4 !== 0) return null;
  const plain = atob(text);
  return /^[\x20-\x7e]+$/.test(plain) ? plain : null;
}

const reversed = (text: string): string => [...text].reverse().join('');

/**
 * Every string the code spells. `constants` maps names bound to strings elsewhere in the file
 * (`KEY = "VITEST"`): a name read here contributes its value, as built as its binding was.
 */
export function spelledStrings(
  code: string,
  constants: ReadonlyMap<string, readonly Spelled[]> = new Map(),
): Spelled[] {
  const tokens = tokenize(code);
  const found: Spelled[] = [];
  let run: string[] = [];
  let runBuilt = false;
  const close = (): void => {
    if (run.length > 1 || runBuilt) {
      const text = run.join('');
      found.push({ text, built: true }, { text: reversed(text), built: true });
    }
    // `['A', 'B'].join('_')` and `'_'.join(['A', 'B'])`: the last or first piece separates.
    if (run.length >= 3) {
      const last = run[run.length - 1] ?? '';
      const first = run[0] ?? '';
      found.push(
        { text: run.slice(0, -1).join(last), built: true },
        { text: run.slice(1).join(first), built: true },
      );
    }
    run = [];
    runBuilt = false;
  };
  tokens.forEach((token, i) => {
    const piece = pieceOf(token, tokens.slice(0, i), constants);
    if (piece !== null) {
      if (!/^\d/.test(token.text)) {
        found.push({ text: piece, built: piece !== token.value });
        const plain = decoded(piece);
        if (plain !== null) found.push({ text: plain, built: true });
      } else runBuilt = true;
      run.push(piece);
      return;
    }
    const bound = constants.get(token.text);
    const main = bound?.find((b) => b.built) ?? bound?.[0];
    if (bound !== undefined && main !== undefined) {
      found.push(...bound);
      run.push(main.text);
      runBuilt ||= main.built;
      return;
    }
    if (JOINERS.has(token.text) || CHAR_CALL.test(token.text)) return;
    close();
  });
  close();
  // `'TSETIV'[::-1]`, `.split('').reverse()`: any literal may be read backwards.
  if (/\[\s*:\s*:\s*-1\s*\]|\breverse\s*\(|\brev\s*\(/.test(code)) {
    for (const s of [...found]) found.push({ text: reversed(s.text), built: true });
  }
  return found;
}

// What may follow string pieces in a constant's value: reversing, decoding, splitting.
const CONSTANT_OPS =
  /^(?:split|reverse|rev|collect|chars|to_string|to_owned|into|decode|atob|b64decode|base64|from|Buffer|::|:|-1|;|&|\*|=>|\|)$/;
const BINDING =
  /^\s*(?:export\s+)?(?:(?:const|let|var|static|pub(?:\([^)]*\))?\s+const|pub\s+static|const)\s+)?(?:mut\s+)?([A-Za-z_$][\w$]*)\s*(?::\s*[&\w' ]+)?\s*(?::=|=)\s*(.+?);?\s*$/;

/** Names bound to a string in the file (`KEY = 'VI' + 'TEST'`), with the strings they spell. */
export function stringConstants(codes: readonly string[]): Map<string, Spelled[]> {
  const constants = new Map<string, Spelled[]>();
  for (const code of codes) {
    const m = BINDING.exec(code);
    if (m === null || /^[=!]/.test(m[2] ?? '')) continue;
    const value = m[2] ?? '';
    // Only a value made of string pieces and joiners: a call or a variable makes it no constant.
    const rest = tokenize(value).filter(
      (t) => t.value === null && !JOINERS.has(t.text) && !CHAR_CALL.test(t.text),
    );
    if (rest.some((t) => !CONSTANT_OPS.test(t.text) && !constants.has(t.text))) continue;
    const spelled = spelledStrings(value, constants);
    if (spelled.length > 0) constants.set(m[1] as string, spelled);
  }
  return constants;
}
