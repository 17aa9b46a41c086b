// The workflow examples in the README and docs/ are copied into real workflows, some into the
// trusted phase of the fork flow. `${{ … }}` inside a `run:` script (or github-script's `script:`)
// is expanded into the code before it runs: an output holding a PR's test name is then code. The
// examples pass such values through `env:`; this test reads every yaml block and keeps it so.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = join(import.meta.dirname, '../..');

function docs(): string[] {
  const pages = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', 'CONTRIBUTING.md', ...pages];
}

function yamlBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^ *```ya?ml\n([\s\S]*?)^ *```/gm)].map((m) => dedent(m[1] ?? ''));
}

function dedent(text: string): string {
  const lines = text.split('\n');
  const indent = Math.min(
    ...lines.filter((l) => l.trim() !== '').map((l) => l.length - l.trimStart().length),
  );
  return lines.map((l) => l.slice(Number.isFinite(indent) ? indent : 0)).join('\n');
}

/** Scripts of a parsed workflow fragment that hold an expression: `where: text`. */
function expandedScripts(node: unknown, path = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => expandedScripts(item, `${path}[${i}]`));
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  const found: string[] = [];
  const script = (key: string, value: unknown): void => {
    if (typeof value === 'string' && value.includes('${{')) found.push(`${path}.${key}: ${value}`);
  };
  script('run', record.run);
  if (typeof record.uses === 'string' && record.uses.startsWith('actions/github-script')) {
    script('with.script', (record.with as Record<string, unknown> | undefined)?.script);
  }
  for (const [key, value] of Object.entries(record)) {
    if (key !== 'run') found.push(...expandedScripts(value, `${path}.${key}`));
  }
  return found;
}

/** Every `${{ … }}` expanded into a script, in every yaml block of `markdown`. */
function scriptInjections(markdown: string): string[] {
  return yamlBlocks(markdown).flatMap((block) => expandedScripts(parse(block)));
}

describe('workflow examples in the docs', () => {
  it('reads the yaml blocks (a guard against a pattern that matches nothing)', () => {
    const blocks = docs().flatMap((page) => yamlBlocks(readFileSync(join(ROOT, page), 'utf8')));
    expect(blocks.length).toBeGreaterThan(8);
    expect(blocks.some((block) => block.includes('steps.testlock.outputs'))).toBe(true);
  });

  for (const page of docs()) {
    it(`${page}: no \${{ … }} inside a run: script`, () => {
      expect(scriptInjections(readFileSync(join(ROOT, page), 'utf8'))).toEqual([]);
    });
  }

  it('finds the injection it is for, and not a value passed through env:', () => {
    const unsafe = [
      '```yaml',
      'steps:',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, not a template
      '  - run: echo "testlock says ${{ steps.testlock.outputs.confidence-qualifier }}"',
      '  - uses: actions/github-script@v7',
      '    with:',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, not a template
      '      script: console.log("${{ github.event.pull_request.title }}")',
      '```',
    ].join('\n');
    expect(scriptInjections(unsafe)).toHaveLength(2);
    const safe = [
      '```yaml',
      'steps:',
      '  - env:',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, not a template
      '      QUALIFIER: ${{ steps.testlock.outputs.confidence-qualifier }}',
      '    run: echo "testlock says $QUALIFIER"',
      '```',
    ].join('\n');
    expect(scriptInjections(safe)).toEqual([]);
  });
});
