// Turns a failed JUnit testcase into a TestFailure: the message's core, the verbatim body, the location.
import type { TestFailure } from '../../model/results.js';
import { clipBlock } from '../../text/clip.js';
import { stripAnsi } from '../../text/strip-ansi.js';
import { findLocation } from '../find-location.js';
import { attr, children, textOf, type XmlElement } from '../xml/xml-tree.js';

// Messages that say nothing (gotestsum writes "Failed"); the body is read instead.
const EMPTY_MESSAGE = /^(?:failed|failure|error|)$/i;
const GO_LOG_LINE = /^\s+[\w.-]+\.go:\d+: (.+)$/;

export function failureOf(testcase: XmlElement, name: string, problem: XmlElement): TestFailure {
  const body = stripAnsi(textOf(problem)).replace(/\r\n?/g, '\n');
  const message = messageOf(stripAnsi(attr(problem, 'message') ?? ''), body);
  const fallback = bodyOfStreams(testcase) || message;
  const located = findLocation(body, { name, file: attr(testcase, 'file') ?? undefined });
  const lineAttr = Number(attr(testcase, 'line') ?? Number.NaN);
  return {
    name,
    message,
    detail: clipBlock(body.trim() === '' ? fallback : body),
    file: located?.file ?? attr(testcase, 'file'),
    line: located?.line ?? (Number.isInteger(lineAttr) ? lineAttr : null),
  };
}

function messageOf(attribute: string, body: string): string {
  const first = firstLine(attribute);
  if (!EMPTY_MESSAGE.test(first)) return first;
  const lines = body.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('=== '));
  const goLog = lines.map((line) => GO_LOG_LINE.exec(line)?.[1]).find((text) => text !== undefined);
  return goLog ?? (lines[0] ?? '').trim();
}

function firstLine(text: string): string {
  return (text.split('\n').find((line) => line.trim() !== '') ?? '').trim();
}

function bodyOfStreams(testcase: XmlElement): string {
  const streams = [...children(testcase, 'system-out'), ...children(testcase, 'system-err')];
  return stripAnsi(streams.map((stream) => textOf(stream)).join('\n'));
}
