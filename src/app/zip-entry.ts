// Reads one named file out of a zip (an Actions artifact) without trusting the archive: sizes are
// checked before inflating, inflation is capped, the CRC must match, and a name that appears twice,
// an encrypted or zip64 entry, or an entry outside the buffer is refused.
import { crc32, inflateRawSync } from 'node:zlib';

export type ZipRead = { ok: true; data: Buffer } | { ok: false; reason: string };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
// The end record is 22 bytes plus a comment of at most 65,535.
const EOCD_SEARCH = 22 + 0xffff;

function findEnd(zip: Buffer): number {
  const stop = Math.max(0, zip.length - EOCD_SEARCH);
  for (let at = zip.length - 22; at >= stop; at -= 1) {
    if (zip.readUInt32LE(at) === EOCD) return at;
  }
  return -1;
}

interface Entry {
  method: number;
  flags: number;
  crc: number;
  compressed: number;
  size: number;
  localOffset: number;
}

function centralEntries(zip: Buffer, end: number): Map<string, Entry[]> | string {
  const count = zip.readUInt16LE(end + 10);
  const cdSize = zip.readUInt32LE(end + 12);
  let at = zip.readUInt32LE(end + 16);
  if (at + cdSize > end) return 'the central directory lies outside the archive';
  const byName = new Map<string, Entry[]>();
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL)
      return 'a central directory entry is damaged';
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const entry: Entry = {
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      compressed: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    };
    byName.set(name, [...(byName.get(name) ?? []), entry]);
    at += 46 + skip;
  }
  return byName;
}

/** The content of the entry `name` (at the archive's top level), at most `maxBytes` long. */
export function readZipEntry(zip: Buffer, name: string, maxBytes: number): ZipRead {
  const end = zip.length >= 22 ? findEnd(zip) : -1;
  if (end < 0) return { ok: false, reason: 'not a zip archive' };
  const entries = centralEntries(zip, end);
  if (typeof entries === 'string') return { ok: false, reason: entries };
  const found = entries.get(name) ?? [];
  if (found.length === 0) return { ok: false, reason: `the artifact holds no ${name}` };
  // Two entries of one name: which one a reader takes is the archive's choice, not ours.
  if (found.length > 1) return { ok: false, reason: `the artifact holds ${name} more than once` };
  const entry = found[0]!;
  if (entry.flags & 1) return { ok: false, reason: `${name} is encrypted` };
  if (entry.size === 0xffffffff || entry.compressed === 0xffffffff) {
    return { ok: false, reason: `${name} is a zip64 entry` };
  }
  if (entry.size > maxBytes) {
    return { ok: false, reason: `${name} is ${entry.size} bytes, over the ${maxBytes} limit` };
  }
  const local = entry.localOffset;
  if (local + 30 > end || zip.readUInt32LE(local) !== LOCAL) {
    return { ok: false, reason: `${name}'s local header is damaged` };
  }
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  if (start + entry.compressed > end) return { ok: false, reason: `${name} runs past the archive` };
  const raw = zip.subarray(start, start + entry.compressed);
  let data: Buffer;
  if (entry.method === 0) {
    data = raw;
  } else if (entry.method === 8) {
    try {
      // The declared size may lie: the cap holds whatever the stream inflates to.
      data = inflateRawSync(raw, { maxOutputLength: maxBytes });
    } catch {
      return { ok: false, reason: `${name} does not inflate within ${maxBytes} bytes` };
    }
  } else {
    return { ok: false, reason: `${name} uses compression method ${entry.method}` };
  }
  if (data.length !== entry.size || crc32(data) !== entry.crc) {
    return { ok: false, reason: `${name} does not match its recorded size and checksum` };
  }
  return { ok: true, data };
}
