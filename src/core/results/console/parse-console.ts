// Picks the console parser for a runner: the fallback when a runner could not write a report.
import type { TestRun } from '../../model.js';
import type { RunnerName } from '../runner-name.js';
import { parseCargoTest } from './parse-cargo-test.js';
import { parseGoTest } from './parse-go-test.js';
import { parseJest } from './parse-jest.js';
import { parseMocha } from './parse-mocha.js';
import { parseNodeTest } from './parse-node-test.js';
import { parsePytest } from './parse-pytest.js';
import { parseUnittest } from './parse-unittest.js';
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
};

/** The runner's counts and failures from its console output, or null when no summary is found. */
export function parseConsole(runner: RunnerName, output: string): TestRun | null {
  // Runner names can come from configuration: an unknown one finds no summary.
  return Object.hasOwn(PARSERS, runner) ? PARSERS[runner](output) : null;
}

export {
  parseCargoTest,
  parseGoTest,
  parseJest,
  parseMocha,
  parseNodeTest,
  parsePytest,
  parseUnittest,
  parseVitest,
};
