// Attaches classes to the raw diff: the head path's class and ecosystem, and the base path's
// class, so a test renamed into source (or deleted) is still seen as a test change, and the rule
// that decided the head path's class.
import type { ChangedFile, PathClass } from '../model/changed-file.js';
import type { DiffEntry } from '../model/diff.js';

// A module that shadows a test tool or the standard library games the run only when the PR
// brings it: one that was already at base is what the base tests ran with (the project's own
// package, as in pytest's or iniconfig's repositories), so editing it is editing source.
const SHADOWING_RULE = 'python:shadowing-module';

function shadowsOnlyAtHead(entry: DiffEntry, head: PathClass): boolean {
  return head.rule === SHADOWING_RULE && entry.status === 'modified';
}

/** Each entry with the class and rule of its head path and `oldClass` of its base path. */
export function classifyChanges(
  entries: readonly DiffEntry[],
  classify: (path: string) => PathClass,
): ChangedFile[] {
  return entries.map((entry): ChangedFile => {
    const classified = classify(entry.path);
    const head: PathClass = shadowsOnlyAtHead(entry, classified)
      ? { class: 'source', ecosystem: 'python', rule: `${SHADOWING_RULE} (present at base)` }
      : classified;
    const basePath = entry.oldPath ?? entry.path;
    const oldClass = basePath === entry.path ? head.class : classify(basePath).class;
    return { ...entry, class: head.class, ecosystem: head.ecosystem, oldClass, rule: head.rule };
  });
}
