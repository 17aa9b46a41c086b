// A doctest text file's examples decide its severity: prose edits are a warning, an example or
// its expected output changed is critical.
import { describe, expect, it } from 'vitest';
import { doctestExamples, doctestSeverity } from '../../../src/core/changes/doctest-text.js';

const README =
  'Usage\n=====\n\n>>> from calc import add\n>>> add(2, 2)\n4\n\nMore text.\n\n>>> add(\n...     1, 1)\n2\n';

describe('doctestExamples', () => {
  it('groups prompts, continuations and output; prose is left out', () => {
    expect(doctestExamples(README)).toEqual([
      '>>> from calc import add\n>>> add(2, 2)\n4',
      '>>> add(\n...     1, 1)\n2',
    ]);
  });
  it('a prompt after output starts a new example', () => {
    expect(doctestExamples('>>> a\n1\n>>> b\n2\n')).toEqual(['>>> a\n1', '>>> b\n2']);
  });
});

describe('doctestSeverity', () => {
  it('honest: prose changed, examples kept (reindented): warning', () => {
    const head = README.replace('More text.', 'Much more text.').replace(
      '>>> add(2, 2)',
      '  >>> add(2, 2)',
    );
    expect(doctestSeverity({ base: README, head }).severity).toBe('warning');
  });
  it('gaming: an expected output changed: critical', () => {
    expect(doctestSeverity({ base: README, head: README.replace('\n4\n', '\n5\n') }).severity).toBe(
      'critical',
    );
  });
  it('gaming: an example removed, or the file deleted: critical', () => {
    const head = README.slice(0, README.indexOf('>>> add(\n'));
    expect(doctestSeverity({ base: README, head }).severity).toBe('critical');
    expect(doctestSeverity({ base: README, head: null }).severity).toBe('critical');
  });
});
