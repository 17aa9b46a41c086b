// Structured logs: one JSON object per line on stdout, with the secrets the App holds replaced
// wherever they might appear (an error message that quotes a header, a URL).
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  log(level: LogLevel, message: string, fields?: LogFields): void;
  /** Adds a secret (an installation token) that must never reach the log. */
  redact(secret: string): void;
}

export function createLogger(
  write: (line: string) => void = (l) => process.stdout.write(l),
): Logger {
  const secrets = new Set<string>();
  const scrub = (text: string): string => {
    let out = text;
    for (const secret of secrets) out = out.split(secret).join('[redacted]');
    return out;
  };
  return {
    log(level, message, fields = {}) {
      const entry = { time: new Date().toISOString(), level, message, ...fields };
      write(`${scrub(JSON.stringify(entry))}\n`);
    },
    redact(secret) {
      // Short strings would blank out ordinary words; tokens are long.
      if (secret.length >= 8) secrets.add(secret);
    },
  };
}

/** The first line of an error's message, for a log field. */
export function reasonOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n', 1)[0] ?? '';
}
