// `test-environment-read`: changed product code that newly reads whether it runs under a test
// runner. Each added line is read with the lines near it and the file's string constants; what
// the base version of the file already read is kept (the rule judges what the PR adds).
import { fileView, headLines } from '../../heuristics/file-view.js';
import type { Anomaly, Severity } from '../../model/anomaly.js';
import type { ChangedFile, Ecosystem } from '../../model/changed-file.js';
import type { Hunk } from '../../model/diff.js';
import { clipChars } from '../../text/clip.js';
import { findCfgTestBlocks } from '../rust-inline-tests.js';
import { lineCode } from '../skip-markers.js';
import { type Spelled, spelledStrings, stringConstants } from './constant-strings.js';
import { genericEffect } from './generic-effect.js';
import { languageSignals } from './runner-signals.js';
import { lineSignals, type SignalHit } from './signal-rules.js';

const LANGUAGES: ReadonlySet<Ecosystem> = new Set(['python', 'javascript', 'go', 'rust']);
// Lines either side a read may be split over (`name = 'VI' + 'TEST'` … `environ[name]`).
const NEAR = 4;

interface Found {
  line: number;
  severity: Severity;
  hit: SignalHit;
  text: string;
}

function scan(
  text: string,
  ecosystem: Ecosystem,
  buildScript: boolean,
  judged: (line: number) => boolean,
): Found[] {
  const lines = headLines(text, ecosystem);
  const codes = lines.map((l) => lineCode(l.text, ecosystem).code);
  const constants = stringConstants(codes);
  const spelled: Spelled[][] = codes.map((c) => spelledStrings(c, constants));
  const inTests = ecosystem === 'rust' ? findCfgTestBlocks(text) : [];
  const signals = languageSignals(ecosystem);
  const found: Found[] = [];
  const plugin = signals.isPlugin(text);
  lines.forEach((l, i) => {
    if (!judged(l.line) || l.bare.trim() === '') return;
    if (inTests.some((r) => l.line >= r.start && l.line <= r.end)) return;
    const from = Math.max(0, i - NEAR);
    const to = i + NEAR + 1;
    const nearSpelled = spelled.slice(from, to).flat();
    const hits = lineSignals({
      ecosystem,
      text: l.text,
      code: codes[i] ?? '',
      bare: l.bare,
      next: lines.slice(i + 1).find((n) => n.bare.trim() !== '')?.bare ?? '',
      near: codes.slice(from, to).join('\n'),
      spelled: spelled[i] ?? [],
      nearSpelled,
      nearJoined: nearSpelled
        .filter((s) => !s.built)
        .map((s) => s.text)
        .join(''),
      signals,
      buildScript,
    });
    for (const hit of hits) {
      if (plugin && hit.signal.startsWith('module ')) continue;
      const severity: Severity =
        hit.kind === 'runner'
          ? 'critical'
          : hit.kind === 'generic' && genericEffect(lines, i, ecosystem) === 'result'
            ? 'critical'
            : 'warning';
      found.push({ line: l.line, severity, hit, text: l.text });
    }
  });
  return found;
}

const keyOf = (f: Found): string => `${f.hit.signal}\u0000${f.severity}`;
const RANK: Record<Severity, number> = { critical: 0, warning: 1, info: 2 };

/** The anomalies of one changed source file, from its hunks and both sides' texts. */
export function testEnvironmentReads(
  file: ChangedFile,
  hunks: readonly Hunk[],
  baseText: string | null,
  headText: string | null,
): Anomaly[] {
  if (file.class !== 'source' || file.status === 'deleted' || headText === null) return [];
  const view = fileView(file, hunks);
  const ecosystem = view.ecosystem;
  if (ecosystem === null || !LANGUAGES.has(ecosystem)) return [];
  const added = new Set(
    view.blocks.flatMap((b) => b.added.filter((a) => !a.moved).map((a) => a.line)),
  );
  if (added.size === 0) return [];
  const buildScript = ecosystem === 'rust' && /(?:^|\/)build\.rs$/.test(file.path);
  const atBase = new Set(
    baseText === null ? [] : scan(baseText, ecosystem, buildScript, () => true).map(keyOf),
  );
  const byLine = new Map<number, Found>();
  for (const f of scan(headText, ecosystem, buildScript, (n) => added.has(n))) {
    if (atBase.has(keyOf(f))) continue;
    const known = byLine.get(f.line);
    if (known === undefined || RANK[f.severity] < RANK[known.severity]) byLine.set(f.line, f);
  }
  return [...byLine.values()]
    .sort((a, b) => a.line - b.line)
    .map((f) => ({
      kind: 'test-environment-read',
      severity: f.severity,
      path: file.path,
      line: f.line,
      detail: `${f.hit.what}${f.severity === 'warning' && f.hit.kind === 'generic' ? ' (only for logging or diagnostics)' : ''}: ${clipChars(f.text.trim(), 160)}`,
    }));
}
