// Where a Python traceback of an alembic run points into the migrations: the last frame in the
// versions folder, as a repository path and line.

export function tracebackFrame(
  stderr: string,
  folder: string,
): { path: string; line: number } | null {
  const frames = [...stderr.matchAll(/File "([^"]+\.py)", line (\d+)/g)];
  for (const frame of frames.reverse()) {
    const file = frame[1] ?? '';
    const at = file.lastIndexOf(`/${folder}/`);
    if (at === -1) continue;
    return { path: file.slice(at + 1), line: Number(frame[2]) };
  }
  return null;
}
