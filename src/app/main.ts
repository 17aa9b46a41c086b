// Entry of `node dist/app.js`: settings from the environment and the machine checked (a bad key,
// port, folder or a missing git stops it at start, in one JSON line, exit code 2), then the App
// until a signal stops it. Everything it writes is JSON lines, Node's own warnings included.
import { startApp } from './app.js';
import { type AppConfig, ConfigError, readAppConfig } from './config.js';
import { createLogger, type Logger, reasonOf } from './log.js';
import { assertMachine } from './preflight.js';

/** Node's warnings (deprecations, experimental features) as JSON lines instead of plain stderr. */
function jsonWarnings(log: Logger): void {
  process.removeAllListeners('warning');
  process.on('warning', (warning) => {
    log.log('warn', `node: ${warning.name}: ${warning.message}`.split('\n', 1)[0] ?? '');
  });
}

async function configured(log: Logger): Promise<AppConfig | null> {
  try {
    const config = readAppConfig(process.env);
    await assertMachine(config);
    return config;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    log.log('error', `configuration: ${error.message}`);
    process.exitCode = 2;
    return null;
  }
}

async function main(): Promise<void> {
  const log = createLogger();
  jsonWarnings(log);
  const config = await configured(log);
  if (config === null) return;
  let app: Awaited<ReturnType<typeof startApp>>;
  try {
    app = await startApp(config, { log });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    log.log('error', `configuration: ${error.message}`);
    process.exitCode = 2;
    return;
  }
  const stop = () => {
    log.log('info', 'stopping');
    void app.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

process.on('uncaughtException', (error) => {
  createLogger().log('error', `the App stopped: ${reasonOf(error)}`);
  process.exit(1);
});

main().catch((error: unknown) => {
  createLogger().log('error', `the App stopped: ${reasonOf(error)}`);
  process.exitCode = 1;
});
