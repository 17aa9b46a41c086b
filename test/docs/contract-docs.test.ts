// The contract pages stay in step with what they describe: docs/action.md with action.yml, and
// docs/report.md with the reader of reports (its example is a report testlock accepts, its tables
// list exactly the fields that reader carries over).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseReport } from '../../src/core/report-schema.js';

const ROOT = join(import.meta.dirname, '..', '..');

function read(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

/** The lines of the Markdown section under `heading`, up to the next heading of any level. */
function section(markdown: string, heading: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start === -1) throw new Error(`no section ${heading}`);
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => line.startsWith('#'));
  return end === -1 ? rest : rest.slice(0, end);
}

/** The first column of a table's rows, without backticks: `| \`name\` | … |` → name. */
function firstColumn(lines: readonly string[]): string[] {
  return lines
    .filter((line) => line.startsWith('| `'))
    .map((line) => (line.split('|')[1] ?? '').trim().replace(/^`|`$/g, ''));
}

/** Rows of a table as [first column, second column], backticks kept in the second. */
function rows(lines: readonly string[]): Array<[string, string]> {
  return lines
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      return [(cells[1] ?? '').replace(/^`|`$/g, ''), cells[2] ?? ''];
    });
}

interface ActionYml {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, unknown>;
}

describe('docs/action.md', () => {
  const action = parse(read('action.yml')) as ActionYml;
  const doc = read('docs/action.md');

  it('has one row for every input of action.yml, and none that is not there', () => {
    const documented = firstColumn(section(doc, '## Inputs'));
    expect([...documented].sort()).toEqual(Object.keys(action.inputs).sort());
  });

  it('gives each input the default action.yml gives it', () => {
    const documented = new Map(rows(section(doc, '## Inputs')));
    for (const [name, input] of Object.entries(action.inputs)) {
      const expected = input.default === undefined || input.default === '' ? '' : input.default;
      expect(documented.get(name)?.replace(/^`|`$/g, ''), name).toBe(expected);
    }
  });

  it('has one row for every output of action.yml, and none that is not there', () => {
    const documented = firstColumn(section(doc, '## Outputs'));
    expect([...documented].sort()).toEqual(Object.keys(action.outputs).sort());
  });
});

describe('docs/report.md', () => {
  const doc = read('docs/report.md');
  const example = /```json\n([\s\S]*?)\n```/.exec(doc)?.[1] ?? '';

  it('shows an example report that the report reader accepts', () => {
    const parsed = parseReport(example);
    expect(parsed).toMatchObject({ ok: true });
  });

  it('lists exactly the top-level fields the reader carries over', () => {
    const parsed = parseReport(example);
    if (!parsed.ok) throw new Error(parsed.reason);
    const documented = firstColumn(section(doc, '## Top-level fields'));
    expect([...documented].sort()).toEqual(Object.keys(parsed.report).sort());
  });

  it('lists every field of a check the reader carries over, and the optional reason', () => {
    const parsed = parseReport(example);
    if (!parsed.ok) throw new Error(parsed.reason);
    const check = parsed.report.checks[0] ?? {};
    const documented = firstColumn(section(doc, '## Checks'));
    expect([...documented].sort()).toEqual([...Object.keys(check), 'reason'].sort());
  });

  it('lists every field of an anomaly', () => {
    const parsed = parseReport(example);
    if (!parsed.ok) throw new Error(parsed.reason);
    const documented = firstColumn(section(doc, '## Anomalies'));
    expect([...documented].sort()).toEqual(Object.keys(parsed.report.anomalies[0] ?? {}).sort());
  });
});
