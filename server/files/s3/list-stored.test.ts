import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredObject } from '../port';
import { pdfBytes } from '../../testing/test-documents';
import { listS3Uploads } from './list-stored';
import { createS3Storage, type S3FileStorage } from './s3-storage';

// s3rver signs its ListObjectsV2 continuation tokens with DES, which OpenSSL 3 only has in its
// legacy provider; a Node process can load that provider only at start. So this s3rver runs in a
// child process of its own, and paging is tested against a real server rather than faked.
const S3RVER_SCRIPT = `
const S3rver = require(process.env.S3RVER_MODULE);
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true,
  directory: process.env.S3RVER_DIR, configureBuckets: [{ name: 'listing' }] });
server.run().then(({ port }) => console.log(port));
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
`;

/** Starts s3rver in a child process with DES available; resolves with the child and its port. */
async function startS3rver(directory: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', S3RVER_SCRIPT], {
    env: {
      ...process.env,
      S3RVER_MODULE: createRequire(import.meta.url).resolve('s3rver'),
      S3RVER_DIR: directory,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (!child.stdout) throw new Error('s3rver child has no stdout');
  const lines = createInterface({ input: child.stdout });
  const [line] = (await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(() => {
      throw new Error('s3rver exited during start');
    }),
  ])) as [string];
  lines.close();
  return { child, port: Number(line) };
}

describe('listStored against s3rver on loopback', () => {
  let directory: string;
  let s3rver: ChildProcess | undefined;
  let storage: S3FileStorage;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 's3rver-list-'));
    const started = await startS3rver(directory);
    s3rver = started.child;
    const { port } = started;
    // s3rver knows one key pair, S3RVER/S3RVER.
    storage = createS3Storage({
      bucket: 'listing',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
  });

  afterAll(async () => {
    storage?.client.destroy();
    if (s3rver && s3rver.exitCode === null) {
      const exited = once(s3rver, 'exit');
      s3rver.kill('SIGTERM');
      await exited;
    }
    await rm(directory, { recursive: true, force: true });
  });

  const put = (key: string) =>
    storage.client.send(
      new PutObjectCommand({
        Bucket: 'listing',
        Key: key,
        Body: pdfBytes(),
        ContentType: 'application/pdf',
      }),
    );

  async function collect(objects: AsyncIterable<StoredObject>): Promise<StoredObject[]> {
    const listed: StoredObject[] = [];
    for await (const object of objects) listed.push(object);
    return listed;
  }

  it("lists the board's uploads of both kinds, with LastModified, and nothing else", async () => {
    const before = Date.now();
    const keys = [`resumes/${randomUUID()}.pdf`, `job-descriptions/${randomUUID()}.doc`];
    for (const key of keys) await put(key);
    // A shared bucket's other objects, and names that are no key of this board.
    for (const key of [
      `other/${randomUUID()}.pdf`,
      `${randomUUID()}.pdf`,
      'resumes/notes.txt',
      `resumes/${randomUUID()}.pdf.bak`,
    ])
      await put(key);

    const listed = await collect(storage.listStored());
    expect(listed.map((o) => o.key).sort()).toEqual([...keys].sort());
    for (const { storedAt } of listed) {
      // S3 times have whole seconds.
      expect(storedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(storedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }

    for (const key of keys) await storage.delete(key);
    expect(await collect(storage.listStored())).toEqual([]);
  });

  it('follows the pages of a long listing', async () => {
    const keys = Array.from({ length: 7 }, () => `resumes/${randomUUID()}.pdf`);
    for (const key of keys) await put(key);
    const listed = await collect(listS3Uploads(storage.client, 'listing', 2));
    expect(listed.map((o) => o.key).sort()).toEqual([...keys].sort());
    for (const key of keys) await storage.delete(key);
  });
});
