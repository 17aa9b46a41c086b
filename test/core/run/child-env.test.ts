import { describe, expect, it } from 'vitest';
import { childEnv, collectSecrets, isDroppedName } from '../../../src/core/run/child-env.js';

const TOKEN = 'ghs_0123456789abcdefTOKEN';

const runnerEnv: Record<string, string | undefined> = {
  PATH: '/usr/bin:/bin',
  HOME: '/home/runner',
  GITHUB_TOKEN: TOKEN,
  GH_TOKEN: TOKEN,
  'INPUT_GITHUB-TOKEN': TOKEN,
  INPUT_MODE: 'run',
  ACTIONS_RUNTIME_TOKEN: 'runtime-token-value',
  ACTIONS_RUNTIME_URL: 'https://pipelines.example/',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://oidc.example/',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-request-token',
  ACTIONS_CACHE_URL: 'https://cache.example/',
  ACTIONS_RESULTS_URL: 'https://results.example/',
  GITHUB_OUTPUT: '/home/runner/_temp/set_output_1',
  GITHUB_STEP_SUMMARY: '/home/runner/_temp/step_summary_1',
  COPIED_TOKEN: TOKEN,
  AUTH_HEADER: `Authorization: Bearer ${TOKEN}`,
  NPM_CONFIG_RUNTIME: 'runtime-token-value',
  GITHUB_SHA: 'abc123',
  UNSET: undefined,
};

describe('childEnv', () => {
  const env = childEnv(runnerEnv, { secrets: [] });

  it('keeps ordinary variables and sets CI=true', () => {
    expect(env.PATH).toBe('/usr/bin:/bin');
    expect(env.HOME).toBe('/home/runner');
    expect(env.GITHUB_SHA).toBe('abc123');
    expect(env.CI).toBe('true');
    expect('UNSET' in env).toBe(false);
  });

  it('drops the runner credentials, every input and the file-command paths', () => {
    for (const name of [
      'GITHUB_TOKEN',
      'GH_TOKEN',
      'INPUT_GITHUB-TOKEN',
      'INPUT_MODE',
      'ACTIONS_RUNTIME_TOKEN',
      'ACTIONS_RUNTIME_URL',
      'ACTIONS_ID_TOKEN_REQUEST_URL',
      'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
      'ACTIONS_CACHE_URL',
      'ACTIONS_RESULTS_URL',
      'GITHUB_OUTPUT',
      'GITHUB_STEP_SUMMARY',
    ]) {
      expect(env, name).not.toHaveProperty(name);
    }
  });

  it('drops any variable holding or containing the token under another name', () => {
    expect(env).not.toHaveProperty('COPIED_TOKEN');
    expect(env).not.toHaveProperty('AUTH_HEADER');
    expect(env).not.toHaveProperty('NPM_CONFIG_RUNTIME');
    expect(JSON.stringify(env)).not.toContain(TOKEN);
  });

  it('scrubs secrets given by the caller and keeps CI=true over the parent', () => {
    const scrubbed = childEnv(
      { SOME_KEY: 'caller-secret-1234', CI: 'false', KEEP: 'x' },
      { secrets: ['caller-secret-1234'] },
    );
    expect(scrubbed).toEqual({ CI: 'true', KEEP: 'x' });
  });

  it('adds extras after the scrub, but never a credential or a secret value', () => {
    const withExtra = childEnv(runnerEnv, {
      secrets: [],
      extra: { CARGO_TARGET_DIR: '/w/target', GITHUB_TOKEN: 'x', LEAK: TOKEN },
    });
    expect(withExtra.CARGO_TARGET_DIR).toBe('/w/target');
    expect(withExtra).not.toHaveProperty('GITHUB_TOKEN');
    expect(withExtra).not.toHaveProperty('LEAK');
  });

  it('matches a short secret only as a whole value', () => {
    const scrubbed = childEnv({ A: 'abc', B: 'xabcx' }, { secrets: ['abc'] });
    expect(scrubbed).toEqual({ B: 'xabcx', CI: 'true' });
  });
});

describe('isDroppedName / collectSecrets', () => {
  it('matches input names whatever their case', () => {
    expect(isDroppedName('input_github-token')).toBe(true);
    expect(isDroppedName('INPUTS')).toBe(false);
  });

  it('collects the token values from the runner variables, once each, never empty', () => {
    expect(
      collectSecrets({ GITHUB_TOKEN: 'a1', INPUT_GITHUB_TOKEN: 'a1', GH_TOKEN: '' }, ['b2']),
    ).toEqual(['b2', 'a1']);
  });
});
