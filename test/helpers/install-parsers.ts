// Vitest setup: unit tests call the core's TOML, YAML and XML readers directly, without the
// pipeline that loads their parsers for a run; install all three once per test file.
import { loadParsers } from '../../src/adapters/load-parsers.js';

await loadParsers(['toml', 'yaml', 'xml']);
