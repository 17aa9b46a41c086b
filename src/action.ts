// The Action's entry (dist/index.js): runs the action with the real verify, stdout and env.
import { actionsCacheStore } from './action/inventory-cache.js';
import { runAction } from './action/run-action.js';
import { command } from './action/workflow-commands.js';
import { verify } from './pipeline/stages/verify.js';

const write = (text: string): boolean => process.stdout.write(text);
process.exitCode = await runAction({
  verify,
  env: process.env,
  cwd: process.cwd(),
  write,
  inventoryStore: actionsCacheStore(process.env, (line) => write(command('warning', {}, line))),
  interactive: process.stderr.isTTY === true,
});
