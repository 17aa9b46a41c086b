// The build folders a C/C++ check's script makes in the tree (`cmake -B build`, `mkdir -p out`
// before `cd out && cmake ..`): what CI's own steps build in, kept between runs beside the
// tree's slot as testlock's own build folder is (docs/caches.md).
import { placeLines } from '../../discovery/commands/cd-lines.js';
import { toolName } from '../../discovery/commands/command-words.js';
import { splitScript } from '../../discovery/commands/script-lines.js';
import { leadingWords } from '../../discovery/commands/shell-words.js';
import { joinDir } from '../../discovery/paths.js';
import type { Check } from '../../model/check.js';

/** The folders a set-up line makes, relative to the root (`cmake -B build`, `mkdir -p out`). */
export function madeFolders(words: readonly string[], dir: string): string[] {
  const tool = toolName(words[0] ?? '');
  const made: string[] = [];
  if (tool === 'mkdir') {
    for (const word of words.slice(1)) if (!word.startsWith('-')) made.push(word);
  } else if (tool === 'cmake') {
    words.forEach((word, i) => {
      if (word === '-B') made.push(words[i + 1] ?? '');
      else if (word.startsWith('-B') && word.length > 2) made.push(word.slice(2));
    });
  }
  return made
    .map((folder) => folder.replace(/^"?\$\{?GITHUB_WORKSPACE\}?\/?/, '').replace(/"$/, ''))
    .filter((folder) => !folder.includes('$'))
    .map((folder) => joinDir(dir, folder))
    .filter((folder): folder is string => folder !== null && folder !== '');
}

/** Every folder the checks' scripts make with cmake or mkdir, repository-relative, once each. */
export function checkBuildFolders(
  checks: readonly Pick<Check, 'script' | 'cwd' | 'skipped'>[],
): string[] {
  const folders = new Set<string>();
  for (const check of checks) {
    if (check.skipped !== null || check.script === '') continue;
    const split = splitScript(check.script);
    if (split.compound) continue;
    for (const line of placeLines(split.lines, check.cwd) ?? []) {
      if (!('dir' in line.at)) continue;
      for (const folder of madeFolders(leadingWords(line.text), line.at.dir)) folders.add(folder);
    }
  }
  // A folder inside another one is kept with it.
  return [...folders].filter((f) => ![...folders].some((o) => o !== f && f.startsWith(`${o}/`)));
}
