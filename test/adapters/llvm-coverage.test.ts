// Which LLVM's profile tools a traced cargo check uses: rustup's llvm-tools first (rustc's own
// LLVM), else the newest LLVM found, never a pair missing half. Real files in temporary folders.
import {
  chmodSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findLlvmTools, prepareLlvmTrace } from '../../src/adapters/llvm-coverage.js';
import { WORKSPACE_WRAPPER_SCRIPT } from '../../src/core/runners/cargo/cover.js';

let work: string;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'testlock-llvm-'));
});
afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

function tool(dir: string, name: string): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, 0o755);
  return path;
}

describe('findLlvmTools', () => {
  it("takes rustup's llvm-tools of a stable toolchain over anything on PATH", () => {
    const bin = join(
      work,
      'rustup/toolchains/stable-x86_64-unknown-linux-gnu/lib/rustlib/x86_64-unknown-linux-gnu/bin',
    );
    const nightly = join(
      work,
      'rustup/toolchains/nightly-x86_64-unknown-linux-gnu/lib/rustlib/x86_64-unknown-linux-gnu/bin',
    );
    for (const dir of [bin, nightly])
      for (const name of ['llvm-cov', 'llvm-profdata']) tool(dir, name);
    tool(join(work, 'path'), 'llvm-cov-99');
    tool(join(work, 'path'), 'llvm-profdata-99');
    const found = findLlvmTools({ RUSTUP_HOME: join(work, 'rustup'), PATH: join(work, 'path') });
    expect(found).toMatchObject({
      profdata: join(bin, 'llvm-profdata'),
      cov: join(bin, 'llvm-cov'),
    });
  });

  it('takes the newest versioned pair on PATH over an older default one', () => {
    const path = join(work, 'path');
    const old = join(work, 'lib/llvm-98/bin');
    tool(old, 'llvm-cov');
    tool(old, 'llvm-profdata');
    mkdirSync(path);
    symlinkSync(join(old, 'llvm-cov'), join(path, 'llvm-cov'));
    symlinkSync(join(old, 'llvm-profdata'), join(path, 'llvm-profdata'));
    tool(path, 'llvm-cov-99');
    tool(path, 'llvm-profdata-99');
    const found = findLlvmTools({ RUSTUP_HOME: join(work, 'none'), PATH: path });
    expect(found).toMatchObject({
      profdata: join(path, 'llvm-profdata-99'),
      cov: join(path, 'llvm-cov-99'),
    });
  });

  it('skips a version whose profdata is missing', () => {
    const path = join(work, 'path');
    tool(path, 'llvm-cov-99');
    tool(path, 'llvm-cov-97');
    tool(path, 'llvm-profdata-97');
    const found = findLlvmTools({ RUSTUP_HOME: join(work, 'none'), PATH: path });
    // /usr/lib/llvm-N of this machine may hold an older pair: version 97 is newer than any real one.
    expect(found).toMatchObject({
      profdata: join(path, 'llvm-profdata-97'),
      cov: join(path, 'llvm-cov-97'),
    });
  });
});

// The wrapper's folder: the same path every run (cargo rebuilds the workspace when it changes),
// written afresh each time, and refused where someone else could have put something there.
describe('the workspace wrapper folder', () => {
  let saved: string | undefined;
  beforeEach(() => {
    saved = process.env.TMPDIR;
    process.env.TMPDIR = work;
    tool(join(work, 'path'), 'llvm-cov-97');
    tool(join(work, 'path'), 'llvm-profdata-97');
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
  });
  const env = (): Record<string, string> => ({
    RUSTUP_HOME: join(work, 'none'),
    PATH: join(work, 'path'),
  });
  const uid = process.getuid?.() ?? 0;

  it('is one per user, the same on each call, and gets the wrapper rewritten whatever was there', async () => {
    const first = findLlvmTools(env());
    const again = findLlvmTools(env());
    const folder = join(work, `testlock-rustc-${uid}`);
    expect(first?.wrapper).toBe(join(folder, 'rustc-cover'));
    expect(again?.wrapper).toBe(first?.wrapper);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    const wrapper = first?.wrapper ?? '';
    writeFileSync(wrapper, '#!/bin/sh\necho planted\n', { mode: 0o700 });
    await prepareLlvmTrace({
      tools: first ?? { profdata: '', cov: '', wrapper },
      profiles: join(work, 'out/profiles'),
      wrapper,
      sources: [],
    });
    expect(readFileSync(wrapper, 'utf8')).toBe(WORKSPACE_WRAPPER_SCRIPT);
    expect(statSync(wrapper).mode & 0o777).toBe(0o500);
    expect(statSync(join(work, 'out/profiles')).isDirectory()).toBe(true);
  });

  // Cargo asks rustc again whenever the wrapper is another file: the one testlock wrote stays.
  it('keeps its own wrapper as it is, and replaces any look-alike', async () => {
    const tools = findLlvmTools(env());
    const wrapper = tools?.wrapper ?? '';
    const trace = {
      tools: tools ?? { profdata: '', cov: '', wrapper },
      profiles: join(work, 'out/profiles'),
      wrapper,
      sources: [],
    };
    await prepareLlvmTrace(trace);
    const written = statSync(wrapper).ino;
    await prepareLlvmTrace(trace);
    expect(statSync(wrapper).ino).toBe(written);
    const lookAlikes: Array<[string, () => void]> = [
      [
        'one byte more',
        () => {
          chmodSync(wrapper, 0o700);
          writeFileSync(wrapper, `${WORKSPACE_WRAPPER_SCRIPT} `);
          chmodSync(wrapper, 0o500);
        },
      ],
      ['writable', () => chmodSync(wrapper, 0o700)],
      ['a second name', () => linkSync(wrapper, join(work, 'other-name'))],
      [
        'a link to the same bytes',
        () => {
          const elsewhere = join(work, 'elsewhere');
          writeFileSync(elsewhere, WORKSPACE_WRAPPER_SCRIPT, { mode: 0o500 });
          rmSync(wrapper);
          symlinkSync(elsewhere, wrapper);
        },
      ],
    ];
    for (const [what, plant] of lookAlikes) {
      await prepareLlvmTrace(trace);
      plant();
      const planted = lstatSync(wrapper).ino;
      await prepareLlvmTrace(trace);
      const now = lstatSync(wrapper);
      expect({ what, replaced: now.ino !== planted, file: now.isFile() }).toEqual({
        what,
        replaced: true,
        file: true,
      });
      expect(readFileSync(wrapper, 'utf8')).toBe(WORKSPACE_WRAPPER_SCRIPT);
      expect(now.mode & 0o777).toBe(0o500);
      rmSync(join(work, 'other-name'), { force: true });
    }
  });

  it.each([
    ['a link to another folder', (folder: string) => symlinkSync(join(work, 'path'), folder)],
    [
      'a folder others can write',
      (folder: string) => {
        mkdirSync(folder);
        chmodSync(folder, 0o777);
      },
    ],
    ['a file', (folder: string) => writeFileSync(folder, '')],
  ])('is refused when it is %s: no wrapper, no trace', (_name, plant) => {
    plant(join(work, `testlock-rustc-${uid}`));
    expect(findLlvmTools(env())).toMatchObject({ wrapper: null });
  });
});
