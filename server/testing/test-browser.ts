// A tiny browser for route tests: node fetch against a loopback server, redirects not followed
// (so tests see each hop), and a cookie jar per origin that honours Path and expiry. Real browsers
// share cookies across ports of one host; keeping them per origin stops the app and a test OIDC
// provider on the same 127.0.0.1 from seeing each other's cookies, which is what production has.

/** One answer, with the body read. */
export interface BrowserResponse {
  status: number;
  headers: Headers;
  /** The Location header resolved against the request URL, when there is one. */
  location: string | null;
  text: string;
  /** The body parsed as JSON (throws when it is not JSON). */
  json<T = unknown>(): T;
}

/** What a request may carry. */
export interface BrowserRequest {
  method?: string;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as is, with the Content-Type the caller puts in `headers` (a file's bytes). */
  bytes?: Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
}

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

function parseSetCookie(
  header: string,
  requestPath: string,
): { cookie: StoredCookie; expired: boolean } | null {
  const [pair, ...attributes] = header.split(';');
  const separator = pair?.indexOf('=') ?? -1;
  if (!pair || separator <= 0) return null;
  const cookie: StoredCookie = {
    name: pair.slice(0, separator).trim(),
    value: pair.slice(separator + 1).trim(),
    path: requestPath.replace(/\/[^/]*$/, '') || '/',
  };
  let expired = false;
  for (const attribute of attributes) {
    const [rawKey, ...rest] = attribute.split('=');
    const key = rawKey?.trim().toLowerCase();
    const value = rest.join('=').trim();
    if (key === 'path' && value.startsWith('/')) cookie.path = value;
    if (key === 'expires' && Date.parse(value) <= Date.now()) expired = true;
    if (key === 'max-age' && Number(value) <= 0) expired = true;
  }
  return { cookie, expired };
}

function pathMatches(cookiePath: string, requestPath: string): boolean {
  if (requestPath === cookiePath) return true;
  const prefix = cookiePath.endsWith('/') ? cookiePath : `${cookiePath}/`;
  return requestPath.startsWith(prefix);
}

/** A cookie-keeping client of one or more loopback servers. */
export class TestBrowser {
  private readonly jars = new Map<string, Map<string, StoredCookie>>();

  /** The jar of an origin, keyed by `path name`. */
  private jar(origin: string): Map<string, StoredCookie> {
    let jar = this.jars.get(origin);
    if (!jar) {
      jar = new Map();
      this.jars.set(origin, jar);
    }
    return jar;
  }

  /** The value of a cookie stored for an origin (any path). */
  cookie(origin: string, name: string): string | undefined {
    for (const cookie of this.jar(origin).values()) if (cookie.name === name) return cookie.value;
    return undefined;
  }

  /** The Cookie header this browser would send to a URL. */
  cookieHeader(url: string | URL): string {
    const target = new URL(url);
    return [...this.jar(target.origin).values()]
      .filter((cookie) => pathMatches(cookie.path, target.pathname))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  /** Forgets every cookie (a fresh browser profile). */
  clearCookies(): void {
    this.jars.clear();
  }

  /** Sends one request; the Origin header is set on writes, as browsers do. */
  async request(url: string | URL, init: BrowserRequest = {}): Promise<BrowserResponse> {
    const target = new URL(url);
    const method = init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET');
    const headers = new Headers(init.headers);
    const cookies = this.cookieHeader(target);
    if (cookies && !headers.has('cookie')) headers.set('cookie', cookies);
    if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin'))
      headers.set('origin', target.origin);
    let body: string | Uint8Array<ArrayBuffer> | undefined = init.bytes;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(target, { method, headers, body, redirect: 'manual' });
    const jar = this.jar(target.origin);
    for (const header of response.headers.getSetCookie()) {
      const parsed = parseSetCookie(header, target.pathname);
      if (!parsed) continue;
      const key = `${parsed.cookie.path} ${parsed.cookie.name}`;
      if (parsed.expired) jar.delete(key);
      else jar.set(key, parsed.cookie);
    }
    const text = await response.text();
    const location = response.headers.get('location');
    return {
      status: response.status,
      headers: response.headers,
      location: location === null ? null : new URL(location, target).href,
      text,
      json: <T>() => JSON.parse(text) as T,
    };
  }

  /** GETs a URL and follows redirects while `until` does not stop it; returns every hop. */
  async follow(
    url: string | URL,
    until: (response: BrowserResponse, url: string) => boolean = () => false,
    maxHops = 20,
  ): Promise<{ response: BrowserResponse; url: string; hops: string[] }> {
    let current = new URL(url).href;
    const hops = [current];
    for (let hop = 0; hop < maxHops; hop += 1) {
      const response = await this.request(current);
      if (
        until(response, current) ||
        response.location === null ||
        response.status < 300 ||
        response.status >= 400
      ) {
        return { response, url: current, hops };
      }
      current = response.location;
      hops.push(current);
    }
    throw new Error(`More than ${maxHops} redirects: ${hops.join(' -> ')}`);
  }
}
