// Creates a locked worktree, prints its folder, then ends the way the test asks: `hold` waits
// to be signalled, `return` lets the event loop empty, `exit` calls process.exit(0), all
// without calling dispose. Usage: node --import tsx hold-locked-worktree.ts <mode> <repo> <rev>
import { createLockedWorktree } from '../../src/adapters/workspace.js';

const [mode, repo, rev] = process.argv.slice(2) as ['hold' | 'return' | 'exit', string, string];
const worktree = await createLockedWorktree({
  repo,
  base: rev,
  head: rev,
  actions: {
    restore: [],
    remove: [],
    merge: [],
    lockAdded: [],
    splice: [],
    plan: { restored: [], removed: [], merged: [], spliced: [], unspliced: [] },
  },
});
process.stdout.write(`${worktree.dir}\n`);
if (mode === 'hold') setInterval(() => {}, 60_000);
if (mode === 'exit') process.exit(0);
