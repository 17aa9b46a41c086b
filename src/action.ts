// The Action's entry (dist/index.js): runs the action with the real verify, stdout and env.
import { runAction } from './action/run-action.js';
import { verify } from './pipeline/verify.js';

process.exitCode = await runAction({
  verify,
  env: process.env,
  cwd: process.cwd(),
  write: (text) => process.stdout.write(text),
  interactive: process.stderr.isTTY === true,
});
