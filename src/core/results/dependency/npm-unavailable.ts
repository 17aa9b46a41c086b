// Reads npm's own stderr for a package it could not fetch because the registry is unreachable:
// `npx -y <tool>` (or `npm exec`) of a tool that is not installed. Formats provoked with npm 11.19 (Node 20).
import { type DependencyClaim, MAKE_ERROR, type ToolStop } from './claim.js';

/** `npm error network request to <registry>/<pkg> failed, reason: getaddrinfo ENOTFOUND host`. */
const REQUEST_FAILED =
  /^npm error (?:network |FetchError: )request to (https?:\/\/\S+) failed, reason: ((?:getaddrinfo (?:ENOTFOUND|EAI_AGAIN)|connect (?:ECONNREFUSED|ENETUNREACH)) \S+)$/;

/** npm's own error lines: every line of its report starts so. */
const NPM_LINE = /^npm error(?: |$)/;

/** The packages npm's stderr says it could not fetch for want of the registry. */
export function npmUnavailable(stderr: string): ToolStop {
  const claims: DependencyClaim[] = [];
  let stray = 0;
  for (const raw of stderr.split('\n')) {
    const line = raw.replace(/\r$/, '');
    const failed = REQUEST_FAILED.exec(line);
    const name = failed?.[1] ? packageOf(failed[1]) : null;
    if (failed?.[2] && name !== null) {
      claims.push({ ecosystem: 'npm', name, version: null, url: null, cause: line.slice(10) });
    } else if (line.trim() !== '' && !NPM_LINE.test(line) && !MAKE_ERROR.test(line)) {
      stray += 1;
    }
  }
  return { claims, stray };
}

/** The package a registry URL asks for: its last segment, `@scope%2fname` decoded. */
function packageOf(url: string): string | null {
  const last = url.replace(/\/+$/, '').split('/').at(-1) ?? '';
  let name: string;
  try {
    name = decodeURIComponent(last);
  } catch {
    return null;
  }
  return /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i.test(name) ? name : null;
}
