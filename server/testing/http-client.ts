// Calls the app's request handler in-process (light-my-request: no port), keeping cookies like a
// browser so a test can act as one signed-in person.
import { inject } from 'light-my-request';
import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** A response with its JSON body parsed when it has one. */
export interface TestResponse<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
  /** The bytes as sent (compressed bodies stay compressed). */
  raw: Buffer;
  body: T;
}

export interface RequestOptions {
  body?: unknown;
  /** Raw payload sent as is (for malformed JSON and non-JSON bodies). */
  raw?: string | Buffer;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** A cookie-keeping client for one person. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly handler: Handler,
    private readonly defaults: { remoteAddress?: string } = {},
  ) {}

  /** Sends one request; `body` is sent as JSON. */
  async request<T = unknown>(
    method: string,
    url: string,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let payload: string | Buffer | undefined = options.raw;
    if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await inject(this.handler, {
      method: method as 'GET',
      url,
      headers,
      payload,
      remoteAddress: options.remoteAddress ?? this.defaults.remoteAddress ?? '127.0.0.1',
    });
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      expires?: Date;
      maxAge?: number;
    }[]) {
      const expired =
        (cookie.expires && cookie.expires.getTime() <= Date.now()) ||
        cookie.maxAge === 0 ||
        cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    let body: unknown = undefined;
    const type = String(response.headers['content-type'] ?? '');
    if (type.includes('json') && response.payload !== '' && !response.headers['content-encoding']) {
      body = JSON.parse(response.payload);
    }
    return {
      status: response.statusCode,
      headers: response.headers,
      text: response.payload,
      raw: response.rawPayload,
      body: body as T,
    };
  }

  get<T = unknown>(url: string, options?: RequestOptions) {
    return this.request<T>('GET', url, options);
  }
  post<T = unknown>(url: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', url, { ...options, body: body ?? options?.body });
  }
  put<T = unknown>(url: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', url, { ...options, body: body ?? options?.body });
  }
  delete<T = unknown>(url: string, options?: RequestOptions) {
    return this.request<T>('DELETE', url, options);
  }
}
