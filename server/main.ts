// The process: read the configuration, open the store and file storage, listen, and on SIGTERM
// finish in-flight requests before closing the store.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { createOidcSignIn } from './auth/oidc';
import { ConfigError, loadConfig, mailFromWarning } from './config';
import type { AppDeps } from './deps';
import { openStorage } from './files/open-storage';
import { createLogger } from './logger';
import { startScheduler } from './jobs/scheduler';
import { createMailTransport } from './mail/transport';
import { createQueuedMailer } from './mail/queued-mailer';
import { startMailWorker } from './mail/mail-worker';
import { openStore } from './store/open-store';

const log = createLogger();

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const store = await openStore(config);
  const files = openStorage(config);
  const now = () => new Date();
  const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
  const deps: AppDeps = {
    config,
    store,
    files,
    log,
    now,
    mailer: createQueuedMailer(store, now),
    oidc: config.oidc ? await createOidcSignIn(config.oidc) : null,
    webDir: existsSync(webDir) ? webDir : null,
  };
  const app = createApp(deps);
  const server = createServer(app.callback());
  const mailWorker = startMailWorker({
    store,
    transport: createMailTransport(config, log),
    log,
    now,
    leaseMs: config.mailLeaseMs,
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

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ msg: 'shutting down', signal });
    // close() stops accepting and waits for in-flight requests; idle keep-alive sockets are closed.
    server.close(() => {
      void (async () => {
        await scheduler.stop();
        await mailWorker.stop();
        await store.close();
        log.info({ msg: 'stopped' });
        // pino writes the lines stdout still buffers as the process exits (logger.ts).
        process.exit(0);
      })();
    });
    server.closeIdleConnections();
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
