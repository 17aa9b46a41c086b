// The locked version of CMakePresets.json: its test parts from base (every test and workflow
// preset, and the configure presets they build from or that set sanitizers, with the presets
// those inherit), the rest from head, so a PR's new build preset stays.
import { isRecord } from '../text/is-record.js';

type Json = Record<string, unknown>;

const SANITIZER = /-fsanitize=|sanitiz|(?:^|[-_])(?:a|ub|t|m)san(?:[-_]|$)/i;

function parse(text: string): Json | null {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

function presets(document: Json, kind: string): Json[] {
  const list = document[kind];
  return Array.isArray(list) ? list.filter(isRecord) : [];
}

const nameOf = (preset: Json): string => (typeof preset.name === 'string' ? preset.name : '');

/** The configure presets base's tests depend on: named by a test preset, sanitizing, inherited. */
function lockedConfigure(base: Json): Set<string> {
  const all = presets(base, 'configurePresets');
  const locked = new Set<string>();
  for (const test of presets(base, 'testPresets'))
    if (typeof test.configurePreset === 'string') locked.add(test.configurePreset);
  for (const preset of all) if (SANITIZER.test(JSON.stringify(preset))) locked.add(nameOf(preset));
  // What they inherit decides them too.
  for (let grew = true; grew; ) {
    grew = false;
    for (const preset of all.filter((p) => locked.has(nameOf(p)))) {
      const parents = typeof preset.inherits === 'string' ? [preset.inherits] : preset.inherits;
      for (const parent of Array.isArray(parents) ? parents : [])
        if (typeof parent === 'string' && !locked.has(parent)) {
          locked.add(parent);
          grew = true;
        }
    }
  }
  return locked;
}

/** Head's presets with base's test parts; head's text unchanged when those parts are base's. */
export function mergeCMakePresets(baseText: string, headText: string): string {
  const base = parse(baseText) ?? {};
  const head = parse(headText);
  // A file that is no JSON object cannot be merged: base's version runs.
  if (head === null) return baseText;
  const merged: Json = { ...head };
  for (const kind of ['testPresets', 'workflowPresets']) {
    if (base[kind] === undefined) delete merged[kind];
    else merged[kind] = base[kind];
  }
  const locked = lockedConfigure(base);
  const fromBase = presets(base, 'configurePresets').filter((p) => locked.has(nameOf(p)));
  const kept = presets(head, 'configurePresets').filter((p) => !locked.has(nameOf(p)));
  if (fromBase.length > 0 || head.configurePresets !== undefined)
    merged.configurePresets = [...fromBase, ...kept];
  const same = (kind: string): boolean => JSON.stringify(base[kind]) === JSON.stringify(head[kind]);
  const inHead = new Map(
    presets(head, 'configurePresets').map((p) => [nameOf(p), JSON.stringify(p)]),
  );
  const unchanged =
    same('testPresets') &&
    same('workflowPresets') &&
    fromBase.every((preset) => inHead.get(nameOf(preset)) === JSON.stringify(preset));
  if (unchanged) return headText;
  return `${JSON.stringify(merged, null, 2)}\n`;
}

/** A presets file the PR adds: its test and workflow presets left out. */
export function lockAddedCMakePresets(headText: string): string {
  return mergeCMakePresets('{}', headText);
}
