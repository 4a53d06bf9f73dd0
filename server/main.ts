// The process: read the configuration, open the store and file storage, listen, and on SIGTERM
// stop being ready, stop the timers, finish in-flight requests, then close the store.
import { createServer } from 'node:http';
import { createApp } from './app';
import { mailFromWarning } from './config';
import { createLogger } from './logger';
import { startScheduler } from './jobs/scheduler';
import { createMailTransport } from './mail/transport';
import { startMailWorker } from './mail/mail-worker';
import { configOrExit, openAppDeps } from './runtime';

const log = createLogger();

async function main(): Promise<void> {
  const config = configOrExit();
  const deps = await openAppDeps(config, log, { signIn: true });
  const { store, files, now } = deps;
  let stopping = false;
  const app = createApp(deps, { isStopping: () => stopping });
  const server = createServer(app.callback());
  const mailWorker = startMailWorker({
    store,
    transport: createMailTransport(config, log),
    log,
    now,
    leaseMs: config.mailLeaseMs,
    // The board's own host names its messages, as it names their sender.
    messageIdDomain: new URL(config.appUrl).hostname,
  });
  const scheduler = startScheduler(deps);

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  log.info({
    msg: 'listening',
    url: `http://localhost:${config.port}`,
    store: store.kind,
    files: files.kind,
    signIn: deps.oidc ? 'oidc' : 'local',
    web: deps.webDir ? 'built' : 'not built',
  });
  if (config.publicUrl === null) {
    // Links in e-mails never come from a request's Host header: without PUBLIC_URL they point here.
    log.info({
      msg: `PUBLIC_URL is not set: links in e-mails use ${config.appUrl} (set PUBLIC_URL to the address people use)`,
      appUrl: config.appUrl,
    });
  }

  const senderWarning = mailFromWarning(config);
  // Mail from a made-up sender is often refused or filed as spam: say so once, at start.
  if (senderWarning !== null) log.warn({ msg: senderWarning, mailFrom: config.mailFrom });

  const shutdown = (signal: string) => {
    if (stopping) return;
    // From here /readyz answers 503, on any connection still open (docs/decisions/0033).
    stopping = true;
    log.info({ msg: 'shutting down', signal });
    // No job check or mail run starts from now on; one in progress finishes before the store closes.
    const workersStopped = Promise.all([scheduler.stop(), mailWorker.stop()]);
    // close() stops accepting and waits for in-flight requests; idle keep-alive sockets are closed.
    const requestsFinished = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    Promise.all([workersStopped, requestsFinished])
      .then(async () => {
        await store.close();
        log.info({ msg: 'stopped' });
        // pino writes the lines stdout still buffers as the process exits (logger.ts).
        process.exit(0);
      })
      .catch((error: unknown) => {
        log.error({
          msg: 'stopping failed',
          error: error instanceof Error ? error.message : String(error),
        });
        process.exit(1);
      });
    setTimeout(() => {
      log.error({ msg: 'forced exit after 10 s' });
      process.exit(1);
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  log.error({
    msg: 'failed to start',
    error: error instanceof Error ? error.message : String(error),
  });
  process.exit(1);
});
