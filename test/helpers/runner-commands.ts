// The workflow commands a GitHub Actions runner would issue from a step's log, by the runner's own
// rules (actions/runner ActionCommandManager.TryProcessCommand, ActionCommand.TryParseV2 and
// TryParse): a line is read up to CR, LF or CRLF; `::name props::data` counts once the line's
// leading blanks are trimmed; failing that, the legacy `##[name props]data` counts ANYWHERE in the
// line; names are matched without case; `stop-commands` stops everything until a line that is
// the stop token as a command (in either form) resumes. Written from the runner's documented
// behaviour for the tests: testlock's log is fed through it and every issued command is checked.

/** The commands the runner registers (its command extensions, plus stop-commands). */
const REGISTERED = [
  'set-env',
  'set-output',
  'save-state',
  'add-mask',
  'add-path',
  'add-matcher',
  'remove-matcher',
  'warning',
  'error',
  'notice',
  'debug',
  'group',
  'endgroup',
  'echo',
  'stop-commands',
];

export interface IssuedCommand {
  /** Lower case, as the runner compares it. */
  name: string;
  /** The properties as written (`file=…,line=…` or `name=…;`). */
  properties: string;
  data: string;
  form: '::' | '##[';
  /** The log line that issued it. */
  line: string;
}

interface Parsed {
  name: string;
  properties: string;
  data: string;
  form: '::' | '##[';
}

function parseV2(line: string, registered: ReadonlySet<string>): Parsed | null {
  const message = line.trimStart();
  if (!message.startsWith('::')) return null;
  const end = message.indexOf('::', 2);
  if (end < 0) return null;
  const info = message.slice(2, end);
  const space = info.indexOf(' ');
  const name = (space < 0 ? info : info.slice(0, space)).toLowerCase();
  if (!registered.has(name)) return null;
  return {
    name,
    properties: space < 0 ? '' : info.slice(space + 1),
    data: message.slice(end + 2),
    form: '::',
  };
}

function parseLegacy(line: string, registered: ReadonlySet<string>): Parsed | null {
  const prefix = line.indexOf('##[');
  if (prefix < 0) return null;
  const close = line.indexOf(']', prefix);
  if (close < 0) return null;
  const info = line.slice(prefix + 3, close);
  const space = info.indexOf(' ');
  const name = (space < 0 ? info : info.slice(0, space)).toLowerCase();
  if (!registered.has(name)) return null;
  return {
    name,
    properties: space < 0 ? '' : info.slice(space + 1),
    data: line.slice(close + 1),
    form: '##[',
  };
}

/** Every command the runner would process from `log`, in order (stop and resume included). */
export function issuedCommands(log: string): IssuedCommand[] {
  const registered = new Set(REGISTERED);
  const issued: IssuedCommand[] = [];
  let stopToken: string | null = null;
  for (const line of log.split(/\r\n|\r|\n/)) {
    if (line === '') continue;
    const parsed = parseV2(line, registered) ?? parseLegacy(line, registered);
    if (parsed === null) continue;
    if (stopToken !== null) {
      // Stopped: only the token itself, used as a command, resumes.
      if (parsed.name !== stopToken) continue;
      registered.delete(stopToken);
      stopToken = null;
      issued.push({ ...parsed, name: 'resume', line });
      continue;
    }
    if (parsed.name === 'stop-commands') {
      stopToken = parsed.data.toLowerCase();
      registered.add(stopToken);
    }
    issued.push({ ...parsed, line });
  }
  return issued;
}
