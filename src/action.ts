// The Action's entry (dist/index.js): runs the action with the real verify, stdout and env.
import { actionsCacheStore } from './action/inventory-cache.js';
import { runAction } from './action/run-action.js';
import { command } from './action/workflow-commands.js';
import { verify } from './pipeline/stages/verify.js';

const write = (text: string): boolean => process.stdout.write(text);
// Read once, here: everything below takes the environment from its caller.
const env = process.env;
process.exitCode = await runAction({
  verify,
  env,
  cwd: process.cwd(),
  write,
  inventoryStore: actionsCacheStore(env, (line) => write(command('warning', {}, line))),
  interactive: process.stderr.isTTY === true,
});
