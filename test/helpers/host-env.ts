// This process's environment for a CLI run in a test, without the runner's GITHUB_ACTIONS: on a
// runner the CLI stops workflow commands around its output (src/cli/workflow-log.ts), so a test
// of what it prints would see other lines when the suite itself runs on GitHub Actions.
export function hostEnv(): Record<string, string | undefined> {
  const env = { ...process.env };
  delete env.GITHUB_ACTIONS;
  return env;
}
