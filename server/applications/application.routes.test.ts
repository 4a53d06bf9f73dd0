import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appPaths } from '../../shared/app-paths';
import { APPLICATION_RATE_LIMIT } from '../../shared/constants';
import { applicationInputSchema } from '../../shared/schemas/application';
import type { ApplicationReceipt, ChurchProfile } from '../../shared/types';
import { applicationReceivedSubject, newApplicationSubject } from '../mail/application-messages';
import { createEmlWriter } from '../mail/eml-writer';
import { startMailWorker } from '../mail/mail-worker';
import { parseWith } from '../middleware/validate';
import { readTable, tableNames } from '../store/sqlite/sqlite-store';
import {
  applicationFor,
  appliedFor,
  churchWithApprovedPosition,
  churchWithProfile,
  postedPosition,
  isSetupMail,
  queuedMail,
} from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { createTestApp, memoryLogger, type TestApp } from '../testing/test-app';
import { appPerTest, approvedPositionPerTest } from '../testing/per-test';
import { pdfBytes } from '../testing/test-documents';
import { submitApplication } from './application.service';
import { hashStatusToken, statusTokenFor } from './status-token';
import { expectFieldErrors } from '../testing/field-errors';

const PDF = Buffer.from(pdfBytes(2000));

const app = appPerTest();
const board = approvedPositionPerTest(app);

/** Uploads a file the way the browser does: ask for an address, PUT to it, keep it without the query. */
async function uploadResume(
  client: TestClient,
  bytes: Buffer,
  contentType = 'application/pdf',
  filename = 'cv.pdf',
) {
  const target = await client.post<{ url: string }>('/api/object-storage/resume', {
    contentType,
    filename,
  });
  expect(target.status).toBe(200);
  const put = await client.request('PUT', target.body.url, {
    raw: bytes,
    headers: { 'content-type': contentType },
  });
  return { put, fileUrl: target.body.url.split('?')[0] ?? '' };
}

describe('POST /api/applications', () => {
  it('stores the application with studentGraduationYear as graduationYear and echoes no personal data', async () => {
    const res = await board.student.post<Record<string, unknown>>(
      '/api/applications',
      applicationFor(board.position.id),
    );
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual([
      'createdAt',
      'id',
      'positionId',
      'status',
      'statusToken',
    ]);
    const stored = await app.store.applications.findById(String(res.body.id));
    expect(stored).toMatchObject({
      studentName: 'Ada Student',
      studentEmail: 'ada@student.test',
      graduationYear: '2027',
      availableStartDate: 'June',
      resumeUrl: null,
      status: 'pending',
    });
  });

  it('answers every invalid field with the spec message', async () => {
    const res = await board.student.post<{ errors: Record<string, string[]> }>(
      '/api/applications',
      {
        positionId: board.position.id,
        studentName: ' ',
        studentEmail: 'nope',
        studentPhone: '123',
        studentMajor: '',
        studentGraduationYear: '27',
      },
    );
    expectFieldErrors(res, {
      studentName: ['Name is required'],
      studentEmail: ['Valid email is required'],
      studentPhone: ['Phone number is required'],
      studentMajor: ['Major/field of study is required'],
      studentGraduationYear: ['Graduation year is required'],
    });
  });

  it('answers 404 for an unknown or pending position', async () => {
    const pending = await postedPosition(board.church, { title: 'Pending' });
    expect((await board.student.post('/api/applications', applicationFor(pending.id))).status).toBe(
      404,
    );
    expect(
      (await board.student.post('/api/applications', applicationFor('no-such-position'))).status,
    ).toBe(404);
  });

  it('silently drops a bot that fills the honeypot field', async () => {
    const res = await board.student.post(
      '/api/applications',
      applicationFor(board.position.id, { homepage: 'http://spam.test' }),
    );
    expect(res.status).toBe(201);
    expect(await app.store.applications.listByPosition(board.position.id)).toEqual([]);
  });

  it('rate-limits one network and says when to try again', async () => {
    for (let i = 0; i < APPLICATION_RATE_LIMIT; i += 1) {
      const ok = await board.student.post(
        '/api/applications',
        applicationFor(board.position.id, { studentEmail: `s${i}@s.test` }),
      );
      expect(ok.status).toBe(201);
    }
    const limited = await board.student.post<{ message: string }>(
      '/api/applications',
      applicationFor(board.position.id),
    );
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^Too many applications from this network\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const otherNetwork = new TestClient(app.callback, { remoteAddress: '10.0.0.9' });
    expect(
      (await otherNetwork.post('/api/applications', applicationFor(board.position.id))).status,
    ).toBe(201);
    app.clock.advance(11 * 60 * 1000);
    expect(
      (
        await board.student.post(
          '/api/applications',
          applicationFor(board.position.id, { studentEmail: 'later@s.test' }),
        )
      ).status,
    ).toBe(201);
  });
});

