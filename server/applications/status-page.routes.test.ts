// The student's status link: their application and its status, their resume, and withdrawing it,
// with the token alone; a token that opens nothing is one clear 404, and the token stays out of logs.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import { appPaths } from '../../shared/app-paths';
import type { ApplicationReceipt, ApplicationStatusView } from '../../shared/types';
import { appliedFor, churchWithApprovedPosition, uploadedResume } from '../testing/fixtures';
import { createApp } from '../app';
import { TestClient } from '../testing/http-client';
import { createTestApp } from '../testing/test-app';
import { appPerTest, approvedPositionPerTest } from '../testing/per-test';
import { docxBytes, pdfBytes } from '../testing/test-documents';
import { STATUS_LINK_MISSES_PER_WINDOW } from './status-page.routes';
import { STATUS_LINK_INVALID, WITHDRAWN_MESSAGE } from './status-page.service';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const app = appPerTest();
const board = approvedPositionPerTest(app);

/** A token of the right shape that no application has. */
const FORGED = 'A'.repeat(43);

/** The 404 every token that opens nothing gets. */
function expectInvalid(res: { status: number; body: unknown; headers: Record<string, unknown> }) {
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ message: STATUS_LINK_INVALID });
  expect(res.headers['cache-control']).toBe('no-store');
}

describe('GET /api/application-status/:token', () => {
  it('shows what the student sent and where it stands, privately and without a session', async () => {
    const receipt = await appliedFor(app, board.position.id);
    const res = await board.student.get<ApplicationStatusView>(
      api.applicationStatus(receipt.statusToken),
    );
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toEqual({
      application: {
        id: receipt.id,
        studentName: 'Ada Student',
        studentEmail: 'ada@student.test',
        studentPhone: '555-123-4567',
        studentMajor: 'Theology',
        graduationYear: '2027',
        availableStartDate: 'June',
        coverLetter: 'I would love to serve.',
        hasResume: false,
        createdAt: receipt.createdAt,
      },
      status: 'pending',
      statusChangedAt: receipt.createdAt,
      position: {
        id: board.position.id,
        title: 'Youth Pastor',
        churchName: 'Grace Community Church',
        location: 'Springfield',
        open: true,
      },
      retentionDays: 180,
    } satisfies ApplicationStatusView);
  });

  it("follows the church's review (status and when it changed) and never shows its notes", async () => {
    const receipt = await appliedFor(app, board.position.id);
    app.clock.advance(60_000);
    await board.church.get(`/api/church/applications/${receipt.id}`);
    await board.church.post(`/api/church/applications/${receipt.id}/notes`, {
      text: 'Private remark',
    });
    app.clock.advance(60_000);
    const declined = await board.church.put<{ history: { at: string }[] }>(
      `/api/church/applications/${receipt.id}/status`,
      { status: 'declined' },
    );
    const res = await board.student.get<ApplicationStatusView>(
      api.applicationStatus(receipt.statusToken),
    );
    expect(res.body.status).toBe('declined');
    expect(res.body.statusChangedAt).toBe(declined.body.history.at(-1)?.at);
    expect(res.body.statusChangedAt > receipt.createdAt).toBe(true);
    expect(res.text).not.toContain('Private remark');
  });

  it('says the position is closed once it is, and the configured retention', async () => {
    const other = await createTestApp({ env: { APPLICATION_RETENTION_DAYS: '45' } });
    try {
      const { position: own } = await churchWithApprovedPosition(other);
      const receipt = await appliedFor(other, own.id);
      await other.store.positions.close(own.id, 'expired');
      const res = await new TestClient(other.callback).get<ApplicationStatusView>(
        api.applicationStatus(receipt.statusToken),
      );
      expect(res.body.position.open).toBe(false);
      expect(res.body.retentionDays).toBe(45);
    } finally {
      await other.close();
    }
  });

  it('answers one 404 for a forged, malformed, mistyped or withdrawn token', async () => {
    const receipt = await appliedFor(app, board.position.id);
    const withdrawn = await appliedFor(app, board.position.id, {
      studentEmail: 'gone@student.test',
    });
    expect((await board.student.delete(api.applicationStatus(withdrawn.statusToken))).status).toBe(
      200,
    );
    for (const token of [
      FORGED,
      'not-a-token',
      `${receipt.statusToken}x`,
      receipt.statusToken.toLowerCase() === receipt.statusToken
        ? receipt.statusToken.toUpperCase()
        : receipt.statusToken.toLowerCase(),
      receipt.id,
      '%24gt',
      withdrawn.statusToken,
    ]) {
      expectInvalid(await board.student.get(`/api/application-status/${token}`));
      expectInvalid(await board.student.get(`/api/application-status/${token}/resume`));
    }
  });

  it('never writes the token into the log', async () => {
    const receipt = await appliedFor(app, board.position.id);
    await board.student.get(api.applicationStatus(receipt.statusToken));
    await board.student.get(api.applicationStatusResume(receipt.statusToken));
    await board.student.get(api.applicationStatus(FORGED));
    await board.student.delete(api.applicationStatus(receipt.statusToken));
    const lines = app.log.lines.filter((line) =>
      String(line.path).startsWith('/api/application-status'),
    );
    expect(lines.map((line) => `${String(line.method)} ${String(line.path)}`)).toEqual([
      'GET /api/application-status/:token',
      'GET /api/application-status/:token/resume',
      'GET /api/application-status/:token',
      'DELETE /api/application-status/:token',
    ]);
    expect(JSON.stringify(app.log.lines)).not.toContain(receipt.statusToken);
    expect(JSON.stringify(app.log.lines)).not.toContain(FORGED);
  });

  it('slows a network down after many tokens that open nothing; working links do not count', async () => {
    const receipt = await appliedFor(app, board.position.id);
    for (let i = 0; i < STATUS_LINK_MISSES_PER_WINDOW * 2; i += 1) {
      expect((await board.student.get(api.applicationStatus(receipt.statusToken))).status).toBe(
        200,
      );
    }
    for (let i = 0; i < STATUS_LINK_MISSES_PER_WINDOW; i += 1) {
      expectInvalid(
        await board.student.get(
          api.applicationStatus(`${FORGED.slice(0, -2)}${i}`.padEnd(43, 'B')),
        ),
      );
    }
    const limited = await board.student.get<{ message: string }>(api.applicationStatus(FORGED));
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^Too many application links that do not work came from this network\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another network is not held back, and the window passes.
    const elsewhere = new TestClient(app.callback, { remoteAddress: '10.0.0.7' });
    expect((await elsewhere.get(api.applicationStatus(FORGED))).status).toBe(404);
    app.clock.advance(11 * 60_000);
    expectInvalid(await board.student.get(api.applicationStatus(FORGED)));
  });

  it('a campus address past the limit still opens, reads the resume of and withdraws a working link', async () => {
    // Students behind one address: someone else's misses fill the window first.
    const resumeUrl = await uploadedResume(app, pdfBytes(900), 'application/pdf');
    const receipt = await appliedFor(app, board.position.id, { resumeUrl });
    for (let i = 0; i < STATUS_LINK_MISSES_PER_WINDOW + 3; i += 1) {
      const miss = await board.student.get(api.applicationStatus(FORGED));
      expect(miss.status).toBe(i < STATUS_LINK_MISSES_PER_WINDOW ? 404 : 429);
    }
    expect((await board.student.get(api.applicationStatus(receipt.statusToken))).status).toBe(200);
    const resume = await board.student.get(api.applicationStatusResume(receipt.statusToken));
    expect(resume.status).toBe(302);
    const withdrawn = await board.student.delete<{ message: string }>(
      api.applicationStatus(receipt.statusToken),
    );
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toEqual({ message: WITHDRAWN_MESSAGE });
    expect(await app.store.applications.findById(receipt.id)).toBeUndefined();
    // The withdrawn link now opens nothing, and past the limit that is a 429 like any miss.
    expect((await board.student.get(api.applicationStatus(receipt.statusToken))).status).toBe(429);
    expect((await board.student.delete(api.applicationStatus(FORGED))).status).toBe(429);
  });
});

