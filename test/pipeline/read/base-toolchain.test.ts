// The inventory key's cargo and rustc versions, probed through real rustup beside base's toolchain
// file: a PR's rust-toolchain.toml that names a toolchain folder of its own never runs (gaming),
// and base's pinned toolchain is the one asked (honest).
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listingCommand } from '../../../src/core/inventory/list-command.js';
import type { Check } from '../../../src/core/model/check.js';
import { toolVersions } from '../../../src/pipeline/inventory/cache-tools.js';
import { cleanupRepos, createRepo } from '../../helpers/git-repo.js';

const made: string[] = [];
afterAll(() => {
  cleanupRepos();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-toolchain-'));
  made.push(dir);
  return dir;
}

// A toolchain folder rustup accepts (`path = ...`): cargo and rustc that print a version, and
// leave a file behind when `marker` is given, to show that they ran.
function fakeToolchain(dir: string, version: string, marker?: string): void {
  mkdirSync(join(dir, 'bin'), { recursive: true });
  for (const tool of ['cargo', 'rustc']) {
    const touch = marker ? `echo ran > '${marker}'\n` : '';
    const text = `#!/bin/sh\n${touch}echo "${tool} ${version}"\n`;
    writeFileSync(join(dir, 'bin', tool), text);
    chmodSync(join(dir, 'bin', tool), 0o755);
  }
}

function cargoCheck(cwd: string): Check {
  return {
    name: 'tests',
    kind: 'test',
    command: 'cargo',
    args: ['test'],
    script: '',
    cwd,
    env: {},
    source: 'convention:cargo',
    origin: 'convention',
    skipped: null,
  };
}

async function cargoVersion(root: string, baseSha: string, cwd = ''): Promise<string> {
  const listing = listingCommand(cargoCheck(cwd), {}, 'out.json');
  if ('reason' in listing) throw new Error(listing.reason);
  const context = { root, scratch: tempDir(), secrets: [], env: process.env };
  const tools = await toolVersions([listing], context, baseSha);
  return tools?.[`cargo@${cwd}`] ?? '';
}

describe('cargo and rustc probed for the inventory key', () => {
  it("gaming: a PR's rust-toolchain.toml naming a toolchain of its own never runs", async () => {
    const outside = tempDir();
    const marker = join(outside, 'ran');
    const base = join(outside, 'base-toolchain');
    fakeToolchain(base, '1.0.0-base');
    const repo = createRepo({ 'rust-toolchain.toml': `[toolchain]\npath = "${base}"\n` });
    const baseSha = repo.commit('base');
    fakeToolchain(join(repo.dir, 'tc'), '6.6.6-pr', marker);
    repo.write({ 'rust-toolchain.toml': `[toolchain]\npath = "${join(repo.dir, 'tc')}"\n` });
    repo.commit('head');
    // The checkout is the PR's: there, cargo -V would run the PR's program.
    expect(execFileSync('cargo', ['-V'], { cwd: repo.dir, encoding: 'utf8' })).toContain('6.6.6');
    rmSync(marker, { force: true });
    const version = await cargoVersion(repo.dir, baseSha);
    expect(version).toContain('cargo 1.0.0-base');
    expect(version).toContain('rustc 1.0.0-base');
    expect(existsSync(marker)).toBe(false);
  });

  it("honest: a crate below the root is probed with the root's toolchain file, as rustup finds it", async () => {
    const base = join(tempDir(), 'pinned');
    fakeToolchain(base, '1.0.0-pinned');
    const repo = createRepo({
      'rust-toolchain.toml': `[toolchain]\npath = "${base}"\n`,
      'crates/a/Cargo.toml': '[package]\nname = "a"\nversion = "0.1.0"\n',
    });
    const baseSha = repo.commit('base');
    expect(await cargoVersion(repo.dir, baseSha, 'crates/a')).toContain('cargo 1.0.0-pinned');
  });

  it('honest: without a toolchain file at base, the machine default answers', async () => {
    const repo = createRepo({ 'Cargo.toml': '[package]\nname = "a"\nversion = "0.1.0"\n' });
    const baseSha = repo.commit('base');
    const expected = execFileSync('cargo', ['-V'], { cwd: tempDir(), encoding: 'utf8' }).trim();
    expect(await cargoVersion(repo.dir, baseSha)).toContain(expected);
  });
});
