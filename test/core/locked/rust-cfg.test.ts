// cfg predicates in the test build on a Linux x86_64 host, three-valued.
import { describe, expect, it } from 'vitest';
import { evalCfg, type Tri, testBuildFacts } from '../../../src/core/locked/rust-cfg.js';

const LINUX = { platform: 'linux', arch: 'x64' };

describe('evalCfg', () => {
  const facts = testBuildFacts(LINUX, new Set(['serde']));
  it.each<[string, Tri]>([
    ['test', 'yes'],
    ['not(test)', 'no'],
    ['any()', 'no'],
    ['all()', 'yes'],
    ['all(test, not(test))', 'no'],
    ['any(test, windows)', 'yes'],
    ['unix', 'yes'],
    ['windows', 'no'],
    ['target_os = "linux"', 'yes'],
    ['target_os = "macos"', 'no'],
    ['all(unix, target_pointer_width = "64")', 'yes'],
    ['target_arch = "aarch64"', 'no'],
    ['feature = "serde"', 'yes'],
    ['feature = "never"', 'no'],
    ['doc', 'no'],
    ['true', 'yes'],
    ['false', 'no'],
    // What no fact says: a cfg a build script sets, a target key not known here.
    ['has_simd', 'maybe'],
    ['not(has_simd)', 'maybe'],
    ['target_env = "gnu"', 'maybe'],
    ['all(test, has_simd)', 'maybe'],
    ['any(test, has_simd)', 'yes'],
    ['all(any(), has_simd)', 'no'],
    // Unreadable: maybe, never a guess either way.
    ['all(test', 'maybe'],
    ['feature = ', 'maybe'],
  ])('%s → %s', (predicate, expected) => {
    expect(evalCfg(predicate, facts)).toBe(expected);
  });

  it('features not known (no cargo test command): a feature is maybe', () => {
    expect(evalCfg('feature = "serde"', testBuildFacts(LINUX, null))).toBe('maybe');
  });

  it('the release side sets no test', () => {
    expect(evalCfg('test', testBuildFacts(LINUX, null, 'release'))).toBe('no');
  });

  it('an unknown platform leaves the platform names maybe', () => {
    const odd = testBuildFacts({ platform: 'aix', arch: 'ppc64' }, null);
    expect(evalCfg('unix', odd)).toBe('maybe');
    expect(evalCfg('target_os = "linux"', odd)).toBe('maybe');
  });

  it('on Windows, windows holds and unix does not', () => {
    const win = testBuildFacts({ platform: 'win32', arch: 'x64' }, null);
    expect(evalCfg('windows', win)).toBe('yes');
    expect(evalCfg('unix', win)).toBe('no');
  });
});
