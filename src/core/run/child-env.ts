// The environment a check runs with: the parent's minus every credential the Actions runner
// hands an action, so code from a pull request never sees the token (docs/action.md).

export interface ChildEnvOptions {
  /** Values that must not reach the child, whatever variable holds them (e.g. the token input). */
  secrets: readonly string[];
  /** Added after the scrub (e.g. CARGO_TARGET_DIR, a check's CI `env:`); scrubbed the same way. */
  extra?: Readonly<Record<string, string>>;
}

// Credentials and credential endpoints the runner sets for actions, by exact name.
const DROPPED_NAMES: ReadonlySet<string> = new Set([
  'GITHUB_TOKEN',
  'GH_TOKEN',
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RUNTIME_URL',
  'ACTIONS_CACHE_URL',
  'ACTIONS_RESULTS_URL',
  // File commands: a check writing here could set testlock's outputs, env or job summary.
  'GITHUB_ENV',
  'GITHUB_OUTPUT',
  'GITHUB_PATH',
  'GITHUB_STATE',
  'GITHUB_STEP_SUMMARY',
]);

// Action inputs (the token among them) and OIDC request credentials, by prefix.
const DROPPED_PREFIXES: readonly string[] = ['INPUT_', 'ACTIONS_ID_TOKEN_REQUEST_'];

// Variables whose value is itself a secret to hunt for under other names.
const SECRET_NAMES: readonly string[] = [
  'GITHUB_TOKEN',
  'GH_TOKEN',
  'INPUT_GITHUB-TOKEN',
  'INPUT_GITHUB_TOKEN',
  'INPUT_TOKEN',
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
];

// Below this length a secret is matched only as a whole value: a short "secret" contained in
// unrelated values (PATH, HOME) would wipe the environment without protecting anything.
const MIN_CONTAINED_SECRET = 8;

/** True when a variable of this name is never passed to a check. */
export function isDroppedName(name: string): boolean {
  const upper = name.toUpperCase();
  return DROPPED_NAMES.has(upper) || DROPPED_PREFIXES.some((prefix) => upper.startsWith(prefix));
}

/** The secrets to scrub: the given ones plus the values of the runner's credential variables. */
export function collectSecrets(
  parent: Readonly<Record<string, string | undefined>>,
  secrets: readonly string[],
): string[] {
  const fromEnv = SECRET_NAMES.map((name) => parent[name]);
  const all = [...secrets, ...fromEnv].filter((value): value is string => !!value);
  return [...new Set(all)];
}

/** True when a value equals a secret, or contains one long enough to match safely. */
export function revealsSecret(value: string, secrets: readonly string[]): boolean {
  return secrets.some(
    (secret) =>
      value === secret || (secret.length >= MIN_CONTAINED_SECRET && value.includes(secret)),
  );
}

/** Builds the child's environment: scrubbed parent and extras, then `CI=true`. */
export function childEnv(
  parent: Readonly<Record<string, string | undefined>>,
  options: ChildEnvOptions,
): Record<string, string> {
  const secrets = collectSecrets(parent, options.secrets);
  const env: Record<string, string> = {};
  const candidates: Array<[string, string | undefined]> = [
    ...Object.entries(parent),
    ['CI', 'true'],
    ...Object.entries(options.extra ?? {}),
  ];
  for (const [name, value] of candidates) {
    if (value === undefined || isDroppedName(name) || revealsSecret(value, secrets)) continue;
    env[name] = value;
  }
  return env;
}

/**
 * The variable that marks every process a check starts, as `RUNNER_TRACKING_ID` does for the
 * runner: one name per check rather than one shared name with a per-check value, so a check
 * that runs testlock again keeps the outer check's marker alongside its own.
 */
export function checkMarker(id: string): { name: string; value: string; entry: string } {
  const name = `TESTLOCK_CHECK_${id.replace(/[^A-Za-z0-9]/g, '')}`;
  return { name, value: '1', entry: `${name}=1` };
}
