// A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for tests, with its dev login and
// consent pages. Accounts are looked up by the login name typed into the dev form.
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';

/** What the test provider says about a person. */
export interface TestAccountClaims {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  /** The full name: some providers (Dex) send only this. */
  name?: string;
  picture?: string;
}

/** A running test provider. */
export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Claims by login name; tests change them between sign-ins. */
  accounts: Map<string, TestAccountClaims>;
  /** Errors the provider reported (a test expects none). */
  errors: unknown[];
  close(): Promise<void>;
}

/** Starts oidc-provider for one client whose redirect URI is `redirectUri`. */
export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  // oidc-provider warns at import on Node 20 and about its development defaults: expected here.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  try {
    const { default: Provider } = await import('oidc-provider');
    const server: Server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const accounts = new Map<string, TestAccountClaims>();
    const errors: unknown[] = [];
    const clientId = 'job-board-test';
    const clientSecret = 'test-client-secret-0123456789';
    const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      format: 'jwk',
    });

    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [redirectUri],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      pkce: { required: () => true },
      jwks: { keys: [{ ...signingKey, use: 'sig', kid: 'test-key' }] },
      cookies: { keys: ['test-cookie-key-0123456789abcdef'] },
      findAccount: (_ctx: unknown, id: string) => {
        const claims = accounts.get(id);
        if (!claims) return undefined;
        return { accountId: id, claims: () => ({ sub: id, ...claims }) };
      },
      claims: {
        email: ['email', 'email_verified'],
        profile: ['name', 'given_name', 'family_name', 'picture'],
      },
      scopes: ['openid', 'email', 'profile'],
      features: { devInteractions: { enabled: true } },
      // Fixed lifetimes: the defaults print a notice on first use.
      ttl: {
        Interaction: 600,
        Session: 3600,
        Grant: 3600,
        AccessToken: 600,
        IdToken: 600,
        AuthorizationCode: 60,
      },
    });
    for (const event of ['server_error', 'grant.error', 'authorization.error', 'userinfo.error']) {
      provider.on(event, (_ctx: unknown, error: unknown) => errors.push({ event, error }));
    }
    server.on('request', provider.callback());
    return {
      issuer,
      clientId,
      clientSecret,
      accounts,
      errors,
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  } finally {
    warn.mockRestore();
    info.mockRestore();
  }
}
