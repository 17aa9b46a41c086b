// Which cargo subcommand a command runs: `cargo +nightly test` picks a toolchain first, and
// `cargo nextest run` is nextest, not libtest.

/** `test`, `nextest run`, or the first word after the toolchain (`build`, `clippy`). */
export function cargoSubcommand(args: readonly string[]): string {
  const [sub = '', next] = args.filter((word) => !word.startsWith('+'));
  return sub === 'nextest' && next === 'run' ? 'nextest run' : sub;
}
