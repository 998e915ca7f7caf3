// The server's entry point: `pnpm start`. Reads the configuration, starts, and shuts down on SIGTERM/SIGINT.
import { type Config, ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { startServer } from './server';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

const logger = createLogger(config.logLevel);
const server = await startServer(config, logger);
const stop = (signal: NodeJS.Signals) => {
  logger.info('signal received', { signal });
  server.close().then(
    () => process.exit(0),
    (err: unknown) => {
      logger.error('shutdown failed', { err });
      process.exit(1);
    },
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
