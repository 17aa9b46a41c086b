// The tool lookup answers from the PATH its caller passes, never from this process's PATH.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToolLookup } from '../../src/adapters/which.js';

let work = '';

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'testlock-which-'));
  for (const dir of ['bin-a', 'bin-b', 'project/node_modules/.bin']) {
    mkdirSync(join(work, dir), { recursive: true });
  }
  const tool = (path: string, mode: number) => {
    writeFileSync(join(work, path), '#!/bin/sh\n');
    chmodSync(join(work, path), mode);
  };
  tool('bin-a/tool-a', 0o755);
  tool('bin-b/tool-b', 0o755);
  tool('bin-b/not-executable', 0o644);
  tool('project/node_modules/.bin/local-tool', 0o755);
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('createToolLookup', () => {
  it.each([
    { tool: 'tool-a', path: ['bin-a'], found: true },
    { tool: 'tool-b', path: ['bin-a', 'bin-b'], found: true },
    { tool: 'tool-b', path: ['bin-a'], found: false },
    { tool: 'not-executable', path: ['bin-b'], found: false },
    { tool: 'local-tool', path: [], found: true },
    // node is on this process's PATH; a caller that passes an empty PATH gets no fallback to it.
    { tool: 'node', path: [], found: false },
  ])('$tool with PATH $path: $found', ({ tool, path, found }) => {
    const pathVar = path.map((dir) => join(work, dir)).join(delimiter);
    const lookup = createToolLookup([join(work, 'project')], pathVar);
    expect(lookup(tool)).toBe(found);
  });

  it("finds node when the caller passes this process's PATH", () => {
    expect(createToolLookup([], process.env.PATH ?? '')('node')).toBe(true);
  });
});
