/**
 * Starts the server: reads the configuration (a bad value stops here with a message naming
 * the variable), builds the app, listens on HOST:PORT and closes cleanly on SIGINT/SIGTERM.
 * Prints one JSON log line with msg 'ToneLens is listening' and the `url` once it accepts
 * connections (the start-up tests wait for it), then says who can reach it: HOST defaults to
 * 127.0.0.1, so only this machine can until HOST says otherwise.
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

const loopbackOnly = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(config.host);
if (loopbackOnly) {
  app.log.info(
    { host: config.host },
    `Listening on ${config.host} only: other machines cannot connect. Set HOST=0.0.0.0 to accept connections from the network (behind a reverse proxy, also see TRUST_PROXY).`,
  );
} else {
  app.log.info({ host: config.host }, `Listening on ${config.host}: other machines can connect.`);
  if (typeof config.trustProxy === 'number') {
    app.log.warn(
      { trustProxy: config.trustProxy },
      'TRUST_PROXY is a hop count while the server is reachable from the network: a client that connects directly can choose its own address. List the proxy addresses instead (e.g. TRUST_PROXY=10.0.0.0/8), or listen on 127.0.0.1 behind a local proxy.',
    );
  }
}

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
