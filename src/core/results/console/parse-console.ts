// Picks the console parser for a runner: the fallback when a runner could not write a report.
import type { TestRun } from '../../model/results.js';
import type { RunnerName } from '../runner-name.js';
import { parseTap } from '../tap/parse-tap.js';
import { parseTapSpec } from '../tap/parse-tap-spec.js';
import { parseAva } from './parse-ava.js';
import { parseBun } from './parse-bun.js';
import { parseCargoTest } from './parse-cargo-test.js';
import { parseDeno } from './parse-deno.js';
import { parseGoTest } from './parse-go-test.js';
import { parseGotestsum } from './parse-gotestsum.js';
import { parseJapa } from './parse-japa.js';
import { parseJasmine } from './parse-jasmine.js';
import { parseJest } from './parse-jest.js';
import { parseLab } from './parse-lab.js';
import { parseMocha } from './parse-mocha.js';
import { parseNextest } from './parse-nextest.js';
import { parseNodeTap } from './parse-node-tap.js';
import { parseNodeTest } from './parse-node-test.js';
import { parsePytest } from './parse-pytest.js';
import { parseUnittest } from './parse-unittest.js';
import { parseUvu } from './parse-uvu.js';
import { parseVitest } from './parse-vitest.js';

const PARSERS: Record<RunnerName, (output: string) => TestRun | null> = {
  pytest: parsePytest,
  unittest: parseUnittest,
  vitest: parseVitest,
  jest: parseJest,
  mocha: parseMocha,
  'node-test': parseNodeTest,
  go: parseGoTest,
  cargo: parseCargoTest,
  uvu: parseUvu,
  ava: parseAva,
  // Piped into tap-spec (`tape t.js | tap-spec`) the TAP is gone; its pretty print is read.
  tap: (output) => parseTap(output) ?? parseTapSpec(output),
  'node-tap': parseNodeTap,
  jasmine: parseJasmine,
  japa: parseJapa,
  lab: parseLab,
  bun: parseBun,
  deno: parseDeno,
  gotestsum: parseGotestsum,
  nextest: parseNextest,
};

/** The runner's counts and failures from its console output, or null when no summary is found. */
export function parseConsole(runner: RunnerName, output: string): TestRun | null {
  // Runner names can come from configuration: an unknown one finds no summary.
  return Object.hasOwn(PARSERS, runner) ? PARSERS[runner](output) : null;
}

export {
  parseAva,
  parseBun,
  parseCargoTest,
  parseDeno,
  parseGoTest,
  parseGotestsum,
  parseJapa,
  parseJasmine,
  parseJest,
  parseLab,
  parseMocha,
  parseNextest,
  parseNodeTap,
  parseNodeTest,
  parsePytest,
  parseTap,
  parseUnittest,
  parseUvu,
  parseVitest,
};
