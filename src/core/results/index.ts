// The public face of results/: pure parsers from tool output to TestRun, CoverageTotals, Diagnostic.
export { clip } from './clip.js';
export {
  parseCargoTest,
  parseConsole,
  parseGoTest,
  parseJest,
  parseMocha,
  parseNodeTest,
  parsePytest,
  parseUnittest,
  parseVitest,
} from './console/parse-console.js';
export { parseCobertura } from './coverage/parse-cobertura.js';
export { parseCoveragePy } from './coverage/parse-coverage-py.js';
export { parseGoCoverprofile } from './coverage/parse-go-coverprofile.js';
export { parseIstanbulSummary } from './coverage/parse-istanbul-summary.js';
export { parseLcov } from './coverage/parse-lcov.js';
export { coveragePercent, truncatePercent } from './coverage/percent.js';
export { DIAGNOSTIC_TOOLS, parseDiagnostics } from './diagnostics/parse-diagnostics.js';
export { parseGoTestJson } from './go-json/parse-go-test-json.js';
export { parseJunit } from './junit/parse-junit.js';
export { ParseError } from './parse-error.js';
export { RUNNER_NAMES, type RunnerName } from './runner-name.js';
export { stripAnsi } from './strip-ansi.js';
