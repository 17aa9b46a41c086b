// What every event handler is given: settings, the GitHub chokepoint, the log and the clocks.
import type { AppGitHub } from '../adapters/github-app.js';
import type { AppConfig } from './config.js';
import type { Logger } from './log.js';
import type { PendingChecks } from './pending-checks.js';

export interface AppContext {
  config: AppConfig;
  github: AppGitHub;
  log: Logger;
  pending: PendingChecks;
  now(): number;
}
