// One response of the app as raw bytes (compressed bodies stay compressed): what bare-server.ts
// replays as the baseline of bench:api and bench:load.
import { request } from 'node:http';
import type { CapturedResponse } from './bare-server';

/** Sends one request with node:http (no decompression) and keeps its status, headers and bytes. */
export function capture(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<CapturedResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: Object.fromEntries(
              Object.entries(res.headers).map(([key, value]) => [key, String(value)]),
            ),
            body: Buffer.concat(chunks).toString('base64'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
