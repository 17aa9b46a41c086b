// Finds the panic of a failed Rust test in its output: `panicked at src/lib.rs:3:5:` then the
// message (Rust ≥ 1.73), or `panicked at 'message', src/lib.rs:3:5` before; shared by cargo and nextest.

export interface Panic {
  message: string;
  file: string;
  line: number;
}

const PANIC_NEW = /panicked at ([^\s:]+):(\d+):\d+:$/;
const PANIC_OLD = /panicked at '(.*)', ([^\s:]+):(\d+):\d+$/;

/** The first panic in `lines`, or null when they hold none. */
export function findPanic(lines: readonly string[]): Panic | null {
  for (const [index, line] of lines.entries()) {
    const old = PANIC_OLD.exec(line);
    if (old) return { message: old[1] ?? '', file: old[2] ?? '', line: Number(old[3]) };
    const fresh = PANIC_NEW.exec(line);
    if (fresh) {
      const message = (lines[index + 1] ?? '').trim();
      return { message, file: fresh[1] ?? '', line: Number(fresh[2]) };
    }
  }
  return null;
}
