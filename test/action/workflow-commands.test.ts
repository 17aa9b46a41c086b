// Workflow commands testlock writes itself or limits: per-step annotation limits (the bytes are
// those the real @actions/core writes to stdout) and stop-commands around untrusted text.
import { describe, expect, it } from 'vitest';
import {
  echoUntrusted,
  logAnnotations,
  newCommandToken,
  withCommandsStopped,
} from '../../src/action/workflow-commands.js';
import type { Annotation } from '../../src/core/render/annotations.js';
import { inRunner } from './runner-env.js';

function annotation(level: Annotation['annotation_level'], i: number): Annotation {
  return {
    path: `f${i}.py`,
    start_line: i,
    end_line: i,
    annotation_level: level,
    message: `m${i}`,
  };
}

describe('logAnnotations', () => {
  it('keeps within 10 per level, leaving room for the step failure', async () => {
    const all = [
      ...Array.from({ length: 15 }, (_, i) => annotation('failure', i + 1)),
      ...Array.from({ length: 12 }, (_, i) => annotation('warning', i + 1)),
      annotation('notice', 1),
    ];
    const { value: omitted, stdout } = await inRunner({}, (io) => logAnnotations(io, all, 1));
    const lines = stdout.split('\n');
    expect(lines.filter((l) => l.startsWith('::error '))).toHaveLength(9);
    expect(lines.filter((l) => l.startsWith('::warning '))).toHaveLength(10);
    expect(lines.filter((l) => l.startsWith('::notice '))).toHaveLength(1);
    expect(omitted).toBe(8);
    expect(lines[0]).toBe('::error file=f1.py,line=1,endLine=1::m1');
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
