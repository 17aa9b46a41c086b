// `ava --tap` (or `-t`) prints TAP instead of its own reporter: the tap profile reads that output.

export function printsTap(args: readonly string[]): boolean {
  return args.includes('--tap') || args.includes('-t');
}
