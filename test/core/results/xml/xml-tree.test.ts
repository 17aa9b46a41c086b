// The XML reader keeps the last document: a report read twice (results, then test IDs) is parsed
// once; any other text, and malformed text after a good one, is read for what it is.
import { describe, expect, it } from 'vitest';
import { junitIds } from '../../../../src/core/inventory/run-ids.js';
import { parseJunit } from '../../../../src/core/results/junit/parse-junit.js';
import { ParseError } from '../../../../src/core/results/parse-error.js';
import { attr, children, parseXml } from '../../../../src/core/results/xml/xml-tree.js';

const report = (name: string): string =>
  `<?xml version="1.0"?><testsuites><testsuite name="s" tests="1"><testcase classname="t" name="${name}"/></testsuite></testsuites>`;

describe('parseXml', () => {
  it('gives the same document for the same text, and a new one for other text', () => {
    const text = report('a');
    const first = parseXml('junit', text);
    expect(parseXml('junit', `${text}`)).toBe(first);
    const other = parseXml('junit', report('b'));
    expect(other).not.toBe(first);
    const suite = children(children(other, 'testsuites')[0] ?? other, 'testsuite')[0];
    const testcase = suite === undefined ? undefined : children(suite, 'testcase')[0];
    expect(testcase === undefined ? null : attr(testcase, 'name')).toBe('b');
  });

  it('reads malformed text as malformed after a good document', () => {
    parseXml('junit', report('a'));
    expect(() => parseXml('junit', '<testsuites><testcase>')).toThrow(ParseError);
    expect(() => parseXml('junit', '<testsuites><testcase>')).toThrow(ParseError);
  });

  it("gives a report's results and IDs from one parse, each as if read alone", () => {
    const text = report('test_x');
    expect(parseJunit(text).testIds).toEqual(junitIds(text).ran);
  });
});
