// The bounded zip reader on archives made by the real `zip` tool, and on the same archives damaged
// the ways a forged artifact would be: each is refused with a reason, none is half-read.
import { describe, expect, it } from 'vitest';
import { readZipEntry } from '../../src/app/zip-entry.js';
import { zipOf } from './uploaded-report.js';

const NAME = 'testlock-report.json';
const REPORT = JSON.stringify({ schema_version: 1, verdict: 'PASS' });

// Offset of the first central directory entry (read from the end record).
function central(zip: Buffer): number {
  return zip.readUInt32LE(zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) + 16);
}

function damaged(zip: Buffer, offset: number, value: number): Buffer {
  const copy = Buffer.from(zip);
  copy[central(copy) + offset] = value;
  return copy;
}

const good = zipOf({ [NAME]: REPORT, 'other.txt': 'x' });
const crcByte = good[central(good) + 16] ?? 0;

describe('readZipEntry', () => {
  const cases: Array<{ name: string; zip: Buffer; max?: number; expect: string | RegExp }> = [
    { name: 'honest: a zip with the report and another file', zip: good, expect: REPORT },
    { name: 'honest: a stored (uncompressed) entry', zip: zipOf({ [NAME]: 'ab' }), expect: 'ab' },
    {
      name: 'not a zip',
      zip: Buffer.from('not a zip at all, just text long enough'),
      expect: /not a zip/,
    },
    { name: 'empty', zip: Buffer.alloc(0), expect: /not a zip/ },
    {
      name: 'no report inside',
      zip: zipOf({ 'other.txt': 'x' }),
      expect: /holds no testlock-report\.json/,
    },
    { name: 'over the size limit (declared)', zip: good, max: 10, expect: /over the 10 limit/ },
    { name: 'truncated archive', zip: good.subarray(0, 40), expect: /not a zip/ },
    {
      name: 'a damaged central directory',
      zip: damaged(good, 0, 0),
      expect: /central directory entry is damaged/,
    },
    { name: 'an encrypted entry', zip: damaged(good, 8, 1), expect: /encrypted/ },
    {
      name: 'an unknown compression method',
      zip: damaged(good, 10, 99),
      expect: /compression method 99/,
    },
    {
      name: 'a checksum that does not match',
      zip: damaged(good, 16, (crcByte + 1) % 256),
      expect: /checksum/,
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const read = readZipEntry(c.zip, NAME, c.max ?? 1024 * 1024);
      if (typeof c.expect === 'string') {
        expect(read).toEqual({ ok: true, data: Buffer.from(c.expect) });
      } else {
        expect(read.ok).toBe(false);
        expect(read.ok ? '' : read.reason).toMatch(c.expect);
      }
    });
  }

  it("gaming: the same name twice (which one a reader takes is the archive author's choice)", () => {
    // Renaming the second entry in place (local header and central directory) gives that shape.
    const zip = Buffer.from(zipOf({ [NAME]: REPORT, 'testlock-report.jsoX': '{}' }));
    for (
      let at = zip.indexOf('testlock-report.jsoX');
      at >= 0;
      at = zip.indexOf('testlock-report.jsoX')
    ) {
      zip.write(NAME, at);
    }
    const read = readZipEntry(zip, NAME, 1024 * 1024);
    expect(read).toEqual({
      ok: false,
      reason: 'the artifact holds testlock-report.json more than once',
    });
  });

  it('gaming: an entry that lies about its size is still capped when it inflates', () => {
    const lying = Buffer.from(zipOf({ [NAME]: ' '.repeat(200_000) }));
    lying.writeUInt32LE(100, central(lying) + 24);
    const read = readZipEntry(lying, NAME, 1000);
    expect(read.ok ? '' : read.reason).toMatch(/does not inflate within 1000 bytes/);
  });
});