describe('GET /api/application-status/:token/resume', () => {
  it('hands the student their resume exactly as the church gets it', async () => {
    const resumeUrl = await uploadedResume(app, docxBytes(900), DOCX);
    const receipt = await appliedFor(app, board.position.id, { resumeUrl });
    const view = await board.student.get<ApplicationStatusView>(
      api.applicationStatus(receipt.statusToken),
    );
    expect(view.body.application.hasResume).toBe(true);
    const own = await board.student.get(api.applicationStatusResume(receipt.statusToken));
    const churchs = await board.church.get(api.applicationResume(receipt.id));
    for (const res of [own, churchs]) {
      expect(res.status).toBe(302);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const file = await board.student.get(String(own.headers.location));
    const theirs = await board.church.get(String(churchs.headers.location));
    expect(file.status).toBe(200);
    expect(file.raw).toEqual(Buffer.from(docxBytes(900)));
    for (const header of ['content-type', 'content-disposition', 'content-security-policy']) {
      expect(file.headers[header], header).toBe(theirs.headers[header]);
    }
    // Uploaded as 'cv': offered under that name, with the extension of the type it was checked as.
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="cv.docx"; filename*=UTF-8''cv.docx`,
    );
  });

  it('answers 404 when the student sent no resume', async () => {
    const receipt = await appliedFor(app, board.position.id);
    const res = await board.student.get<{ message: string }>(
      api.applicationStatusResume(receipt.statusToken),
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This application has no resume');
  });
});

describe('DELETE /api/application-status/:token', () => {
  async function appliedWithResume(
    studentEmail = 'ada@student.test',
  ): Promise<{ receipt: ApplicationReceipt; key: string }> {
    const resumeUrl = await uploadedResume(app, pdfBytes(1200));
    const receipt = await appliedFor(app, board.position.id, { resumeUrl, studentEmail });
    const key = app.deps.files.keyFromUrl(resumeUrl, 'resume') ?? '';
    expect(await app.deps.files.inspect(key)).toBeDefined();
    return { receipt, key };
  }

  it('withdraws: the application, its history, notes and resume file are gone, and the church no longer sees it', async () => {
    const { receipt, key } = await appliedWithResume();
    await board.church.put(`/api/church/applications/${receipt.id}/status`, {
      status: 'contacted',
    });
    await board.church.post(`/api/church/applications/${receipt.id}/notes`, { text: 'Call back' });
    const res = await board.student.delete<{ message: string }>(
      api.applicationStatus(receipt.statusToken),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: WITHDRAWN_MESSAGE });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await app.store.applications.findById(receipt.id)).toBeUndefined();
    expect(await app.store.applications.statusHistory(receipt.id)).toEqual([]);
    expect(await app.store.applications.listNotes(receipt.id)).toEqual([]);
    expect(await app.deps.files.inspect(key)).toBeUndefined();
    expect(await app.store.uploads.find(key)).toBeUndefined();
    const list = await board.church.get<unknown[]>(
      `/api/church/positions/${board.position.id}/applications`,
    );
    expect(list.body).toEqual([]);
    expect((await board.church.get(`/api/church/applications/${receipt.id}`)).status).toBe(404);
    // The link now opens nothing.
    expectInvalid(await board.student.get(api.applicationStatus(receipt.statusToken)));
    expectInvalid(await board.student.delete(api.applicationStatus(receipt.statusToken)));
  });

  it("leaves other students' applications and files alone", async () => {
    const mine = await appliedWithResume();
    const theirs = await appliedWithResume('ben@student.test');
    await board.student.delete(api.applicationStatus(mine.receipt.statusToken));
    expect(await app.store.applications.findById(theirs.receipt.id)).toBeDefined();
    expect(await app.deps.files.inspect(theirs.key)).toBeDefined();
  });

  it('a retry with the same Idempotency-Key hears 200 again', async () => {
    const { receipt } = await appliedWithResume();
    const headers = { 'Idempotency-Key': 'withdraw-1' };
    const first = await board.student.delete(api.applicationStatus(receipt.statusToken), {
      headers,
    });
    const again = await board.student.delete<{ message: string }>(
      api.applicationStatus(receipt.statusToken),
      { headers },
    );
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual({ message: WITHDRAWN_MESSAGE });
  });

  it('refuses a cross-site request and deletes nothing', async () => {
    const { receipt, key } = await appliedWithResume();
    const crossSite: Record<string, string>[] = [
      { Origin: 'https://evil.test' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const res = await board.student.delete(api.applicationStatus(receipt.statusToken), {
        headers,
      });
      expect(res.status).toBe(403);
    }
    expect(await app.store.applications.findById(receipt.id)).toBeDefined();
    expect(await app.deps.files.inspect(key)).toBeDefined();
  });

  it('a forged token deletes nothing', async () => {
    const { receipt, key } = await appliedWithResume();
    expectInvalid(await board.student.delete(api.applicationStatus(FORGED)));
    expect(await app.store.applications.findById(receipt.id)).toBeDefined();
    expect(await app.deps.files.inspect(key)).toBeDefined();
  });
});

describe('the status page of the web app', () => {
  it('is served with its token kept out of the request log', async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'job-board-web-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    const served = new TestClient(createApp({ ...app.deps, webDir }).callback());
    try {
      const receipt = await appliedFor(app, board.position.id);
      const page = await served.get(appPaths.applicationStatus(receipt.statusToken));
      expect(page.status).toBe(200);
      expect(page.text).toContain('<div id="root">');
      expect(page.headers['referrer-policy']).toBe('same-origin');
      expect(app.log.lines).toContainEqual(
        expect.objectContaining({ msg: 'request', path: '/application-status/:token' }),
      );
      expect(JSON.stringify(app.log.lines)).not.toContain(receipt.statusToken);
      // Other pages keep their path.
      await served.get('/church/dashboard');
      expect(app.log.lines.at(-1)).toMatchObject({ path: '/church/dashboard' });
    } finally {
      rmSync(webDir, { recursive: true, force: true });
    }
  });
});
