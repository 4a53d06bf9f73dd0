// What the server process and the operators' job command share: the configuration read once, and
// the store, file storage, clock and mail queue opened from it, so `npm run job` acts on exactly
// what the server would.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createOidcSignIn } from './auth/oidc';
import { ConfigError, loadConfig, type Config } from './config';
import type { AppDeps, Logger } from './deps';
import { openStorage } from './files/open-storage';
import { createQueuedMailer } from './mail/queued-mailer';
import { openStore } from './store/open-store';

/** The configuration from the environment; on a configuration error, says which and exits 1. */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** What openAppDeps should set up beyond the store, files and mail. */
export interface OpenOptions {
  /** Connect to the OpenID Connect provider when one is configured (the server; not a job). */
  signIn: boolean;
}

/** The app's dependencies, opened from `config`; the caller closes `deps.store`. */
export async function openAppDeps(
  config: Config,
  log: Logger,
  options: OpenOptions,
): Promise<AppDeps> {
  const store = await openStore(config);
  const now = () => new Date();
  const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
  try {
    return {
      config,
      store,
      files: openStorage(config),
      log,
      now,
      mailer: createQueuedMailer(store, now),
      oidc: options.signIn && config.oidc ? await createOidcSignIn(config.oidc) : null,
      webDir: existsSync(webDir) ? webDir : null,
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}
