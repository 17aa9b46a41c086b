// Benchmarks of the result parsers on generated inputs: a 50,000-case JUnit file, a 10,000-file lcov.
import { parseLcov } from '../src/core/results/coverage/parse-lcov.js';
import { parseJunit } from '../src/core/results/junit/parse-junit.js';
import { ms, type Row, timeMedian } from './measure.js';

export function junit(cases: number): string {
  const parts = ['<?xml version="1.0" encoding="utf-8"?>\n<testsuites>'];
  for (let s = 0; s < cases / 100; s++) {
    parts.push(`<testsuite name="suite${s}" tests="100" failures="1" errors="0" skipped="0">`);
    for (let c = 0; c < 100; c++) {
      const name = `test_case_${s}_${c}`;
      if (c === 50) {
        parts.push(
          `<testcase classname="tests.test_mod${s}" name="${name}" time="0.001"><failure message="assert 1 == 2">def ${name}():\n&gt;       assert 1 == 2\nE       assert 1 == 2\n\ntests/test_mod${s}.py:12: AssertionError</failure></testcase>`,
        );
      } else {
        parts.push(`<testcase classname="tests.test_mod${s}" name="${name}" time="0.001"/>`);
      }
    }
    parts.push('</testsuite>');
  }
  parts.push('</testsuites>\n');
  return parts.join('\n');
}

export function lcov(files: number): string {
  const parts: string[] = [];
  for (let f = 0; f < files; f++) {
    parts.push('TN:', `SF:src/module${f}.ts`, 'FN:1,f', 'FNDA:1,f', 'FNF:1', 'FNH:1');
    for (let line = 1; line <= 20; line++) parts.push(`DA:${line},${line % 3}`);
    parts.push('LF:20', 'LH:13', 'end_of_record');
  }
  return `${parts.join('\n')}\n`;
}

export async function benchParsers(): Promise<Row[]> {
  const junitText = junit(50_000);
  const lcovText = lcov(10_000);
  const junitMs = await timeMedian(5, () => parseJunit(junitText));
  const lcovMs = await timeMedian(5, () => parseLcov(lcovText));
  const mb = (text: string): string => `${(Buffer.byteLength(text) / 1e6).toFixed(1)} MB input`;
  return [
    {
      name: 'parse JUnit, 50,000 cases',
      median: ms(junitMs),
      target: '< 1000 ms',
      note: mb(junitText),
    },
    {
      name: 'parse lcov, 10,000 files',
      median: ms(lcovMs),
      target: '< 1000 ms',
      note: mb(lcovText),
    },
  ];
}
