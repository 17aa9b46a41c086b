// Reads the go command's own stderr for a module it could not download: the proxy or the
// network is unreachable, or lookups are off (`GOPROXY=off`). Formats provoked with go1.19.
import { type DependencyClaim, MAKE_ERROR, type ToolStop } from './claim.js';

/** `go: downloading github.com/x/y v1.2.3`: the module go was fetching when it stopped. */
const DOWNLOADING = /^go: downloading (\S+) (v\S+)$/;

/** `lru.go:3:8: github.com/x/y@v1.2.3: <why>` or `go: github.com/x/y@v1.2.3: <why>`. */
const MODULE_ERROR = /^(?:[^\s:][^:]*\.go:\d+:\d+: |go: )([^\s@:]+)@(v[^\s:]+): (.+)$/;

/** `lru.go:3:8: module lookup disabled by GOPROXY=off`: names no module, the last download does. */
const BARE_LOOKUP_OFF = /^[^\s:][^:]*\.go:\d+:\d+: module lookup disabled by GOPROXY=off$/;

/** Why a download fails without saying anything about the module itself (not a 404, not a checksum). */
const UNREACHABLE: readonly RegExp[] = [
  /^module lookup disabled by GOPROXY=off$/,
  /: dial tcp(?: \S+)?: (?:lookup \S+(?: on \S+)?: no such host|connect: (?:connection refused|network is unreachable))$/,
];

function unreachable(why: string): boolean {
  return UNREACHABLE.some((pattern) => pattern.test(why));
}

/** The modules go's stderr says it could not download for want of a network or proxy. */
export function goUnavailable(stderr: string): ToolStop {
  const claims: DependencyClaim[] = [];
  let stray = 0;
  let downloading: { name: string; version: string } | null = null;
  for (const raw of stderr.split('\n')) {
    const line = raw.replace(/\r$/, '');
    const fetching = DOWNLOADING.exec(line);
    const named = MODULE_ERROR.exec(line);
    if (fetching?.[1] && fetching[2]) {
      downloading = { name: fetching[1], version: fetching[2] };
    } else if (named?.[1] && named[2] && named[3] && unreachable(named[3])) {
      claims.push(claim(named[1], named[2], line));
    } else if (BARE_LOOKUP_OFF.test(line) && downloading !== null) {
      claims.push(claim(downloading.name, downloading.version, line));
    } else if (line.trim() !== '' && !MAKE_ERROR.test(line)) {
      stray += 1;
    }
  }
  return { claims, stray };
}

function claim(name: string, version: string, cause: string): DependencyClaim {
  return { ecosystem: 'go', name, version, url: null, cause };
}
