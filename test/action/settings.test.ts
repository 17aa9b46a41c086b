// Inputs as the runner passes them (INPUT_* with hyphens kept), read through @actions/core,
// become one validated object.
import { describe, expect, it } from 'vitest';
import { inputVariable } from '../../src/action/settings.js';
import { settingsOf } from './harness.js';
import { inRunner } from './runner-env.js';

function env(inputs: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]),
  );
}

describe('readSettings', () => {
  it('reads INPUT_ names with hyphens kept, trimmed, with the defaults', async () => {
    const settings = await settingsOf({
      ...env({ 'github-token': ' t0k ', 'test-command': 'pytest -q', 'timeout-minutes': '2.5' }),
      RUNNER_TEMP: '/runner/tmp',
    });
    expect(settings).toMatchObject({
      token: 't0k',
      commands: { test: 'pytest -q' },
      timeoutMinutes: 2.5,
      onTestChange: null,
      allowLabel: 'testlock:allow-test-changes',
      checkName: 'testlock',
      mode: 'run',
      verdictPath: '/runner/tmp/testlock-report.json',
      unverifiedConclusion: 'failure',
      annotationLimit: 200,
      config: null,
      workingDirectory: '',
    });
  });

  it('reads evidence-path, null when empty', async () => {
    expect((await settingsOf(env({ 'evidence-path': ' out/evidence.md ' }))).evidencePath).toBe(
      'out/evidence.md',
    );
    expect((await settingsOf(env({ 'evidence-path': '' }))).evidencePath).toBeNull();
  });

  it('passes a non-default config path, which must then exist', async () => {
    expect((await settingsOf(env({ config: '.github/testlock.yml' }))).config).toBeNull();
    expect((await settingsOf(env({ config: 'ci/testlock.yml' }))).config).toBe('ci/testlock.yml');
  });

  it('reads names with spaces as the toolkit does', async () => {
    const read = await inRunner({ 'INPUT_MY_INPUT-X': ' v ' }, (io) => io.input('my input-x'));
    expect(read.value).toBe('v');
    expect(inputVariable('my input-x')).toBe('INPUT_MY_INPUT-X');
  });

  it.each([
    [
      'mode',
      'bogus',
      "Invalid input 'mode': 'bogus'. Expected one of: run, report, merge, projects.",
    ],
    [
      'on-test-change',
      'strict',
      "Invalid input 'on-test-change': 'strict'. Expected one of: fail, warn, ignore.",
    ],
    [
      'unverified-conclusion',
      'success',
      "Invalid input 'unverified-conclusion': 'success'. Expected one of: failure, neutral.",
    ],
    [
      'timeout-minutes',
      '0',
      "Invalid input 'timeout-minutes': '0'. Expected a number of minutes above 0.",
    ],
    [
      'annotation-limit',
      '1.5',
      "Invalid input 'annotation-limit': '1.5'. Expected a whole number, 0 or more.",
    ],
  ])('rejects %s=%s naming the input', async (name, value, message) => {
    await expect(settingsOf(env({ [name]: value }))).rejects.toThrow(message);
  });
});
