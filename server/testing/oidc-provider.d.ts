// oidc-provider ships no type declarations and @types/oidc-provider is not a dependency: this
// declares the few members the OIDC test uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** The account a dev-interaction login resolves to. */
  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  /** Provider configuration (only loosely typed here). */
  export interface Configuration {
    clients?: Record<string, unknown>[];
    findAccount?: (ctx: unknown, id: string) => Account | undefined | Promise<Account | undefined>;
    [key: string]: unknown;
  }

  /** An OpenID Connect provider. */
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
