// The Action's entry (dist/index.js): runs the action with the real verify, runner I/O and env.
import { actionsCacheStore } from './action/inventory-cache.js';
import { runAction } from './action/run-action.js';
import { runnerIO } from './action/runner-io.js';
import { verify } from './pipeline/stages/verify.js';

const io = runnerIO();
// Read once, here: everything below takes the environment from its caller (and @actions/core,
// in runner-io.ts, reads the same process environment).
const env = process.env;
process.exitCode = await runAction({
  verify,
  env,
  cwd: process.cwd(),
  io,
  inventoryStore: actionsCacheStore(env, (line) => io.annotate('warning', line)),
  interactive: process.stderr.isTTY === true,
});
