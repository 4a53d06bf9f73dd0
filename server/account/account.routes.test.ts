import { describe, expect, it } from 'vitest';
import {
  adminClient,
  applicationFor,
  churchWithProfile,
  postedPosition,
} from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { appPerTest } from '../testing/per-test';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 0x20)]);
const app = appPerTest();

describe('DELETE /api/account', () => {
  it('removes the church, its positions, their applications and resume files, and ends the session', async () => {
    const admin = await adminClient(app);
    const { client, user, profile } = await churchWithProfile(app, 'grace@church.test');
    const position = await postedPosition(client, {}, admin);
    const student = new TestClient(app.callback);
    const target = await student.post<{ url: string }>('/api/object-storage/resume', {
      filename: 'cv.pdf',
    });
    await student.request('PUT', target.body.url, {
      raw: PDF,
      headers: { 'content-type': 'application/pdf' },
    });
    const fileUrl = target.body.url.split('?')[0] ?? '';
    await student.post('/api/applications', applicationFor(position.id, { resumeUrl: fileUrl }));
    const key = app.deps.files.keyFromUrl(fileUrl, 'resume') ?? '';
    expect(await app.deps.files.inspect(key)).toBeDefined();

    const res = await client.delete('/api/account');
    expect(res.status).toBe(200);
    expect(await app.store.users.findById(user.id)).toBeUndefined();
    expect(await app.store.churches.findById(profile.id)).toBeUndefined();
    expect(await app.store.positions.findById(position.id)).toBeUndefined();
    expect(await app.store.applications.listByPosition(position.id)).toEqual([]);
    expect(await app.deps.files.inspect(key)).toBeUndefined();
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await student.get('/api/positions')).body).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await new TestClient(app.callback).delete('/api/account')).status).toBe(401);
  });
});
