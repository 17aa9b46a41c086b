// Commands a package.json declares (`bin`, `directories.bin`): the install links them into
// node_modules/.bin, which every package script finds its commands in first, so a PR's bin named
// `vitest` (with the real one dropped from the dependencies) runs in place of the base's runner.
import type { Anomaly } from '../model/anomaly.js';
import type { ChangedFile } from '../model/changed-file.js';
import { clipChars } from '../text/clip.js';
import { lineOfFirst } from '../text/line-of.js';
import { isCheckCommand } from './check-commands.js';

// A command the checks run is critical; any other is a warning: it replaces something only
// where a check runs that name.

interface Declared {
  /** Command name → the file it runs. */
  bins: Map<string, string>;
  /** `directories.bin`: every file in that folder becomes a command. */
  folder: string | null;
}

function declared(text: string | null): Declared {
  const none: Declared = { bins: new Map(), folder: null };
  if (text === null) return none;
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return none;
  }
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) return none;
  const { bin, name, directories } = doc as Record<string, unknown>;
  const bins = new Map<string, string>();
  // A string bin is named after the package, without its scope.
  if (typeof bin === 'string' && typeof name === 'string')
    bins.set(name.replace(/^@[^/]+\//, ''), bin);
  else if (bin !== null && typeof bin === 'object' && !Array.isArray(bin)) {
    for (const [command, target] of Object.entries(bin)) bins.set(command, String(target));
  }
  const dirs = directories as Record<string, unknown> | null | undefined;
  const folder =
    dirs !== null && typeof dirs === 'object' && typeof dirs.bin === 'string' ? dirs.bin : null;
  return { bins, folder };
}

/** `harness-modified` for each command a package.json the PR adds or changes newly declares. */
export function binAnomalies(
  file: ChangedFile,
  baseText: string | null,
  headText: string | null,
): Anomaly[] {
  const name = file.path.slice(file.path.lastIndexOf('/') + 1);
  if (name !== 'package.json' || headText === null || file.status === 'deleted') return [];
  const before = declared(baseText);
  const after = declared(headText);
  const found: Anomaly[] = [];
  const at = (needle: string) => lineOfFirst(headText, needle);
  for (const [command, target] of after.bins) {
    if (before.bins.get(command) === target) continue;
    const known = isCheckCommand(command);
    found.push({
      kind: 'harness-modified',
      severity: known ? 'critical' : 'warning',
      path: file.path,
      line: at(`"${command}"`) ?? at('"bin"'),
      detail: `declares the command '${command}' (${clipChars(target, 80)}): the install links it into node_modules/.bin, where package scripts find their commands first${known ? ', and the checks run that command or start it' : '; a check that runs that command would run this file'}`,
    });
  }
  if (after.folder !== null && after.folder !== before.folder) {
    found.push({
      kind: 'harness-modified',
      severity: 'critical',
      path: file.path,
      line: at('"directories"'),
      detail: `directories.bin '${clipChars(after.folder, 80)}': every file there becomes a command in node_modules/.bin, where package scripts find their commands first`,
    });
  }
  return found;
}
