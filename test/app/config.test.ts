// The App's settings as an operator gives them: every misconfiguration is refused at start in one
// line naming the variable (a garbage key, a port out of range, a folder it cannot write), before
// the server listens, instead of at the first webhook.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, readAppConfig } from '../../src/app/config.js';
import { folderProblem, machineProblems } from '../../src/app/preflight.js';

const dir = mkdtempSync(join(tmpdir(), 'testlock-app-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rsa = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
}).privateKey;
const ec = generateKeyPairSync('ec', {
  namedCurve: 'P-256',
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
}).privateKey;

const GOOD = {
  APP_ID: '123',
  PRIVATE_KEY: rsa,
  WEBHOOK_SECRET: 's3cret',
  TESTLOCK_CACHE_DIR: join(dir, 'cache'),
};

function refusal(env: Record<string, string | undefined>): string {
  try {
    readAppConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).not.toMatch(/[\r\n]/);
    return message;
  }
  throw new Error('the configuration was accepted');
}

describe('readAppConfig refuses a misconfiguration in one line', () => {
  const keyFile = join(dir, 'garbage.pem');
  writeFileSync(keyFile, 'not a key\n');
  const cases: Array<[string, Record<string, string | undefined>, string]> = [
    ['no APP_ID', { ...GOOD, APP_ID: undefined }, 'APP_ID is required'],
    [
      'APP_ID not a number',
      { ...GOOD, APP_ID: 'testlock' },
      "APP_ID must be a number, got 'testlock'",
    ],
    [
      'a garbage PRIVATE_KEY',
      { ...GOOD, PRIVATE_KEY: 'ghp_pasted-the-wrong-thing' },
      'PRIVATE_KEY is not a PEM private key (expected the .pem file GitHub generated for the App)',
    ],
    [
      'a PEM that is cut short',
      { ...GOOD, PRIVATE_KEY: rsa.slice(0, 200) },
      'PRIVATE_KEY is not a PEM private key (expected the .pem file GitHub generated for the App)',
    ],
    [
      'a key that is not RSA',
      { ...GOOD, PRIVATE_KEY: ec },
      'PRIVATE_KEY holds a ec key; GitHub App keys are RSA',
    ],
    [
      'a PRIVATE_KEY_PATH that does not exist',
      { ...GOOD, PRIVATE_KEY: undefined, PRIVATE_KEY_PATH: join(dir, 'nope.pem') },
      `PRIVATE_KEY_PATH '${join(dir, 'nope.pem')}' cannot be read: ENOENT`,
    ],
    [
      'a PRIVATE_KEY_PATH holding no key',
      { ...GOOD, PRIVATE_KEY: undefined, PRIVATE_KEY_PATH: keyFile },
      `PRIVATE_KEY_PATH '${keyFile}' is not a PEM private key (expected the .pem file GitHub generated for the App)`,
    ],
    ['no WEBHOOK_SECRET', { ...GOOD, WEBHOOK_SECRET: ' ' }, 'WEBHOOK_SECRET is required'],
    [
      'PORT=80000',
      { ...GOOD, PORT: '80000' },
      "PORT must be a port number from 1 to 65535, got '80000'",
    ],
    ['PORT=0', { ...GOOD, PORT: '0' }, "PORT must be a port number from 1 to 65535, got '0'"],
    [
      'PORT=3000.5',
      { ...GOOD, PORT: '3000.5' },
      "PORT must be a port number from 1 to 65535, got '3000.5'",
    ],
    [
      'PORT=http',
      { ...GOOD, PORT: 'http' },
      "PORT must be a port number from 1 to 65535, got 'http'",
    ],
    [
      'a timeout that is not a number',
      { ...GOOD, TESTLOCK_REPORT_TIMEOUT_MINUTES: 'soon' },
      "TESTLOCK_REPORT_TIMEOUT_MINUTES must be a positive number, got 'soon'",
    ],
    [
      'an API URL that is not one',
      { ...GOOD, GITHUB_API_URL: 'api.github.com' },
      "GITHUB_API_URL must be an http(s) URL, got 'api.github.com'",
    ],
  ];
  it.each(cases)('%s', (_name, env, message) => {
    expect(refusal(env)).toBe(message);
  });

  it('honest: a key with `\\n` for newlines (a platform without multi-line variables) is taken', () => {
    const config = readAppConfig({ ...GOOD, PRIVATE_KEY: rsa.replace(/\n/g, '\\n'), PORT: '8080' });
    expect(config.privateKey).toBe(rsa);
    expect(config.port).toBe(8080);
  });
});

describe('the machine the App runs on', () => {
  it('a state folder that cannot be written is named with the reason', async () => {
    const blocker = join(dir, 'a-file');
    writeFileSync(blocker, 'in the way\n');
    const config = readAppConfig({ ...GOOD, STATE_DIR: join(blocker, 'state') });
    const problems = await machineProblems(config);
    expect(problems).toEqual([`STATE_DIR '${join(blocker, 'state')}' cannot be written: ENOTDIR`]);
  });

  it('honest: folders it can create and write are no problem, and leave no probe behind', async () => {
    const target = join(dir, 'fresh', 'state');
    expect(await folderProblem('STATE_DIR', target)).toBeNull();
    const config = readAppConfig({ ...GOOD, STATE_DIR: target });
    expect(await machineProblems(config)).toEqual([]);
    expect(readdirSync(target)).toEqual([]);
  });
});
