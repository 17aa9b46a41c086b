// Reads XML reports (JUnit, Cobertura) into plain element objects with fast-xml-parser, set up for
// hostile input: no entity expansion, attribute values kept as strings, CDATA kept apart from text.
import type { XMLParser } from 'fast-xml-parser';
import { xmlModule } from '../../parsers/installed.js';
import { KeptResults } from '../../text/kept-results.js';
import { ParseError } from '../parse-error.js';
import { decodeXmlText } from './xml-text.js';

/** An element as the parser returns it: attributes and children by name, text under TEXT/CDATA. */
export type XmlElement = { [key: string]: XmlValue };
type XmlValue = string | XmlElement | XmlElement[] | undefined;

const TEXT = '#text';
const ATTRIBUTES = '#attributes';
const CDATA = '#cdata';
const REPEATED = new Set([
  'testsuite',
  'testcase',
  'failure',
  'error',
  'skipped',
  'system-out',
  'system-err',
  'class',
  'package',
  'line',
]);

// Built on first use: the parser's module is installed only in runs that read a report.
let parser: XMLParser | null = null;
const newParser = (): XMLParser =>
  new (xmlModule().XMLParser)({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    // Kept apart from children: node:test writes both a `failure` attribute and a <failure> child.
    attributesGroupName: ATTRIBUTES,
    processEntities: false,
    htmlEntities: false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    alwaysCreateTextNode: true,
    cdataPropName: CDATA,
    ignoreDeclaration: true,
    ignorePiTags: true,
    isArray: (name: string) => REPEATED.has(name),
    maxNestedTags: 200,
  });

// The last document parsed: a check's JUnit report is read for its results and for its test IDs,
// one after the other (some 50 ms a parse for 3,600 tests). Callers only read what they get.
const last = new KeptResults<XmlElement>(1);

/** Parses `content`, throwing ParseError (format `format`) when it is not well-formed XML. */
export function parseXml(format: string, content: string): XmlElement {
  return last.get(content) ?? last.keep(content, parseValid(format, content));
}

function parseValid(format: string, content: string): XmlElement {
  const valid = xmlModule().XMLValidator.validate(content);
  if (valid !== true) {
    const { msg, line, col } = valid.err;
    throw new ParseError(format, `malformed XML at line ${line}, column ${col}: ${msg}`);
  }
  try {
    parser ??= newParser();
    return parser.parse(content) as XmlElement;
  } catch (error) {
    throw new ParseError(format, `malformed XML: ${(error as Error).message}`);
  }
}

export function children(element: XmlElement, name: string): XmlElement[] {
  const value = element[name];
  if (Array.isArray(value)) return value;
  return value !== undefined && typeof value === 'object' ? [value] : [];
}

export function child(element: XmlElement, name: string): XmlElement | null {
  return children(element, name)[0] ?? null;
}

export function attr(element: XmlElement, name: string): string | null {
  const group = element[ATTRIBUTES];
  const value =
    group !== undefined && !Array.isArray(group) && typeof group === 'object'
      ? group[name]
      : undefined;
  return typeof value === 'string' ? decodeXmlText(value) : null;
}

/** The element's text, entity references in plain text decoded, CDATA sections as written. */
export function textOf(element: XmlElement): string {
  return partText(element[TEXT], true) + partText(element[CDATA], false);
}

function partText(value: XmlValue, decode: boolean): string {
  if (typeof value === 'string') return decode ? decodeXmlText(value) : value;
  if (Array.isArray(value)) return value.map((part) => partText(part[TEXT], decode)).join('');
  return value === undefined ? '' : partText(value[TEXT], decode);
}
