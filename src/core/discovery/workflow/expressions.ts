// Evaluates the `${{ }}` expressions of a workflow with the contexts testlock can know from the
// base commit (matrix, env, inputs); anything else (secrets, steps, functions) is unresolvable.

/** The known contexts by name; a property missing from a known context is null, as in GitHub. */
export type ExprContext = Readonly<Record<string, unknown>>;

const UNRESOLVED: unique symbol = Symbol('unresolved');
type Value = unknown;

const TOKEN =
  /\s*(?:('(?:[^']|'')*')|(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|0x[0-9a-fA-F]+)|([A-Za-z_][\w-]*)|(\|\||&&|==|!=|<=|>=|[<>!()[\].,*]))/y;

interface Token {
  kind: 'string' | 'number' | 'ident' | 'punct';
  text: string;
}

function tokenize(expr: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < expr.length) {
    if (/^\s*$/.test(expr.slice(TOKEN.lastIndex))) break;
    const m = TOKEN.exec(expr);
    if (m === null) throw new Error(`bad expression: ${expr}`);
    if (m[1] !== undefined)
      tokens.push({ kind: 'string', text: m[1].slice(1, -1).replaceAll("''", "'") });
    else if (m[2] !== undefined) tokens.push({ kind: 'number', text: m[2] });
    else if (m[3] !== undefined) tokens.push({ kind: 'ident', text: m[3] });
    else tokens.push({ kind: 'punct', text: m[4]! });
  }
  return tokens;
}

function truthy(v: Value): boolean {
  return v !== UNRESOLVED && v !== false && v !== 0 && v !== '' && v !== null && !Number.isNaN(v);
}

/** GitHub's loose equality: strings case-insensitively, other mixes compared as numbers. */
function looseEquals(a: Value, b: Value): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  if (typeof a === typeof b) return a === b;
  return Number(a ?? 0) === Number(b ?? 0);
}

function compare(op: string, a: Value, b: Value): Value {
  if (a === UNRESOLVED || b === UNRESOLVED) return UNRESOLVED;
  if (op === '==') return looseEquals(a, b);
  if (op === '!=') return !looseEquals(a, b);
  const x = Number(a);
  const y = Number(b);
  return op === '<' ? x < y : op === '>' ? x > y : op === '<=' ? x <= y : x >= y;
}

const PARTIAL: unique symbol = Symbol('partial');

/**
 * A context of which only some properties are known (`github.event_name` on a pull request):
 * its other properties are unresolvable, not null, so `github.repository == 'x'` stays unknown.
 */
export function partialContext(known: Record<string, unknown>): Record<string, unknown> {
  return Object.assign(Object.create(null) as Record<string, unknown>, known, { [PARTIAL]: true });
}

function property(target: Value, key: Value): Value {
  if (target === UNRESOLVED || key === UNRESOLVED) return UNRESOLVED;
  if (target === null || typeof target !== 'object') return null;
  if (PARTIAL in target && !Object.hasOwn(target, String(key))) return UNRESOLVED;
  return (target as Record<string, unknown>)[String(key)] ?? null;
}

