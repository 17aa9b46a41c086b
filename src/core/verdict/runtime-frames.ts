// Node's own stack frames (`at … (node:internal/…)`) after the user's frames say nothing about
// the failure and push the user's code out of the 40-line `failure_detail`; they are dropped there.

const FRAME = /^\s*at\s/;
// `node:internal/modules/…`, `node:events:517:28`, `node:test` … : the runtime, not the project.
const RUNTIME = /\(node:[a-z_]|^\s*at\s+(?:async\s+)?node:[a-z_]/;

/**
 * The text with each run of runtime frames that follows a frame of the user's own code replaced
 * by one line saying how many were left out. Frames before any user frame stay: when the failure
 * is inside the runtime, they are all there is.
 */
export function trimRuntimeFrames(text: string): string {
  const out: string[] = [];
  let userFrameSeen = false;
  let dropped = 0;
  let indent = '';
  const flush = (): void => {
    if (dropped === 0) return;
    out.push(`${indent}at … ${dropped} runtime frame${dropped === 1 ? '' : 's'} (node:) left out`);
    dropped = 0;
  };
  for (const line of text.split('\n')) {
    const frame = FRAME.test(line);
    if (frame && RUNTIME.test(line) && userFrameSeen) {
      if (dropped === 0) indent = line.slice(0, line.length - line.trimStart().length);
      dropped += 1;
      continue;
    }
    flush();
    if (!frame) userFrameSeen = false;
    else if (!RUNTIME.test(line)) userFrameSeen = true;
    out.push(line);
  }
  flush();
  return out.join('\n');
}
