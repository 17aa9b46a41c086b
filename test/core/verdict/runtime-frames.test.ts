import { describe, expect, it } from 'vitest';
import { trimRuntimeFrames } from '../../../src/core/verdict/runtime-frames.js';

const ASSERTION = [
  'AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:',
  '',
  '5 !== 4',
  '',
];

describe('trimRuntimeFrames', () => {
  it.each([
    {
      name: 'node:internal frames after the user frame become one line',
      input: [
        ...ASSERTION,
        '    at TestContext.<anonymous> (file:///repo/test/add.test.js:6:10)',
        '    at Test.runInAsyncScope (node:async_hooks:206:9)',
        '    at Test.run (node:internal/test_runner/test:631:25)',
        '    at async Test.processPendingSubtests (node:internal/test_runner/test:374:7)',
      ],
      output: [
        ...ASSERTION,
        '    at TestContext.<anonymous> (file:///repo/test/add.test.js:6:10)',
        '    at … 3 runtime frames (node:) left out',
      ],
    },
    {
      name: 'runtime frames before any user frame stay (the failure is in the runtime)',
      input: [
        'Error: ENOENT: no such file or directory',
        '    at Object.openSync (node:fs:573:18)',
        '    at readFileSync (node:fs:452:35)',
        '    at loadFixture (/repo/test/helpers.js:3:10)',
        '    at node:internal/main/run_main_module:28:49',
      ],
      output: [
        'Error: ENOENT: no such file or directory',
        '    at Object.openSync (node:fs:573:18)',
        '    at readFileSync (node:fs:452:35)',
        '    at loadFixture (/repo/test/helpers.js:3:10)',
        '    at … 1 runtime frame (node:) left out',
      ],
    },
    {
      name: 'a user frame between runtime frames is kept, in order',
      input: [
        '    at a (/repo/src/a.js:1:1)',
        '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
        '    at async b (/repo/src/b.js:2:2)',
        '    at async node:internal/modules/esm/loader:1:1',
      ],
      output: [
        '    at a (/repo/src/a.js:1:1)',
        '    at … 1 runtime frame (node:) left out',
        '    at async b (/repo/src/b.js:2:2)',
        '    at … 1 runtime frame (node:) left out',
      ],
    },
    {
      name: 'text that only mentions node: outside a frame is untouched',
      input: ['expected "node:internal/x" to equal "y"', '    at t (/repo/t.test.js:1:1)'],
      output: ['expected "node:internal/x" to equal "y"', '    at t (/repo/t.test.js:1:1)'],
    },
    {
      name: 'a second stack (a cause) starts over: its leading runtime frames stay',
      input: [
        '    at t (/repo/t.test.js:1:1)',
        '[cause]: Error: boom',
        '    at node:internal/x:1:1',
      ],
      output: [
        '    at t (/repo/t.test.js:1:1)',
        '[cause]: Error: boom',
        '    at node:internal/x:1:1',
      ],
    },
  ])('$name', ({ input, output }) => {
    expect(trimRuntimeFrames(input.join('\n'))).toBe(output.join('\n'));
  });
});