/** A recursive-descent evaluator; unknown contexts and function calls yield UNRESOLVED. */
class Parser {
  private pos = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly ctx: ExprContext,
  ) {}

  run(): Value {
    const value = this.or();
    if (this.pos !== this.tokens.length) throw new Error('trailing tokens');
    return value;
  }

  private peek(text: string): boolean {
    const t = this.tokens[this.pos];
    return t !== undefined && t.kind === 'punct' && t.text === text;
  }

  private take(text: string): boolean {
    if (!this.peek(text)) return false;
    this.pos += 1;
    return true;
  }

  private expect(text: string): void {
    if (!this.take(text)) throw new Error(`expected ${text}`);
  }

  private or(): Value {
    let left = this.and();
    while (this.take('||')) {
      const right = this.and();
      if (left === UNRESOLVED) continue;
      if (!truthy(left)) left = right;
    }
    return left;
  }

  private and(): Value {
    let left = this.comparison();
    while (this.take('&&')) {
      const right = this.comparison();
      if (left !== UNRESOLVED && truthy(left)) left = right;
    }
    return left;
  }

  private comparison(): Value {
    const left = this.unary();
    for (const op of ['==', '!=', '<=', '>=', '<', '>']) {
      if (this.take(op)) return compare(op, left, this.unary());
    }
    return left;
  }

  private unary(): Value {
    if (!this.take('!')) return this.postfix();
    const value = this.unary();
    return value === UNRESOLVED ? UNRESOLVED : !truthy(value);
  }

  private postfix(): Value {
    let value = this.primary();
    for (;;) {
      if (this.take('.')) {
        const t = this.tokens[this.pos++];
        if (t?.kind === 'punct' && t.text === '*') value = UNRESOLVED;
        else if (t?.kind === 'ident') value = property(value, t.text);
        else throw new Error('expected property');
      } else if (this.take('[')) {
        const key = this.or();
        this.expect(']');
        value = property(value, key);
      } else {
        return value;
      }
    }
  }

  private primary(): Value {
    const t = this.tokens[this.pos++];
    if (t === undefined) throw new Error('unexpected end');
    if (t.kind === 'string') return t.text;
    if (t.kind === 'number') return Number(t.text);
    if (t.kind === 'punct') {
      if (t.text !== '(') throw new Error(`unexpected ${t.text}`);
      const value = this.or();
      this.expect(')');
      return value;
    }
    if (t.text === 'true' || t.text === 'false') return t.text === 'true';
    if (t.text === 'null') return null;
    if (this.take('(')) return this.call(t.text);
    return Object.hasOwn(this.ctx, t.text) ? (this.ctx[t.text] ?? null) : UNRESOLVED;
  }

  /**
   * Status and string functions a pull_request run settles (`always()`, `contains(...)`); the
   * others (hashFiles, fromJSON...) depend on the run: parsed, not evaluated.
   */
  private call(name: string): Value {
    const args: Value[] = [];
    if (!this.take(')')) {
      do args.push(this.or());
      while (this.take(','));
      this.expect(')');
    }
    return callFunction(name.toLowerCase(), args);
  }
}

function text(value: Value): string {
  return value === null ? '' : String(value).toLowerCase();
}

function callFunction(name: string, args: readonly Value[]): Value {
  // The steps before a check succeeded (or it would not matter whether the check runs).
  if (name === 'always' || name === 'success') return true;
  if (name === 'failure' || name === 'cancelled') return false;
  if (args.some((a) => a === UNRESOLVED) || args.length !== 2) return UNRESOLVED;
  const [a, b] = args;
  if (name === 'contains')
    return Array.isArray(a) ? a.some((x) => looseEquals(x, b)) : text(a).includes(text(b));
  if (name === 'startswith') return text(a).startsWith(text(b));
  if (name === 'endswith') return text(a).endsWith(text(b));
  return UNRESOLVED;
}

export type Evaluated = { ok: true; value: unknown } | { ok: false };

/** The value of one expression (the text between `${{` and `}}`). */
export function evaluate(expr: string, ctx: ExprContext): Evaluated {
  try {
    const value = new Parser(tokenize(expr), ctx).run();
    return value === UNRESOLVED ? { ok: false } : { ok: true, value };
  } catch {
    return { ok: false };
  }
}

/** How GitHub writes a value into text; objects and arrays have no useful text form. */
function asText(value: unknown): string | undefined {
  if (value === null) return '';
  if (typeof value === 'object') return undefined;
  return String(value);
}

export interface Substituted {
  text: string;
  /** The expressions (without `${{ }}`) that could not be resolved; left in `text` as written. */
  unresolved: string[];
}

/** Replaces every `${{ }}` in `text` whose value is known. */
export function substitute(text: string, ctx: ExprContext): Substituted {
  const unresolved: string[] = [];
  const out = text.replace(/\$\{\{([\s\S]*?)\}\}/g, (whole, expr: string) => {
    const result = evaluate(expr, ctx);
    const value = result.ok ? asText(result.value) : undefined;
    if (value === undefined) {
      unresolved.push(expr.trim());
      return whole;
    }
    return value;
  });
  return { text: out, unresolved };
}

/** How a condition (`if:`, `continue-on-error:`) evaluates, or undefined when it cannot be known. */
export function judgeCondition(value: unknown, ctx: ExprContext): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const inner = /^\s*\$\{\{([\s\S]*)\}\}\s*$/.exec(value)?.[1] ?? value;
  const result = evaluate(inner, ctx);
  return result.ok ? truthy(result.value) : undefined;
}
