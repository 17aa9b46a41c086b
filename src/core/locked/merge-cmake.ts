// The locked version of a CMake file outside the test folders (a root CMakeLists.txt, a module
// under cmake/): head's text, with every changed command that decides what runs or passes (tests,
// test targets, warning/sanitizer/coverage flags, the control flow around them) taken from base.
// The PR's sources, libraries and options stay, as a manifest's dependencies do; a test target
// the PR adds is left out with its test files.
import { type CMakeSides, cmakeSides, type Region } from '../tools/cmake-build/command-diff.js';

/** Where base's locked commands of a region go in head: before this head command (or at the end). */
function anchorOf(region: Region, sides: CMakeSides, lockedHead: readonly number[]): number {
  if (lockedHead.length > 0) return lockedHead[0] as number;
  const first = region.base[0];
  const baseFirst = first !== undefined && sides.baseReasons[first] !== null;
  return baseFirst ? (region.head[0] ?? region.headAfter) : region.headAfter;
}

/** Head's text with the locked parts of each changed region taken from base. */
export function mergeCMake(baseText: string, headText: string): string {
  const sides = cmakeSides(baseText, headText);
  const dropped = new Set<number>();
  const inserts = new Map<number, string[]>();
  for (const region of sides.regions) {
    const lockedBase = region.base.filter((i) => sides.baseReasons[i] !== null);
    const lockedHead = region.head.filter((i) => sides.headReasons[i] !== null);
    if (lockedBase.length === 0 && lockedHead.length === 0) continue;
    for (const i of lockedHead) dropped.add(i);
    if (lockedBase.length === 0) continue;
    const anchor = anchorOf(region, sides, lockedHead);
    const texts = lockedBase.map((i) => {
      const command = sides.base[i];
      return command === undefined ? '' : baseText.slice(command.start, command.end);
    });
    inserts.set(anchor, [...(inserts.get(anchor) ?? []), ...texts]);
  }
  if (dropped.size === 0 && inserts.size === 0) return headText;
  let out = '';
  let at = 0;
  sides.head.forEach((command, i) => {
    out += headText.slice(at, command.start);
    for (const text of inserts.get(i) ?? []) out += `${text}\n`;
    if (!dropped.has(i)) out += headText.slice(command.start, command.end);
    at = command.end;
  });
  out += headText.slice(at);
  const tail = inserts.get(sides.head.length) ?? [];
  if (tail.length > 0) out += `${out.endsWith('\n') || out === '' ? '' : '\n'}${tail.join('\n')}\n`;
  return out;
}

/** A CMake file the PR adds: its locked commands left out (nothing at base to take them from). */
export function lockAddedCMake(headText: string): string {
  return mergeCMake('', headText);
}
