// The baseline: a bare node:http server that answers with the very bytes and headers the app sent,
// so the ratio measures what the app adds (routing, sessions, store version check), not the payload.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [bodyFile, etag, encoding, port] = process.argv.slice(2);
const body = readFileSync(bodyFile ?? '');
const receipt = Buffer.from(
  JSON.stringify({ id: '00000000-0000-4000-8000-000000000000', status: 'pending' }),
);

createServer((req, res) => {
  if (req.method === 'POST') {
    // The write baseline: read and parse the JSON body, answer 201. No storage.
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      JSON.parse(Buffer.concat(chunks).toString());
      res.writeHead(201, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': receipt.length,
      });
      res.end(receipt);
    });
    return;
  }
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, { etag: etag ?? '', 'cache-control': 'no-cache' });
    res.end();
    return;
  }
  const headers: Record<string, string | number> = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
    etag: etag ?? '',
    'cache-control': 'no-cache',
    vary: 'Accept-Encoding',
  };
  if (encoding && encoding !== 'identity') headers['content-encoding'] = encoding;
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
