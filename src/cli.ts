#!/usr/bin/env node
// The testlock command line: argv -> options -> plan or verify -> output and exit code.
import { processInterrupts } from './cli/interrupt.js';
import { runCli } from './cli/run-cli.js';

process.exitCode = await runCli(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  onInterrupt: processInterrupts,
});
