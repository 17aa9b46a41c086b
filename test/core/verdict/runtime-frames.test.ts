// Runtime and test-runner frames folded in the first failure, for every runner whose stacks
// testlock shows: node (with and without `at`), vitest and jest under node_modules, the JVM,
// Python, Go and Rust; the project's frames and the frames next to the error stay.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trimRuntimeFrames } from '../../../src/core/verdict/runtime-frames.js';

const fixture = (name: string): string =>
  readFileSync(join(import.meta.dirname, '../results/fixtures/console', name), 'utf8');

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
        '    … 3 runtime frames left out',
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
        '    … 1 runtime frame left out',
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
        '    … 1 runtime frame left out',
        '    at async b (/repo/src/b.js:2:2)',
        '    … 1 runtime frame left out',
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

describe('trimRuntimeFrames for every runner', () => {
  it('node --test (TAP): the stack without `at` under `stack: |-` keeps the test frame only', () => {
    const out = trimRuntimeFrames(fixture('node-test-tap.txt'));
    expect(out).toContain(
      '        TestContext.<anonymous> (file:///tmp/nodet/test/limits.test.js:10:12)\n        … 8 runtime frames left out\n      ...',
    );
    expect(out).not.toContain('node:internal/test_runner');
    expect(out).not.toContain('Promise.all (index 0)');
    // The YAML around it is not a stack: untouched.
    expect(out).toContain("      location: '/tmp/nodet/test/limits.test.js:9:3'");
  });

  it('vitest and jest: the runner under node_modules after the test frame is folded', () => {
    const input = [
      'AssertionError: expected 5 to be 4',
      '    at /repo/test/add.test.ts:6:17',
      '    at file:///repo/node_modules/@vitest/runner/dist/index.js:135:14',
      '    at file:///repo/node_modules/@vitest/runner/dist/index.js:60:26',
      '    at runTest (file:///repo/node_modules/@vitest/runner/dist/index.js:781:11)',
      '    at Object.<anonymous> (/repo/node_modules/jest-circus/build/utils.js:298:28)',
      '    at new Promise (<anonymous>)',
    ].join('\n');
    expect(trimRuntimeFrames(input).split('\n')).toEqual([
      'AssertionError: expected 5 to be 4',
      '    at /repo/test/add.test.ts:6:17',
      '    … 5 runtime frames left out',
    ]);
  });

  it('honest: an assertion library under node_modules next to the error stays', () => {
    const input = [
      'AssertionError: expected 1 to equal 2',
      '    at Proxy.<anonymous> (/repo/node_modules/chai/lib/chai/core/assertions.js:1065:12)',
      '    at Context.<anonymous> (/repo/test/a.spec.js:4:20)',
      '    at callFn (/repo/node_modules/mocha/lib/runnable.js:366:21)',
    ].join('\n');
    expect(trimRuntimeFrames(input).split('\n')).toEqual([
      'AssertionError: expected 1 to equal 2',
      '    at Proxy.<anonymous> (/repo/node_modules/chai/lib/chai/core/assertions.js:1065:12)',
      '    at Context.<anonymous> (/repo/test/a.spec.js:4:20)',
      '    … 1 runtime frame left out',
    ]);
  });

  it('the JVM: JUnit and reflection frames after the test are folded', () => {
    const input = [
      'java.lang.AssertionError: expected:<100> but was:<101>',
      '\tat org.junit.Assert.fail(Assert.java:89)',
      '\tat com.x.LimitsTest.burst(LimitsTest.java:17)',
      '\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)',
      '\tat org.junit.runners.model.FrameworkMethod$1.runReflectiveCall(FrameworkMethod.java:59)',
    ].join('\n');
    expect(trimRuntimeFrames(input).split('\n')).toEqual([
      'java.lang.AssertionError: expected:<100> but was:<101>',
      '\tat org.junit.Assert.fail(Assert.java:89)',
      '\tat com.x.LimitsTest.burst(LimitsTest.java:17)',
      '\t… 2 runtime frames left out',
    ]);
  });

  it('Python: the runner’s frames before the test are folded, the library frame at the error stays', () => {
    const input = [
      'Traceback (most recent call last):',
      '  File "/usr/lib/python3.12/unittest/case.py", line 58, in testPartExecutor',
      '    yield',
      '  File "/usr/lib/python3.12/unittest/case.py", line 634, in run',
      '    self._callTestMethod(testMethod)',
      '  File "/repo/tests/test_limits.py", line 12, in test_burst',
      '    admit(json.loads(raw))',
      '  File "/usr/lib/python3.12/json/__init__.py", line 346, in loads',
      '    return _default_decoder.decode(s)',
      '           ^^^^^^^^^^^^^^^^^^^^^^^^^^',
      'json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)',
    ].join('\n');
    expect(trimRuntimeFrames(input).split('\n')).toEqual([
      'Traceback (most recent call last):',
      '  … 2 runtime frames left out',
      '  File "/repo/tests/test_limits.py", line 12, in test_burst',
      '    admit(json.loads(raw))',
      '  File "/usr/lib/python3.12/json/__init__.py", line 346, in loads',
      '    return _default_decoder.decode(s)',
      '           ^^^^^^^^^^^^^^^^^^^^^^^^^^',
      'json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)',
    ]);
  });

  it('Go: the panic machinery and the testing package are folded, the project’s frames stay', () => {
    const input = [
      'panic: runtime error: index out of range [3] with length 3 [recovered]',
      '',
      'goroutine 7 [running]:',
      'testing.tRunner.func1.2({0x5a5c60, 0xc000016120})',
      '\t/usr/local/go/src/testing/testing.go:1545 +0x238',
      'panic({0x5a5c60?, 0xc000016120?})',
      '\t/usr/local/go/src/runtime/panic.go:914 +0x21f',
      'example.com/m.Admit(...)',
      '\t/repo/limits.go:5',
      'example.com/m.TestBurst(0xc000007860?)',
      '\t/repo/limits_test.go:9 +0x1d',
      'testing.tRunner(0xc0000076c0, 0x5e1d38)',
      '\t/usr/local/go/src/testing/testing.go:1595 +0xff',
      'created by testing.(*T).Run in goroutine 1',
      '\t/usr/local/go/src/testing/testing.go:1648 +0x3ad',
    ].join('\n');
    expect(trimRuntimeFrames(input).split('\n')).toEqual([
      'panic: runtime error: index out of range [3] with length 3 [recovered]',
      '',
      'goroutine 7 [running]:',
      '… 2 runtime frames left out',
      'example.com/m.Admit(...)',
      '\t/repo/limits.go:5',
      'example.com/m.TestBurst(0xc000007860?)',
      '\t/repo/limits_test.go:9 +0x1d',
      '… 2 runtime frames left out',
    ]);
  });

  it('Rust: the panic machinery and std frames around the test are folded', () => {
    const out = trimRuntimeFrames(fixture('cargo-backtrace.txt'));
    const start = out.indexOf('stack backtrace:');
    const block = out.slice(start, out.indexOf('note:', start)).trimEnd().split('\n');
    expect(block).toEqual([
      'stack backtrace:',
      '   … 4 runtime frames left out',
      '   4: limits_rs::tests::remaining_counts_down',
      '             at ./src/lib.rs:38:9',
      '   5: limits_rs::tests::remaining_counts_down::{{closure}}',
      '             at ./src/lib.rs:37:31',
      '   … 2 runtime frames left out',
    ]);
  });

  it('honest: a stack with no frame of the project is left whole (the failure is in the runtime)', () => {
    const input = [
      'Error: listen EADDRINUSE',
      '    at Server.setupListenHandle (node:net:1897:16)',
      '    at listenInCluster (node:net:1945:12)',
    ].join('\n');
    expect(trimRuntimeFrames(input)).toBe(input);
  });
});
