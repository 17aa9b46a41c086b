// The variables a `run:` step writes to `$GITHUB_ENV`, which GitHub sets for every later step of
// the job (`echo "PYTHONPATH=src" >> "$GITHUB_ENV"`): the checks testlock reads from that job
// need them as CI has them, both to run as CI runs and so that a variable naming a file a tool
// loads (PYTEST_PLUGINS, COVERAGE_RCFILE) is followed.

// `echo NAME=value >> $GITHUB_ENV` with the value bare or quoted whole (`"NAME=value"`), and
// the file named `$GITHUB_ENV`, `${GITHUB_ENV}` or quoted. Other forms (printf, a heredoc, a
// block redirected at once) are not read: the variable is then not set, as with a secret.
const WRITE =
  /^[ \t]*echo[ \t]+(?:(["'])([A-Za-z_]\w*)=([^\n]*?)\1|([A-Za-z_]\w*)=([^\s"'|;&<>]*))[ \t]*>>[ \t]*(["']?)\$(?:GITHUB_ENV|\{GITHUB_ENV\})\6[ \t]*$/gm;

// GitHub refuses these from the file (a step cannot make later steps' node load code).
const REFUSED = new Set(['NODE_OPTIONS']);

/**
 * The variables `run` (a step's script, its `${{ }}` already substituted) writes to
 * `$GITHUB_ENV`, later writes replacing earlier ones. A value the shell would still expand
 * (`$HOME`, `$(pwd)`, a backquote or an escape inside double quotes) is run-time: not set.
 */
export function envFileWrites(run: string): Record<string, string> {
  const written: Record<string, string> = {};
  for (const m of run.matchAll(WRITE)) {
    const quote = m[1];
    const name = (m[2] ?? m[4]) as string;
    const value = (m[3] ?? m[5]) as string;
    const expands = quote === "'" ? false : /[$`\\]/.test(value);
    if (REFUSED.has(name)) continue;
    // A run-time value replaces what an earlier line wrote: the variable is then unknown.
    if (expands) delete written[name];
    else written[name] = value;
  }
  return written;
}
