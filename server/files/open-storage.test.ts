import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openStorage } from './open-storage';

const base = { DATA_DIR: '/tmp/job-board-open-storage-test', SESSION_SECRET: 's'.repeat(32) };

describe('openStorage', () => {
  it('uses local disk under DATA_DIR/uploads by default, path-only while PUBLIC_URL is unset', async () => {
    const storage = openStorage(loadConfig(base));
    expect(storage.kind).toBe('local');
    const target = await storage.createUpload({
      kind: 'resume',
      contentType: 'application/pdf',
      filename: 'cv.pdf',
    });
    expect(target.fileUrl).toMatch(/^\/api\/uploads\/resumes\//);
  });

  it('builds addresses on PUBLIC_URL when it is set', async () => {
    const storage = openStorage(loadConfig({ ...base, PUBLIC_URL: 'https://jobs.example.org/' }));
    const target = await storage.createUpload({
      kind: 'resume',
      contentType: 'application/pdf',
      filename: 'cv.pdf',
    });
    expect(target.fileUrl).toMatch(/^https:\/\/jobs\.example\.org\/api\/uploads\/resumes\//);
  });

  it('uses S3 when S3_BUCKET is set', async () => {
    const storage = openStorage(
      loadConfig({
        ...base,
        S3_BUCKET: 'board',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 'b',
      }),
    );
    expect(storage.kind).toBe('s3');
    const target = await storage.createUpload({
      kind: 'resume',
      contentType: 'application/pdf',
      filename: 'cv.pdf',
    });
    expect(target.fileUrl).toMatch(/^http:\/\/127\.0\.0\.1:9\/board\/resumes\//);
  });
});
