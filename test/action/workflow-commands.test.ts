// Workflow commands as the runner parses them: escaping, per-step annotation limits, stop-commands.
import { describe, expect, it } from 'vitest';
import {
  annotationCommands,
  command,
  echoUntrusted,
  escapeProperty,
  newCommandToken,
  withCommandsStopped,
} from '../../src/action/workflow-commands.js';
import type { Annotation } from '../../src/core/render/annotations.js';

function annotation(level: Annotation['annotation_level'], i: number): Annotation {
  return {
    path: `f${i}.py`,
    start_line: i,
    end_line: i,
    annotation_level: level,
    message: `m${i}`,
  };
}

describe('escaping', () => {
  it('encodes %, CR and LF in data and also : and , in properties', () => {
    expect(escapeProperty('a%b\r\nc:d,e')).toBe('a%25b%0D%0Ac%3Ad%2Ce');
    expect(command('error', { file: 'a,b.py', line: 3 }, '50%\n::error::x')).toBe(
      '::error file=a%2Cb.py,line=3::50%25%0A::error::x\n',
    );
  });
});

describe('annotationCommands', () => {
  it('keeps within 10 per level, leaving room for the step failure', () => {
    const all = [
      ...Array.from({ length: 15 }, (_, i) => annotation('failure', i + 1)),
      ...Array.from({ length: 12 }, (_, i) => annotation('warning', i + 1)),
      annotation('notice', 1),
    ];
    const { lines, omitted } = annotationCommands(all, 1);
    expect(lines.filter((l) => l.startsWith('::error '))).toHaveLength(9);
    expect(lines.filter((l) => l.startsWith('::warning '))).toHaveLength(10);
    expect(lines.filter((l) => l.startsWith('::notice '))).toHaveLength(1);
    expect(omitted).toBe(8);
  });
});

describe('stop-commands', () => {
  it('wraps untrusted text and resumes even when the work throws', async () => {
    const out: string[] = [];
    const token = newCommandToken();
    expect(token).not.toBe(newCommandToken());
    await expect(
      withCommandsStopped(
        (t) => out.push(t),
        token,
        async () => {
          throw new Error('boom');
        },
      ),
    ).rejects.toThrow('boom');
    echoUntrusted((t) => out.push(t), token, '::error::x');
    expect(out.join('')).toBe(
      `::stop-commands::${token}\n::${token}::\n::stop-commands::${token}\n::error::x\n::${token}::\n`,
    );
  });
});
