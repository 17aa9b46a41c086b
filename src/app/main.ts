// Entry of `node dist/app.js`: settings from the environment, then the App until a signal stops it.
import { startApp } from './app.js';
import { ConfigError, readAppConfig } from './config.js';
import { createLogger, reasonOf } from './log.js';

async function main(): Promise<void> {
  const log = createLogger();
  let config: ReturnType<typeof readAppConfig>;
  try {
    config = readAppConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    log.log('error', `configuration: ${error.message}`);
    process.exitCode = 2;
    return;
  }
  const app = await startApp(config, { log });
  const stop = () => {
    log.log('info', 'stopping');
    void app.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  createLogger().log('error', `the App stopped: ${reasonOf(error)}`);
  process.exitCode = 1;
});
