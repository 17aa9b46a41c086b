// The locked CMakePresets.json: its test and workflow presets, and the configure presets they
// build from or that set sanitizers, from base; the rest from head.
import { describe, expect, it } from 'vitest';
import { mergeCMakePresets } from '../../../src/core/locked/merge-cmake-presets.js';

const preset = (name: string, flags: string, extra: object = {}) => ({
  name,
  binaryDir: `\${sourceDir}/build/${name}`,
  cacheVariables: { CMAKE_CXX_FLAGS: flags },
  ...extra,
});
const BASE = {
  version: 3,
  configurePresets: [preset('dev', '-O0'), preset('asan', '-fsanitize=address')],
  testPresets: [{ name: 'dev', configurePreset: 'dev', filter: { exclude: { label: 'slow' } } }],
};
const text = (value: object): string => `${JSON.stringify(value, null, 2)}\n`;

describe('mergeCMakePresets', () => {
  it('gaming: the sanitizer preset emptied: base’s runs', () => {
    const head = { ...BASE, configurePresets: [preset('dev', '-O0'), preset('asan', '')] };
    const merged = JSON.parse(mergeCMakePresets(text(BASE), text(head)));
    expect(JSON.stringify(merged.configurePresets)).toContain('-fsanitize=address');
  });

  it('gaming: a test filter widened to skip tests: base’s test presets run', () => {
    const head = {
      ...BASE,
      testPresets: [
        { name: 'dev', configurePreset: 'dev', filter: { exclude: { name: 'Burst' } } },
      ],
    };
    expect(JSON.parse(mergeCMakePresets(text(BASE), text(head))).testPresets).toEqual(
      BASE.testPresets,
    );
  });

  it('honest: a new release preset is the PR’s, and the text is left as written', () => {
    const head = {
      ...BASE,
      configurePresets: [...BASE.configurePresets, preset('release', '-O2')],
    };
    expect(mergeCMakePresets(text(BASE), text(head))).toBe(text(head));
  });

  it('a presets file that is not JSON: base’s version runs', () => {
    expect(mergeCMakePresets(text(BASE), '{ broken')).toBe(text(BASE));
  });
});
