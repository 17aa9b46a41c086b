// Glob compilation: the expressions a build stores for the built-in globs are used in place of
// picomatch, and every other glob is still compiled when first asked for.
import { afterEach, describe, expect, it, vi } from 'vitest';

type GlobModule = typeof import('../../../src/core/config/glob.js');

async function freshGlobModule(stored?: Record<string, string>): Promise<GlobModule> {
  vi.resetModules();
  if (stored) vi.stubGlobal('TESTLOCK_GLOB_SOURCES', JSON.stringify(stored));
  return import('../../../src/core/config/glob.js');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('compileGlobs with the expressions a build stores', () => {
  it('uses a stored expression instead of compiling the glob', async () => {
    const glob = await freshGlobModule({ '*.stored': '^only-this$' });
    const matcher = glob.compileGlobs(['*.stored']);
    expect(matcher.test('only-this')).toBe(true);
    expect(matcher.test('a.stored')).toBe(false);
  });

  it('compiles a glob the build did not store, and lists both', async () => {
    const glob = await freshGlobModule({ '*.stored': '^only-this$' });
    expect(glob.compileGlobs(['**/*.other']).test('deep/a.other')).toBe(true);
    expect(Object.keys(glob.compiledGlobSources()).sort()).toEqual(['*.other', '*.stored']);
  });

  it('compiles every glob when the build stored nothing (the source run as it is)', async () => {
    const glob = await freshGlobModule();
    expect(glob.compiledGlobSources()).toEqual({});
    expect(glob.compileGlobs(['*.stored']).test('a.stored')).toBe(true);
  });
});
