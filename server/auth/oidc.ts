// Sign-in through an OpenID Connect provider with openid-client 6: authorization code flow with
// PKCE, state and nonce (all three kept in the server-side session between start and finish).
import * as client from 'openid-client';
import type { Config } from '../config';
import type { OidcClaims, OidcSignIn } from '../deps';

/** Options of createOidcSignIn. */
export interface OidcSignInOptions {
  /** Tests only: allow an http:// issuer, and only on a loopback address. */
  allowInsecureIssuer?: boolean;
}

function isLoopback(url: URL): boolean {
  return ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** An http(s) picture address, else null: the web app puts it into an <img src>. */
function pictureUrl(value: unknown): string | null {
  const candidate = text(value);
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * First and last name from `given_name` and `family_name`; a provider that sends only `name`
 * (Dex, for one) has it split at the last space: "Mary Ann Smith" is Mary Ann, Smith.
 */
export function namesFromClaims(claims: Record<string, unknown>): {
  givenName: string | null;
  familyName: string | null;
} {
  const given = text(claims.given_name);
  const family = text(claims.family_name);
  const full = text(claims.name)?.replace(/\s+/g, ' ') ?? null;
  if (given && family) return { givenName: given, familyName: family };
  if (!full) return { givenName: given, familyName: family };
  if (given) {
    // Only a first name: the rest of `name`, when `name` starts with it, is the last name.
    const rest = full.startsWith(`${given} `) ? full.slice(given.length + 1) : '';
    return { givenName: given, familyName: rest || null };
  }
  if (family) {
    const rest = full.endsWith(` ${family}`) ? full.slice(0, -family.length - 1) : '';
    return { givenName: rest || null, familyName: family };
  }
  const cut = full.lastIndexOf(' ');
  if (cut < 0) return { givenName: full, familyName: null };
  return { givenName: full.slice(0, cut), familyName: full.slice(cut + 1) };
}

/** Discovers the provider and returns the OidcSignIn the auth routes use. */
export async function createOidcSignIn(
  oidc: NonNullable<Config['oidc']>,
  options: OidcSignInOptions = {},
): Promise<OidcSignIn> {
  const issuer = new URL(oidc.issuer);
  const insecure = issuer.protocol === 'http:';
  if (insecure && !(options.allowInsecureIssuer && isLoopback(issuer))) {
    throw new Error(
      'OIDC_ISSUER must use https:// (http:// is accepted only for tests on a loopback address)',
    );
  }
  const auth = oidc.clientSecret ? client.ClientSecretBasic(oidc.clientSecret) : client.None();
  const config = await client.discovery(issuer, oidc.clientId, undefined, auth, {
    execute: insecure ? [client.allowInsecureRequests] : [],
  });
  const issuerId = config.serverMetadata().issuer;

  return {
    async start(redirectUri) {
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, codeVerifier, state, nonce };
    },

    async finish(callbackUrl, expected) {
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('The provider returned no ID token');
      // Providers may keep profile claims out of the ID token for the code flow (oidc-provider does):
      // the UserInfo endpoint has them, bound to the same subject.
      const info = config.serverMetadata().userinfo_endpoint
        ? await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)
        : {};
      const claims: Record<string, unknown> = { ...idClaims, ...info };
      const email = text(claims.email);
      if (!email) throw new Error('The provider did not share an e-mail address (scope "email")');
      return {
        subject: `${issuerId}|${idClaims.sub}`,
        email: email.toLowerCase(),
        // Some providers send the string "true"; anything else is not a promise that the address is theirs.
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        ...namesFromClaims(claims),
        picture: pictureUrl(claims.picture),
      } satisfies OidcClaims;
    },
  };
}
