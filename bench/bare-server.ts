// The baseline: a bare node:http server that answers with the very bytes the app sent (status,
// headers and body, as captured by the benchmark), so the ratio measures what the app adds per
// request (routing, cache check, negotiation, logging), not the payload.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createLogger } from '../server/logger';

/** One captured response: status, headers as Node received them, body as base64. */
export interface CapturedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

// Usage: PORT=n bare-server.ts <capture file> [log]
const [captureFile, logMode] = process.argv.slice(2);
const port = process.env.PORT;
// With `log`, the baseline also writes the app's request log line, through the app's own logger
// (the same pino setup, the same fields): the row against it shows what the app costs beyond that.
const log = logMode === 'log' ? createLogger() : undefined;
let served = 0;
const capture = JSON.parse(readFileSync(captureFile ?? '', 'utf8')) as {
  list: CapturedResponse;
  notModified: CapturedResponse;
  created: CapturedResponse;
};
// Node adds Date, Connection and Keep-Alive itself, to both servers alike.
const AUTOMATIC = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const prepared = Object.fromEntries(
  Object.entries(capture).map(([name, response]) => [
    name,
    {
      status: response.status,
      headers: Object.fromEntries(
        Object.entries(response.headers).filter(([key]) => !AUTOMATIC.has(key)),
      ),
      body: Buffer.from(response.body, 'base64'),
    },
  ]),
) as Record<
  keyof typeof capture,
  { status: number; headers: Record<string, string>; body: Buffer }
>;
const etag = prepared.list.headers.etag;

createServer((req, res) => {
  if (req.method === 'POST') {
    // The write baseline: read and parse the JSON body, answer what the app answered. No storage.
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      JSON.parse(Buffer.concat(chunks).toString());
      res.writeHead(prepared.created.status, prepared.created.headers);
      res.end(prepared.created.body);
    });
    return;
  }
  const started = performance.now();
  const answer = req.headers['if-none-match'] === etag ? prepared.notModified : prepared.list;
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
  log?.info({
    msg: 'request',
    requestId: `bare-${(served += 1)}`,
    method: req.method,
    path: req.url,
    status: answer.status,
    durationMs: Math.round((performance.now() - started) * 1000) / 1000,
  });
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