describe('resumes', () => {
  it('accepts an uploaded PDF and lets only the church and admins read it', async () => {
    const { put, fileUrl } = await uploadResume(board.student, PDF);
    expect(put.status).toBe(200);
    const res = await board.student.post<{ id: string }>(
      '/api/applications',
      applicationFor(board.position.id, { resumeUrl: fileUrl }),
    );
    expect(res.status).toBe(201);
    const link = `/api/applications/${res.body.id}/resume`;
    expect((await board.student.get(link)).status).toBe(401);
    const other = (await churchWithProfile(app, 'other@church.test')).client;
    expect((await other.get(link)).status).toBe(403);
    for (const reader of [board.church, board.admin]) {
      const redirect = await reader.get(link);
      expect(redirect.status).toBe(302);
      const file = await reader.get(String(redirect.headers.location));
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(Buffer.from(file.text, 'latin1').subarray(0, 5).toString()).toBe('%PDF-');
    }
    // Without the short-lived signature the stored address itself reads nothing.
    expect((await board.student.get(fileUrl)).status).toBe(403);
  });

  it('refuses a resume address that was never uploaded or is not a document', async () => {
    const target = await board.student.post<{ url: string }>('/api/object-storage/resume', {
      filename: 'cv.pdf',
    });
    const neverUploaded = target.body.url.split('?')[0];
    const res = await board.student.post<{ errors: Record<string, string[]> }>(
      '/api/applications',
      applicationFor(board.position.id, { resumeUrl: neverUploaded }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.resumeUrl).toEqual([
      'The uploaded file was not found. Please upload it again.',
    ]);
    const foreign = await board.student.post(
      '/api/applications',
      applicationFor(board.position.id, { resumeUrl: 'https://evil.test/cv.pdf' }),
    );
    expect(foreign.status).toBe(400);
  });

  it('refuses a resume larger than 5 MB before issuing an address', async () => {
    const res = await board.student.post<{ message: string }>('/api/object-storage/resume', {
      filename: 'big.pdf',
      contentType: 'application/pdf',
      size: 5 * 1024 * 1024 + 1,
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The resume must be 5 MB or smaller');
  });

  it('refuses a file whose bytes are not a PDF, DOC or DOCX', async () => {
    const { put } = await uploadResume(
      board.student,
      Buffer.from('MZ\x90\x00 this is an executable'),
    );
    expect(put.status).toBe(415);
  });

  it('refuses other content types when asking for an address', async () => {
    const res = await board.student.post<{ errors: Record<string, string[]> }>(
      '/api/object-storage/resume',
      {
        filename: 'cv.exe',
        contentType: 'application/x-msdownload',
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.contentType).toEqual(['Only PDF, DOC and DOCX files are accepted']);
  });

  it('deletes the resume files with their position', async () => {
    const { fileUrl } = await uploadResume(board.student, PDF);
    await board.student.post(
      '/api/applications',
      applicationFor(board.position.id, { resumeUrl: fileUrl }),
    );
    const key = app.deps.files.keyFromUrl(fileUrl, 'resume');
    expect(key).toBeDefined();
    expect(await app.deps.files.inspect(key ?? '')).toBeDefined();
    expect((await board.church.delete(`/api/positions/${board.position.id}`)).status).toBe(200);
    expect(await app.deps.files.inspect(key ?? '')).toBeUndefined();
  });

  it('lets only churches ask for a job description address', async () => {
    expect(
      (await board.student.post('/api/object-storage/job-description', { filename: 'jd.pdf' }))
        .status,
    ).toBe(401);
    const res = await board.church.post<{ url: string }>('/api/object-storage/job-description', {
      filename: 'jd.pdf',
    });
    expect(res.status).toBe(200);
    expect(res.body.url).toContain('/api/uploads/job-descriptions/');
  });
});

/** Every table of the SQLite store as JSON text, to look for a value anywhere in it. */
async function everyTable(test: TestApp): Promise<string> {
  const tables: Record<string, unknown[]> = {};
  for (const table of await tableNames(test.store))
    tables[table] = await readTable(test.store, table);
  return JSON.stringify(tables);
}

/** What is queued for `to` besides the sign-up's verification message. */
async function mailTo(to: string) {
  return (await queuedMail(app, to)).filter((message) => !isSetupMail(message));
}

describe('who hears of a new application', () => {
  /** The church's profile with its e-mail choice, and a position of theirs (with or without a contact e-mail). */
  async function churchChoosing(
    email: string,
    applicationEmails: ChurchProfile['applicationEmails'],
    contactEmail?: string,
  ) {
    const { client, profile } = await churchWithProfile(app, email, {
      churchName: `Church of ${applicationEmails}`,
      applicationEmails,
    });
    expect(profile.applicationEmails).toBe(applicationEmails);
    const own = await postedPosition(
      client,
      { title: 'Worship Leader', ...(contactEmail ? { contactEmail } : {}) },
      board.admin,
    );
    return { client, position: own };
  }

  it("'each' (the default): the church's account gets the name, the position and a link to the application", async () => {
    const receipt = await appliedFor(app, board.position.id);
    const [message, ...more] = await mailTo('grace@church.test');
    expect(more).toEqual([]);
    expect(message?.subject).toBe(newApplicationSubject('Youth Pastor'));
    expect(message?.subject).not.toContain('Ada');
    expect(message?.text).toContain(
      'Ada Student applied for Youth Pastor at Grace Community Church',
    );
    const link = `${app.deps.config.appUrl}${appPaths.churchApplication(receipt.id)}`;
    expect(message?.text).toContain(link);
    expect(message?.html).toContain(`href="${link}"`);
    expect(message?.text).toContain(`${app.deps.config.appUrl}${appPaths.churchProfile}`);
  });

  it("'each' with a contact e-mail on the position: the contact gets it, not the account", async () => {
    const { position: own } = await churchChoosing('hope@church.test', 'each', 'hiring@hope.test');
    await appliedFor(app, own.id, { studentName: 'Bo <b>Bold</b>' });
    expect(await mailTo('hope@church.test')).toEqual([]);
    const [message] = await mailTo('hiring@hope.test');
    expect(message?.text).toContain('Bo <b>Bold</b> applied for Worship Leader');
    expect(message?.html).toContain('Bo &lt;b&gt;Bold&lt;/b&gt;');
    expect(message?.html).not.toContain('<b>Bold');
  });

  it("replies reach a person: the church's mail replies to the student, the student's to the position's contact", async () => {
    // Without a contact e-mail on the position, the church's account is its contact.
    await appliedFor(app, board.position.id, { studentEmail: 'ada@student.test' });
    const [toChurch] = await mailTo('grace@church.test');
    expect(toChurch?.replyTo).toBe('ada@student.test');
    const [toStudent] = await mailTo('ada@student.test');
    expect(toStudent?.replyTo).toBe('grace@church.test');

    const { position: own } = await churchChoosing('hope@church.test', 'each', 'hiring@hope.test');
    await appliedFor(app, own.id, { studentEmail: 'bo@student.test' });
    const [toContact] = await mailTo('hiring@hope.test');
    expect(toContact?.replyTo).toBe('bo@student.test');
    const [confirmation] = await mailTo('bo@student.test');
    expect(confirmation?.replyTo).toBe('hiring@hope.test');

    // A church that chose no e-mails is still the one a student's reply reaches.
    const { position: quiet } = await churchChoosing('quiet@church.test', 'none');
    await appliedFor(app, quiet.id, { studentEmail: 'cy@student.test' });
    expect((await mailTo('cy@student.test'))[0]?.replyTo).toBe('quiet@church.test');
  });

  it("'daily': no e-mail now, the application waits for the summary", async () => {
    const { position: own } = await churchChoosing('daily@church.test', 'daily');
    const receipt = await appliedFor(app, own.id);
    expect(await mailTo('daily@church.test')).toEqual([]);
    const waiting = await app.store.applications.awaitingDigest(
      new Date(app.clock.now().getTime() + 60_000),
    );
    expect(waiting.map((item) => item.applicationId)).toEqual([receipt.id]);
  });

  it("'none': the church gets nothing and nothing waits; the student is still told", async () => {
    const { position: own } = await churchChoosing('quiet@church.test', 'none');
    await appliedFor(app, own.id, { studentEmail: 'quiet.student@student.test' });
    expect(await mailTo('quiet@church.test')).toEqual([]);
    expect(
      await app.store.applications.awaitingDigest(new Date(app.clock.now().getTime() + 60_000)),
    ).toEqual([]);
    expect(await mailTo('quiet.student@student.test')).toHaveLength(1);
  });

  it('the student gets a confirmation naming the position and church, with the private link and the retention', async () => {
    const receipt = await appliedFor(app, board.position.id, {
      studentName: 'Visit evil.test now',
    });
    expect(receipt.statusToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [message, ...more] = await mailTo('ada@student.test');
    expect(more).toEqual([]);
    expect(message?.subject).toBe(
      applicationReceivedSubject('Youth Pastor', 'Grace Community Church'),
    );
    const link = `${app.deps.config.appUrl}${appPaths.applicationStatus(receipt.statusToken)}`;
    expect(message?.text).toContain(link);
    expect(message?.html).toContain(`href="${link}"`);
    expect(message?.text).toContain('anyone who has it can see your application and withdraw it');
    expect(message?.text).toContain(
      'deleted 180 days after the position closes, or as soon as you withdraw',
    );
    // Whoever fills the anonymous form chooses the address: none of their words go into it.
    expect(message?.text).not.toContain('evil.test');
    expect(message?.html).not.toContain('evil.test');
  });

  it('says the configured retention', async () => {
    const other = await createTestApp({ env: { APPLICATION_RETENTION_DAYS: '30' } });
    try {
      const { position: own } = await churchWithApprovedPosition(other);
      await appliedFor(other, own.id);
      const [message] = await queuedMail(other, 'ada@student.test');
      expect(message?.text).toContain('deleted 30 days after the position closes');
    } finally {
      await other.close();
    }
  });

  it('a replay with the same Idempotency-Key answers the same token and sends nothing again', async () => {
    const headers = { 'Idempotency-Key': 'apply-once-1' };
    const first = await appliedFor(app, board.position.id, {}, headers);
    const before = await queuedMail(app);
    const again = await new TestClient(app.callback).post<ApplicationReceipt>(
      '/api/applications',
      applicationFor(board.position.id),
      { headers },
    );
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first);
    expect(await queuedMail(app)).toHaveLength(before.length);
  });

  it('a retry whose first attempt was stored (its key lost) answers the same token and sends nothing again', async () => {
    const input = parseWith(applicationInputSchema, applicationFor(board.position.id));
    const id = '5f0c7a52-3a51-4c1e-9d35-3f3f5c6c7a10';
    const first = await submitApplication(app.deps, input, id);
    const before = await queuedMail(app);
    const retried = await submitApplication(app.deps, input, id);
    expect(retried).toEqual(first);
    expect(await queuedMail(app)).toHaveLength(before.length);
  });

  it('a failing mail queue is logged and the application is stored all the same', async () => {
    const log = memoryLogger();
    const deps = {
      ...app.deps,
      log,
      mailer: {
        send: () => Promise.reject(new Error('queue down')),
      },
    };
    const input = parseWith(applicationInputSchema, applicationFor(board.position.id));
    const receipt = await submitApplication(deps, input);
    expect(await app.store.applications.findById(receipt.id)).toBeDefined();
    const errors = log.lines.filter((line) => line.level === 'error');
    expect(errors.map((line) => line.mail)).toEqual(['new application', 'application received']);
    expect(JSON.stringify(errors)).not.toContain('ada@student.test');
    expect(JSON.stringify(errors)).not.toContain('grace@church.test');
  });

  it('the honeypot answers with a token of the same shape that opens nothing, and e-mails nobody', async () => {
    const before = await queuedMail(app);
    const res = await board.student.post<ApplicationReceipt>(
      '/api/applications',
      applicationFor(board.position.id, { homepage: 'http://spam.test' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.statusToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.statusToken).not.toBe(statusTokenFor(app.deps.config, res.body.id));
    expect(
      (await board.student.get(`/api/application-status/${res.body.statusToken}`)).status,
    ).toBe(404);
    expect(await queuedMail(app)).toHaveLength(before.length);
  });
});

describe('the status token is never stored in plain', () => {
  it('the store keeps its SHA-256; the idempotency table keeps a receipt without it; once sent, no table holds it', async () => {
    const receipt = await appliedFor(
      app,
      board.position.id,
      {},
      { 'Idempotency-Key': 'apply-hash-1' },
    );
    const token = receipt.statusToken;
    expect(token).toBe(statusTokenFor(app.deps.config, receipt.id));
    const keys = (await readTable(app.store, 'idempotency_keys')) as { response_body?: string }[];
    const stored = JSON.stringify(keys);
    expect(stored).toContain(receipt.id);
    expect(stored).not.toContain(token);
    expect(
      await app.store.applications.findByStatusTokenHash(hashStatusToken(token)),
    ).toMatchObject({ id: receipt.id });
    // Until the confirmation is sent, the queued message is the one place the link is written.
    const tables = JSON.parse(await everyTable(app)) as Record<string, unknown[]>;
    for (const [table, rows] of Object.entries(tables)) {
      if (table !== 'mail_queue') expect(JSON.stringify(rows), table).not.toContain(token);
    }
    const mailDir = mkdtempSync(path.join(tmpdir(), 'job-board-mail-'));
    // The queue stamps messages with the real time, which runs ahead of the test clock.
    const later = () => new Date(Date.now() + 60_000);
    const worker = startMailWorker({
      store: app.store,
      transport: createEmlWriter({
        dir: mailDir,
        from: 'board@test',
        log: memoryLogger(),
        now: later,
      }),
      log: memoryLogger(),
      now: later,
      intervalMs: 60_000,
    });
    try {
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    const after = JSON.parse(await everyTable(app)) as Record<string, unknown[]>;
    for (const [table, rows] of Object.entries(after)) {
      expect(JSON.stringify(rows), table).not.toContain(token);
    }
    const files = readdirSync(mailDir).map((file) =>
      readFileSync(path.join(mailDir, file), 'utf8'),
    );
    expect(files.join('\n').replace(/=\r?\n/g, '')).toContain(token);
  });
});
