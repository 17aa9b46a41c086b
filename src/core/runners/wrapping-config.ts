// What the witnesses of runners that take set-up modules only from their config share (vitest,
// ava): the check given testlock's wrapping config with `--config` where that config is surely the
// one the runner reads, and the wrapping config's opening lines.
import { appendArgs } from '../run/instrument-args.js';
import type { InstrumentContext, Instrumented } from '../run/instrumented.js';
import { type Mode, packageScriptName, simpleWords } from '../run/tool-words.js';

/**
 * The check with `--config=<config>`; null where it runs behind a console script, outside a
 * known folder, through a script that is not the runner's words alone, or where its own words
 * choose a config (`ownConfig`).
 */
export function withWrappingConfig(
  prepared: Instrumented,
  context: InstrumentContext,
  mode: Mode,
  ownConfig: RegExp,
  config: string,
): Instrumented | null {
  if (mode === 'console' || context.checkDir === undefined || context.checkDir === '') return null;
  const { check } = prepared;
  let scripted: string[] = [];
  if (mode === 'npm-script') {
    // Only a script that is the runner's words alone passes the option on to it.
    const name = packageScriptName([check.command, ...check.args], context.packageScripts);
    const words = simpleWords(context.packageScripts[name ?? ''] ?? '');
    if (words === null) return null;
    scripted = words;
  }
  if ([...scripted, ...check.args].some((word) => ownConfig.test(word))) return null;
  return { ...prepared, check: appendArgs(check, [`--config=${config}`], mode) };
}

/**
 * The wrapping config's first lines: the project's config (`config`, an absolute path) as its one
 * static import, node's modules through a loader, the witness's path and the channel beside it.
 */
export function wrappingConfigHead(config: string | null, witness: string): string {
  const imported = config === null ? '' : `import config from ${JSON.stringify(config)};\n`;
  return `${imported}const load = (name) => import(name);
const fs = (await load('node:fs')).default;
const path = (await load('node:path')).default;
const { fileURLToPath } = await load('node:url');
const witness = ${JSON.stringify(witness)};
const channel = path.join(path.dirname(fileURLToPath(import.meta.url)), 'channel.jsonl');
`;
}
