/**
 * Starts the server: reads the configuration (a bad value stops here with a message naming
 * the variable), builds the app, listens on HOST:PORT and closes cleanly on SIGINT/SIGTERM.
 * Prints one JSON log line with msg 'ToneLens is listening' and the `url` once it accepts
 * connections (the start-up tests wait for it).
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : `Could not read the configuration: ${String(error)}`);
}

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(config);
} catch (error) {
  const where = config.databaseUrl
    ? 'the PostgreSQL database (DATABASE_URL)'
    : `the SQLite database in ${config.dataDir}`;
  fail(`Could not open ${where}: ${error instanceof Error ? error.message : String(error)}`);
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  await app.close();
  fail(
    code === 'EADDRINUSE'
      ? `Port ${config.port} is already in use. Set PORT to a free port.`
      : `Could not listen on ${config.host}:${config.port}: ${error instanceof Error ? error.message : String(error)}`,
  );
}

const address = app.server.address() as AddressInfo;
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
app.log.info(
  { url: `http://${shownHost}:${address.port}`, database: config.databaseUrl ? 'postgres' : 'sqlite' },
  'ToneLens is listening',
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
