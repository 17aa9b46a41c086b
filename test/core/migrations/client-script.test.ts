// The driver scripts the server's client runs, and reading back which file failed and why.
import { describe, expect, it } from 'vitest';
import {
  clientCommandLine,
  clientError,
  driverScript,
  errorLine,
  lastStarted,
  scriptFileName,
} from '../../../src/core/migrations/client-script.js';

describe('client scripts', () => {
  it('psql: a marker per file, a transaction where the tool has one', () => {
    expect(
      driverScript('postgres', [
        { name: 'db/1.sql', transaction: true },
        { name: "it's.sql", transaction: false },
      ]),
    ).toBe(
      "\\set ON_ERROR_STOP on\n\\set QUIET on\n\\echo testlock-step 0\nBEGIN;\n\\i 'db/1.sql'\nCOMMIT;\n\\echo testlock-step 1\n\\i 'it''s.sql'\n",
    );
  });

  it('sqlite3: the same with dot-commands', () => {
    expect(driverScript('sqlite', [{ name: 'a.sql', transaction: true }])).toBe(
      ".bail on\n.print testlock-step 0\nBEGIN;\n.read 'a.sql'\nCOMMIT;\n",
    );
  });

  it('writes a file under its path only when the path is plain', () => {
    const s = (path: string) => ({ path, sql: '', transaction: true });
    expect(scriptFileName(s('db/migrations/0001_a.up.sql'), 0)).toBe('db/migrations/0001_a.up.sql');
    expect(scriptFileName(s('db/x\ny.sql'), 3)).toBe('script-3.sql');
    expect(scriptFileName(s('../etc/x.sql'), 4)).toBe('script-4.sql');
  });

  it.each([
    ['postgres', 'SELECT 1;\n\\! rm -rf /\n', 2],
    ['postgres', "SELECT '\\n';\n", null],
    ['sqlite', 'SELECT 1;\n.shell id\n', 2],
    ['sqlite', 'SELECT 1.5;\n', null],
  ] as const)(
    'gaming: a client command in a migration (%s %j) is found at line %s',
    (engine, sql, line) => {
      expect(clientCommandLine(sql, engine)).toBe(line);
    },
  );

  it('reads the failure back: the last marker, the error from its first line, its line number', () => {
    expect(lastStarted('testlock-step 0\ntestlock-step 1\n')).toBe(1);
    expect(lastStarted('')).toBeNull();
    const stderr = 'NOTICE: x\npsql:db/2.sql:3: ERROR:  relation "t" already exists\n';
    expect(clientError(stderr)).toBe('psql:db/2.sql:3: ERROR:  relation "t" already exists');
    expect(errorLine(clientError(stderr))).toBe(3);
    expect(errorLine('Parse error near line 7: table t already exists')).toBe(7);
  });
});
