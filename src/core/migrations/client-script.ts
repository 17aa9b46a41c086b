// The scripts testlock gives the server's client (psql, sqlite3) to apply a phase's SQL files in
// order, each in its own transaction where the tool would; and, after a failure, which file and
// line the client named and the error it printed, verbatim.
import type { Engine, SqlScript } from '../model/migration.js';

/** The file name a script is written under: its repository path when plain, else a number. */
export function scriptFileName(script: SqlScript, index: number): string {
  return /^[\w][\w./-]*$/.test(script.path) && !script.path.split('/').includes('..')
    ? script.path
    : `script-${index}.sql`;
}

/** The marker printed before each script, so a failure can be placed when the client says less. */
export const STEP_MARKER = 'testlock-step';

/**
 * A line the client would run as its own command instead of sending it to the server (`\!`,
 * `\i`, `.shell`): the tool would send it as SQL, so testlock refuses the file instead.
 */
export function clientCommandLine(sql: string, engine: Engine): number | null {
  const lines = sql.split('\n');
  const index = lines.findIndex((line) =>
    engine === 'sqlite' ? /^\s*\.[A-Za-z]/.test(line) : /^\s*\\/.test(line),
  );
  return index === -1 ? null : index + 1;
}

function quoted(path: string): string {
  return `'${path.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** The client's driver script: for each file, a marker, then the file in a transaction or not. */
export function driverScript(
  engine: Engine,
  files: ReadonlyArray<{ name: string; transaction: boolean }>,
): string {
  const lines = engine === 'sqlite' ? ['.bail on'] : ['\\set ON_ERROR_STOP on', '\\set QUIET on'];
  files.forEach((file, index) => {
    if (engine === 'sqlite') {
      lines.push(`.print ${STEP_MARKER} ${index}`);
      if (file.transaction) lines.push('BEGIN;');
      lines.push(`.read ${quoted(file.name)}`);
      if (file.transaction) lines.push('COMMIT;');
    } else {
      lines.push(`\\echo ${STEP_MARKER} ${index}`);
      if (file.transaction) lines.push('BEGIN;');
      lines.push(`\\i ${quoted(file.name)}`);
      if (file.transaction) lines.push('COMMIT;');
    }
  });
  return `${lines.join('\n')}\n`;
}

/** The index of the last script the client started (from its markers), or null. */
export function lastStarted(stdout: string): number | null {
  const found = [...stdout.matchAll(new RegExp(`^${STEP_MARKER} (\\d+)$`, 'gm'))].pop();
  return found === undefined ? null : Number(found[1]);
}

/** The error as the client printed it: from its first error line on, markers left out. */
export function clientError(stderr: string): string {
  const lines = stderr.replace(/\r\n/g, '\n').split('\n');
  const start = lines.findIndex((line) =>
    /\bERROR\b|\berror\b|^Error:|^Parse error|^Runtime error/.test(line),
  );
  return lines
    .slice(start === -1 ? 0 : start)
    .filter((line) => !line.startsWith(STEP_MARKER))
    .join('\n')
    .trim();
}

/** The line the client names in its error: psql's `psql:<file>:<line>:`, sqlite's `near line N`. */
export function errorLine(error: string): number | null {
  const psql = /^psql:.+?:(\d+): /m.exec(error)?.[1];
  const sqlite = /near line (\d+)/.exec(error)?.[1];
  const found = psql ?? sqlite;
  return found === undefined ? null : Number(found);
}
