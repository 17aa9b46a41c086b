// The cached inventory as untrusted data: what is written reads back; every other body is refused
// with a one-line reason (the listing then runs again). Table-driven over forged bodies.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type CachedInventory,
  INVENTORY_CACHE_MAX_BYTES,
  inventoryCacheText,
  readInventoryCache,
} from '../../../src/core/inventory/cache-file.js';
import { inventoryCacheKey } from '../../../src/core/inventory/cache-key.js';

const BASE = 'a'.repeat(40);
const KEY = `testlock-inventory-v1-${BASE}-${'b'.repeat(32)}`;
const EXPECTED = { key: KEY, baseSha: BASE, formats: ['pytest', 'go-list'] as const };

const INVENTORY: CachedInventory = {
  key: KEY,
  baseSha: BASE,
  listings: [
    {
      format: 'pytest',
      entries: [
        { id: 'tests/test_a.py::test_x[1]', file: 'tests/test_a.py' },
        { id: 'tests/test_a.py::test_y', file: 'tests/test_a.py' },
      ],
    },
    { format: 'go-list', entries: [{ id: 'example.com/m/pkg.TestX', file: '' }] },
  ],
};

type Body = Record<string, unknown> & { listings: Array<{ format: string; entries: unknown[] }> };

function body(): Body {
  return JSON.parse(inventoryCacheText(INVENTORY)) as Body;
}

// A forger who knows the format recomputes the digest: only the shape checks are left to refuse.
function redigest(data: Body): Body {
  const digest = createHash('sha256').update(JSON.stringify(data.listings)).digest('hex');
  return { ...data, digest };
}

function read(data: unknown): string {
  const result = readInventoryCache(typeof data === 'string' ? data : JSON.stringify(data), {
    ...EXPECTED,
    formats: [...EXPECTED.formats],
  });
  return result.ok ? 'ok' : result.reason;
}

