// Runs the CLI in-process with captured stdout and stderr, as a user's shell would see them.
import { Writable } from 'node:stream';
import { runCli } from '../../src/cli/run-cli.js';
import { hostEnv } from './host-env.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

function sink(): { stream: Writable; text: () => string } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

export async function cli(argv: string[], cwd: string): Promise<CliRun> {
  const out = sink();
  const err = sink();
  const code = await runCli(argv, {
    cwd,
    stdout: out.stream,
    stderr: err.stream,
    env: hostEnv(),
  });
  return { code, stdout: out.text(), stderr: err.text() };
}
