// japa is started through its entry file: `node ace test` (AdonisJS) or `node bin/test.js`.

export function startsJapa(args: readonly string[]): boolean {
  const positional = args.filter((word) => !word.startsWith('-'));
  const [entry, next] = positional;
  if (entry === 'ace' && next === 'test') return true;
  return entry !== undefined && /^(?:\.\/)?bin\/test\.[cm]?[jt]s$/.test(entry);
}
