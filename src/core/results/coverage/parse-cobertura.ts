// Reads Cobertura XML (coverage.py `coverage xml`, istanbul's cobertura reporter, JaCoCo converters):
// the root's lines-covered/lines-valid, or else the hits of every <line> (each file counted once).
import type { CoverageTotals } from '../../model/results.js';
import { ParseError } from '../parse-error.js';
import { attr, child, children, parseXml, type XmlElement } from '../xml/xml-tree.js';

export function parseCobertura(content: string): CoverageTotals {
  const root = child(parseXml('cobertura', content), 'coverage');
  if (root === null) throw new ParseError('cobertura', 'no <coverage> root element');
  const covered = integer(attr(root, 'lines-covered'));
  const valid = integer(attr(root, 'lines-valid'));
  if (covered !== null && valid !== null) return { linesCovered: covered, linesTotal: valid };
  return sumLineHits(root);
}

function integer(text: string | null): number | null {
  return text !== null && /^\d+$/.test(text.trim()) ? Number(text) : null;
}

// A file's lines can appear in several <class> elements (one per class in the file): keyed by
// filename and line number, a line is covered when any of them has hits.
function sumLineHits(root: XmlElement): CoverageTotals {
  const lines = new Map<string, boolean>();
  for (const pkg of children(child(root, 'packages') ?? {}, 'package')) {
    for (const cls of children(child(pkg, 'classes') ?? {}, 'class')) {
      const file = attr(cls, 'filename') ?? attr(cls, 'name') ?? '';
      for (const line of children(child(cls, 'lines') ?? {}, 'line')) {
        const key = `${file}\u0000${attr(line, 'number') ?? ''}`;
        lines.set(key, lines.get(key) === true || Number(attr(line, 'hits') ?? 0) > 0);
      }
    }
  }
  let covered = 0;
  for (const hit of lines.values()) if (hit) covered++;
  return { linesCovered: covered, linesTotal: lines.size };
}
