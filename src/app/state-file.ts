// The App's state on disk (`<STATE_DIR>/state.json`): written whole to a temporary file and renamed
// over the old one, so a crash leaves either the old state or the new, never half of one.
import {
  closeSync,
  constants,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import {
  type AppState,
  EMPTY_STATE,
  MAX_STATE_BYTES,
  parseState,
  serializeState,
} from './app-state.js';

const FILE = 'state.json';

/** The saved state, or the empty one with the reason it could not be read. */
export function loadState(dir: string, now: number): { state: AppState; problem: string | null } {
  let fd: number;
  try {
    // Not through a symlink: the state is the App's own file, not something it is pointed at.
    fd = openSync(join(dir, FILE), constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return { state: EMPTY_STATE, problem: null };
    return { state: EMPTY_STATE, problem: `cannot be opened: ${String(error)}` };
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return { state: EMPTY_STATE, problem: 'not a regular file' };
    if (stat.size > MAX_STATE_BYTES) {
      return {
        state: EMPTY_STATE,
        problem: `${stat.size} bytes, over the ${MAX_STATE_BYTES} limit`,
      };
    }
    return parseState(readFileSync(fd, 'utf8'), now);
  } finally {
    closeSync(fd);
  }
}

export function saveState(dir: string, state: AppState): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const target = join(dir, FILE);
  const temporary = `${target}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, serializeState(state), { mode: 0o600 });
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
