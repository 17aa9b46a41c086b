// The open `git cat-file --batch` reader on real repositories: contents cut by byte size (binary,
// multi-byte, a blob larger than a pipe's chunk), missing objects, requests made at once answered
// each with its own, a bad id refused, and testlock never kept running by an idle reader.
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readObjects } from '../../src/adapters/git-batch.js';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';

afterAll(cleanupRepos);

function blobOf(dir: string, text: string | Buffer): string {
  return execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: dir, input: text })
    .toString()
    .trim();
}

describe('readObjects', () => {
  const repo = createRepo({ 'a.txt': 'a\n' });
  repo.commit('base');
  const texts = {
    empty: '',
    ascii: 'plain\ntext\n',
    multibyte: 'π ≈ 3.14159 — ✓ 🎉\n',
    noNewline: 'no newline at end',
    // Lines that look like the batch's own headers must stay content.
    headerLike: `${'0'.repeat(40)} blob 3\nabc\n${'1'.repeat(40)} missing\n`,
  };
  const binary = Buffer.from([0, 255, 10, 13, 0xc3, 0x28, 10, 0]);
  const large = Buffer.alloc(3 * 1024 * 1024 + 17, 'x');
  large.write('\n0000 blob 1\n', 1000);

  it('gives each blob its exact bytes', async () => {
    const ids = Object.fromEntries(
      Object.entries(texts).map(([name, text]) => [name, blobOf(repo.dir, text)]),
    );
    const binaryId = blobOf(repo.dir, binary);
    const largeId = blobOf(repo.dir, large);
    const found = await readObjects(repo.dir, [...Object.values(ids), binaryId, largeId]);
    for (const [name, text] of Object.entries(texts)) {
      expect(found.get(ids[name] as string)?.toString('utf8'), name).toBe(text);
    }
    expect(found.get(binaryId)?.equals(binary)).toBe(true);
    expect(found.get(largeId)?.equals(large)).toBe(true);
  });

  it('leaves a missing object out and still answers the ones after it', async () => {
    const there = blobOf(repo.dir, 'here\n');
    const absent = 'f'.repeat(40);
    const found = await readObjects(repo.dir, [absent, there, absent]);
    expect([...found.keys()]).toEqual([there]);
    expect(found.get(there)?.toString()).toBe('here\n');
  });

  it('answers requests made at once each with its own blobs', async () => {
    const ids = Array.from({ length: 30 }, (_, i) => blobOf(repo.dir, `blob ${i}\n`.repeat(i)));
    const answers = await Promise.all(
      ids.map((id) => readObjects(repo.dir, [id, ids[0] as string])),
    );
    answers.forEach((found, i) => {
      expect(found.get(ids[i] as string)?.toString()).toBe(`blob ${i}\n`.repeat(i));
      expect(found.size).toBe(i === 0 ? 1 : 2);
    });
  });

  it('refuses an id that is not one, before anything is written to git', async () => {
    await expect(readObjects(repo.dir, ['HEAD:a.txt'])).rejects.toThrow(
      "not an object id: 'HEAD:a.txt'",
    );
    await expect(readObjects(repo.dir, ['abcd\nHEAD'])).rejects.toThrow('not an object id');
    // The reader is still in step afterwards.
    const id = blobOf(repo.dir, 'after\n');
    expect((await readObjects(repo.dir, [id])).get(id)?.toString()).toBe('after\n');
  });

  it('does not keep the process running once its reads are answered', () => {
    // A script that reads one blob and then has nothing left to do must end at once, not when
    // the idle reader closes (2 s later) nor never: once the reads are answered, nothing of the
    // reader (its git child, its idle timer) may hold the event loop.
    const id = blobOf(repo.dir, 'exit\n');
    const script = `import { readObjects } from ${JSON.stringify(join(import.meta.dirname, '../../src/adapters/git-batch.ts'))};
const found = await readObjects(${JSON.stringify(repo.dir)}, [${JSON.stringify(id)}]);
process.stdout.write(String(found.get(${JSON.stringify(id)})));
setImmediate(() => process.stdout.write(JSON.stringify(process.getActiveResourcesInfo())));`;
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { encoding: 'utf8', timeout: 20_000 },
    );
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    const [blob, held] = [child.stdout.slice(0, 5), JSON.parse(child.stdout.slice(5)) as string[]];
    expect(blob).toBe('exit\n');
    expect(held.filter((r) => r === 'ProcessWrap' || r === 'Timeout')).toEqual([]);
  });
});
