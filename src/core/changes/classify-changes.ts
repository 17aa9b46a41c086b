// Attaches classes to the raw diff: the head path's class and ecosystem, and the base path's
// class, so a test renamed into source (or deleted) is still seen as a test change, and the rule
// that decided the head path's class.
import type { ChangedFile, DiffEntry, PathClass } from '../model.js';

/** Each entry with the class and rule of its head path and `oldClass` of its base path. */
export function classifyChanges(
  entries: readonly DiffEntry[],
  classify: (path: string) => PathClass,
): ChangedFile[] {
  return entries.map((entry): ChangedFile => {
    const head = classify(entry.path);
    const basePath = entry.oldPath ?? entry.path;
    const oldClass = basePath === entry.path ? head.class : classify(basePath).class;
    return { ...entry, class: head.class, ecosystem: head.ecosystem, oldClass, rule: head.rule };
  });
}