describe('readInventoryCache', () => {
  it('honest: what inventoryCacheText wrote reads back exactly', () => {
    const result = readInventoryCache(inventoryCacheText(INVENTORY), {
      ...EXPECTED,
      formats: [...EXPECTED.formats],
    });
    expect(result).toEqual({ ok: true, inventory: INVENTORY });
  });

  it('honest: extra fields on an entry object in memory are not written', () => {
    const wide = {
      ...INVENTORY,
      listings: [
        { format: 'pytest' as const, entries: [{ id: 't.py::a', file: 't.py', extra: 1 }] },
        INVENTORY.listings[1] as CachedInventory['listings'][number],
      ],
    };
    expect(read(inventoryCacheText(wide))).toBe('ok');
  });

  const forged: Array<[string, () => unknown, string]> = [
    ['not JSON', () => '{"schema":', 'not JSON'],
    ['an array', () => [], 'the file: expected an object'],
    ['an unknown field', () => ({ ...body(), trusted: true }), "unknown field 'trusted'"],
    ['another schema', () => ({ ...body(), schema: 'x' }), "schema: expected 'testlock-inventory'"],
    ['another version', () => ({ ...body(), version: 2 }), 'version: expected 1'],
    ['another key', () => ({ ...body(), key: `${KEY}0` }), 'key does not match this run'],
    ['another base', () => ({ ...body(), base_sha: 'c'.repeat(40) }), 'base_sha does not match'],
    [
      'one listing short',
      () => redigest({ ...body(), listings: body().listings.slice(0, 1) }),
      'listings: expected 2',
    ],
    [
      'a listing emptied, digest kept',
      () => {
        const data = body();
        (data.listings[0] as { entries: unknown[] }).entries = [];
        return data;
      },
      'digest does not match the listings',
    ],
    [
      'a listing of another format',
      () => {
        const data = body();
        (data.listings[1] as { format: string }).format = 'cargo-list';
        return redigest(data);
      },
      "listings[1].format: expected 'go-list'",
    ],
    [
      'an absolute file',
      () => {
        const data = body();
        data.listings[0]!.entries[0] = { id: '/etc/passwd::x', file: '/etc/passwd' };
        return redigest(data);
      },
      'expected a repository-relative path',
    ],
    [
      'a file outside the repository',
      () => {
        const data = body();
        data.listings[0]!.entries[0] = { id: '../x.py::t', file: '../x.py' };
        return redigest(data);
      },
      'expected a repository-relative path',
    ],
    [
      'a control character in an id (a workflow command in the log)',
      () => {
        const data = body();
        data.listings[0]!.entries[0] = { id: 't.py::a\n::set-output x', file: 't.py' };
        return redigest(data);
      },
      'printable characters',
    ],
    [
      'a pytest id whose file is another',
      () => {
        const data = body();
        data.listings[0]!.entries[0] = { id: 'tests/a.py::t', file: 'tests/b.py' };
        return redigest(data);
      },
      'not a pytest entry',
    ],
    [
      'a go id that is no test name',
      () => {
        const data = body();
        data.listings[1]!.entries[0] = { id: 'pkg.Helper', file: '' };
        return redigest(data);
      },
      'not a go-list entry',
    ],
    [
      'an entry with a field the reader does not know',
      () => {
        const data = body();
        data.listings[1]!.entries[0] = { id: 'pkg.TestX', file: '', severity: 'info' };
        return redigest(data);
      },
      'only id and file are expected',
    ],
    [
      'a number for an id',
      () => {
        const data = body();
        data.listings[1]!.entries[0] = { id: 7, file: '' };
        return redigest(data);
      },
      '.id: expected a test id',
    ],
  ];
  for (const [name, make, reason] of forged) {
    it(`gaming: refuses ${name}, in one line`, () => {
      const why = read(make());
      expect(why).toContain(reason);
      expect(why).not.toContain('\n');
    });
  }

  it('gaming: refuses a body over the size cap before parsing it', () => {
    expect(read(' '.repeat(INVENTORY_CACHE_MAX_BYTES + 1))).toBe(
      `larger than ${INVENTORY_CACHE_MAX_BYTES} bytes`,
    );
  });
});

describe('inventoryCacheKey', () => {
  const listing = {
    format: 'pytest' as const,
    check: { command: 'pytest', args: ['--collect-only'], cwd: '', env: { A: '1', B: '2' } },
  };
  const key = (change: Partial<Parameters<typeof inventoryCacheKey>[0]> = {}): string =>
    inventoryCacheKey({ baseSha: BASE, listings: [listing], tools: { pytest: '8.3' }, ...change });

  it('names the base commit and is stable for the same inputs', () => {
    expect(key()).toMatch(new RegExp(`^testlock-inventory-v1-${BASE}-[0-9a-f]{32}$`));
    expect(key()).toBe(key());
  });

  it('does not depend on the order of an environment object', () => {
    const reordered = { ...listing, check: { ...listing.check, env: { B: '2', A: '1' } } };
    expect(key({ listings: [reordered] })).toBe(key());
  });

  const changes: Array<[string, Partial<Parameters<typeof inventoryCacheKey>[0]>]> = [
    ['another base', { baseSha: 'c'.repeat(40) }],
    ['another tool version', { tools: { pytest: '8.4' } }],
    [
      'another listing command',
      { listings: [{ ...listing, check: { ...listing.check, args: ['-k', 'x'] } }] },
    ],
    ['another folder', { listings: [{ ...listing, check: { ...listing.check, cwd: 'pkg' } }] }],
    [
      'another environment',
      { listings: [{ ...listing, check: { ...listing.check, env: { A: '2' } } }] },
    ],
    ['one more listing', { listings: [listing, listing] }],
  ];
  for (const [name, change] of changes) {
    it(`changes with ${name}`, () => {
      expect(key(change)).not.toBe(key());
    });
  }
});
