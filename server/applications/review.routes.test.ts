import { describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import { APPLICATION_NOTE_MAX_LENGTH } from '../../shared/constants';
import type { Application, ApplicationNote, ApplicationStatus } from '../../shared/types';
import {
  applicationFor,
  churchWithProfile,
  postedPosition,
  signedInUser,
} from '../testing/fixtures';
import { appPerTest, approvedPositionPerTest } from '../testing/per-test';
import type { ApplicationReview, ReviewedApplication } from '../../shared/types';
import { addNote } from './review.service';

const MINUTE = 60_000;

const app = appPerTest();
const board = approvedPositionPerTest(app);

/** A student applies to the position; returns the new application's id. */
async function applied(studentEmail = 'ada@student.test', to = board.position.id): Promise<string> {
  const res = await board.student.post<{ id: string }>(
    api.applications,
    applicationFor(to, { studentEmail }),
  );
  if (res.status !== 201) throw new Error(`apply: ${res.status} ${res.text}`);
  return res.body.id;
}

/** What the store holds for the application: status, history and notes. */
async function stored(id: string) {
  return {
    status: (await app.store.applications.findById(id))?.status,
    history: await app.store.applications.statusHistory(id),
    notes: await app.store.applications.listNotes(id),
  };
}

describe('opening an application', () => {
  it('answers the application with history and notes, and marks a new one Reviewed', async () => {
    const id = await applied();
    const submittedAt = (await app.store.applications.findById(id))?.createdAt;
    app.clock.advance(MINUTE);
    const opened = await board.church.get<ApplicationReview>(api.churchApplication(id));
    expect(opened.status, opened.text).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.body).toMatchObject({
      id,
      positionId: board.position.id,
      studentName: 'Ada Student',
      status: 'reviewed',
      resumeDownloadUrl: null,
      notes: [],
    });
    expect(opened.body.history).toEqual([
      { status: 'pending', at: submittedAt },
      { status: 'reviewed', at: app.clock.now().toISOString() },
    ]);
    expect((await stored(id)).status).toBe('reviewed');

    // Opening again changes nothing: it is no longer new.
    app.clock.advance(MINUTE);
    const again = await board.church.get<ApplicationReview>(api.churchApplication(id));
    expect(again.body.status).toBe('reviewed');
    expect(again.body.history).toHaveLength(2);
  });

  it('leaves an application that moved on where it is', async () => {
    const id = await applied();
    await board.church.put(api.churchApplicationStatus(id), { status: 'contacted' });
    const opened = await board.church.get<ApplicationReview>(api.churchApplication(id));
    expect(opened.body.status).toBe('contacted');
    expect(opened.body.history.map((step) => step.status)).toEqual(['pending', 'contacted']);
  });

  it('an admin may open it, and their look does not take away the church\'s "New"', async () => {
    const id = await applied();
    const opened = await board.admin.get<ApplicationReview>(api.churchApplication(id));
    expect(opened.status, opened.text).toBe(200);
    expect(opened.body.status).toBe('pending');
    expect((await stored(id)).status).toBe('pending');
  });
});

describe('changing the status', () => {
  it('answers the application with its history in the order of the changes', async () => {
    const id = await applied();
    const steps: ApplicationStatus[] = ['reviewed', 'contacted', 'declined', 'hired'];
    const times: string[] = [];
    let last: ReviewedApplication | undefined;
    for (const status of steps) {
      app.clock.advance(MINUTE);
      times.push(app.clock.now().toISOString());
      const res = await board.church.put<ReviewedApplication>(api.churchApplicationStatus(id), {
        status,
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.status).toBe(status);
      last = res.body;
    }
    expect(last?.history).toEqual([
      { status: 'pending', at: expect.any(String) as string },
      ...steps.map((status, i) => ({ status, at: times[i] })),
    ]);
    expect(last?.updatedAt).toBe(times.at(-1));
  });

  it('setting the status it has changes nothing (a replay is harmless)', async () => {
    const id = await applied();
    await board.church.put(api.churchApplicationStatus(id), { status: 'contacted' });
    app.clock.advance(MINUTE);
    const again = await board.church.put<ReviewedApplication>(api.churchApplicationStatus(id), {
      status: 'contacted',
    });
    expect(again.status).toBe(200);
    expect(again.body.history.map((step) => step.status)).toEqual(['pending', 'contacted']);
  });

  it('an admin may change it', async () => {
    const id = await applied();
    const res = await board.admin.put<ReviewedApplication>(api.churchApplicationStatus(id), {
      status: 'hired',
    });
    expect(res.status, res.text).toBe(200);
    expect((await stored(id)).status).toBe('hired');
  });

  it('refuses an unknown or missing status with a clear 400, changing nothing', async () => {
    const id = await applied();
    const before = await stored(id);
    // A missing status ({}) is a 400 on the status field too; its message is valibot's default
    // until the shared schema names one.
    for (const body of [{ status: 'approved' }, { status: 'New' }, { status: { $ne: '' } }, {}]) {
      const res = await board.church.put<{ message: string; errors: Record<string, string[]> }>(
        api.churchApplicationStatus(id),
        body,
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
      if ('status' in body) {
        expect(res.body.message).toBe(
          'Status must be one of pending (New), reviewed, contacted, declined or hired',
        );
      }
      expect(res.body.errors.status).toBeDefined();
    }
    expect(await stored(id)).toEqual(before);
  });
});

describe('notes', () => {
  it('adds (201, trimmed, with its author), lists oldest first and deletes', async () => {
    const id = await applied();
    const me = (await board.church.get<{ id: string }>(api.authUser)).body;
    const first = await board.church.post<ApplicationNote>(api.churchApplicationNotes(id), {
      text: '  Strong cover letter.  ',
    });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      applicationId: id,
      authorId: me.id,
      text: 'Strong cover letter.',
      createdAt: app.clock.now().toISOString(),
    });
    app.clock.advance(MINUTE);
    const second = await board.church.post<ApplicationNote>(api.churchApplicationNotes(id), {
      text: 'Called on Tuesday.',
    });
    const opened = await board.church.get<ApplicationReview>(api.churchApplication(id));
    expect(opened.body.notes.map((note) => note.text)).toEqual([
      'Strong cover letter.',
      'Called on Tuesday.',
    ]);

    const deleted = await board.church.delete(api.churchApplicationNote(id, first.body.id));
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({ id: first.body.id, deleted: true });
    expect((await stored(id)).notes.map((note) => note.id)).toEqual([second.body.id]);
    // Gone already, or never there: 404.
    expect((await board.church.delete(api.churchApplicationNote(id, first.body.id))).status).toBe(
      404,
    );
  });

  it('a note is deleted only through its own application', async () => {
    const id = await applied('a@student.test');
    const other = await applied('b@student.test');
    const note = await board.church.post<ApplicationNote>(api.churchApplicationNotes(id), {
      text: 'Keep.',
    });
    const res = await board.church.delete<{ message: string }>(
      api.churchApplicationNote(other, note.body.id),
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Note not found');
    expect((await stored(id)).notes).toHaveLength(1);
  });

  it('an Idempotency-Key makes a repeated note one note', async () => {
    const id = await applied();
    const headers = { 'Idempotency-Key': 'note-1' };
    const first = await board.church.post<ApplicationNote>(
      api.churchApplicationNotes(id),
      { text: 'Once.' },
      { headers },
    );
    const replay = await board.church.post<ApplicationNote>(
      api.churchApplicationNotes(id),
      { text: 'Once.' },
      { headers },
    );
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.id).toBe(first.body.id);
    expect((await stored(id)).notes).toHaveLength(1);
  });

  it("a retry whose first attempt was stored (the key's claim lost) answers with that note", async () => {
    const id = await applied();
    const owner = await app.store.users.findByEmail('grace@church.test');
    if (!owner) throw new Error('no church user');
    const noteId = '7d3c6f0e-5b1a-4c2e-9f00-0123456789ab';
    const first = await addNote(app.deps, owner, id, { text: 'Once.' }, noteId);
    const retried = await addNote(app.deps, owner, id, { text: 'Once.' }, noteId);
    expect(retried).toEqual(first);
    expect((await stored(id)).notes).toEqual([first]);
    // The same id on another application is not this request's first attempt: refused, not reused.
    const other = await applied('b@student.test');
    await expect(addNote(app.deps, owner, other, { text: 'Once.' }, noteId)).rejects.toThrow();
    expect((await stored(other)).notes).toEqual([]);
  });

  it('refuses an empty note, a note over the limit and a non-text note with a 400, storing nothing', async () => {
    const id = await applied();
    const cases: [unknown, string][] = [
      [{ text: '' }, 'Note is required'],
      [{ text: '   ' }, 'Note is required'],
      [{}, 'Note is required'],
      [
        { text: 'x'.repeat(APPLICATION_NOTE_MAX_LENGTH + 1) },
        `Must be at most ${String(APPLICATION_NOTE_MAX_LENGTH)} characters`,
      ],
      [{ text: { $gt: '' } }, expect.any(String) as string],
    ];
    for (const [body, message] of cases) {
      const res = await board.church.post<{ message: string }>(
        api.churchApplicationNotes(id),
        body,
      );
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.message).toEqual(message);
    }
    expect((await stored(id)).notes).toEqual([]);
    const longest = await board.church.post(api.churchApplicationNotes(id), {
      text: 'x'.repeat(APPLICATION_NOTE_MAX_LENGTH),
    });
    expect(longest.status).toBe(201);
  });

  it("an admin may add notes to a church's application and the church sees them", async () => {
    const id = await applied();
    expect(
      (await board.admin.post(api.churchApplicationNotes(id), { text: 'Checked by the college.' }))
        .status,
    ).toBe(201);
    const opened = await board.church.get<ApplicationReview>(api.churchApplication(id));
    expect(opened.body.notes.map((note) => note.text)).toEqual(['Checked by the college.']);
  });
});

describe('counts per status and the status filter', () => {
  it('counts every status of the position, zero included', async () => {
    const empty = await board.church.get(api.churchPositionApplicationCounts(board.position.id));
    expect(empty.status, empty.text).toBe(200);
    expect(empty.body).toEqual({ pending: 0, reviewed: 0, contacted: 0, declined: 0, hired: 0 });
    const [a, b] = [await applied('a@student.test'), await applied('b@student.test')];
    await applied('c@student.test');
    await board.church.get(api.churchApplication(a));
    await board.church.put(api.churchApplicationStatus(b), { status: 'hired' });
    const counts = await board.church.get(api.churchPositionApplicationCounts(board.position.id));
    expect(counts.body).toEqual({ pending: 1, reviewed: 1, contacted: 0, declined: 0, hired: 1 });
    expect(
      (await board.admin.get(api.churchPositionApplicationCounts(board.position.id))).body,
    ).toEqual(counts.body);
  });

  it("lists a position's applications by status, and all of them without a filter", async () => {
    const a = await applied('a@student.test');
    app.clock.advance(MINUTE);
    const b = await applied('b@student.test');
    app.clock.advance(MINUTE);
    const c = await applied('c@student.test');
    await board.church.put(api.churchApplicationStatus(a), { status: 'declined' });
    await board.church.put(api.churchApplicationStatus(c), { status: 'declined' });
    const ids = async (status?: ApplicationStatus) => {
      const res = await board.church.get<Application[]>(
        api.churchPositionApplications(board.position.id, status),
      );
      expect(res.status, res.text).toBe(200);
      return res.body.map((application) => application.id);
    };
    expect(await ids()).toEqual([c, b, a]);
    expect(await ids('declined')).toEqual([c, a]);
    expect(await ids('pending')).toEqual([b]);
    expect(await ids('hired')).toEqual([]);
  });

  it('refuses an unknown status filter with a clear 400', async () => {
    await applied();
    for (const query of ['?status=new', '?status=', '?status=pending&status=hired']) {
      const res = await board.church.get<{ message: string }>(
        `${api.churchPositionApplications(board.position.id)}${query}`,
      );
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toMatch(/^Status must be/);
    }
  });
});

describe('who may review', () => {
  it('another church gets 403 on every route and changes nothing; unknown ids are 404', async () => {
    const id = await applied();
    const note = await board.church.post<ApplicationNote>(api.churchApplicationNotes(id), {
      text: 'Private.',
    });
    const before = await stored(id);
    const other = (await churchWithProfile(app, 'other@church.test')).client;
    const attempts = [
      other.get(api.churchApplication(id)),
      other.put(api.churchApplicationStatus(id), { status: 'hired' }),
      other.post(api.churchApplicationNotes(id), { text: 'Mine now.' }),
      other.delete(api.churchApplicationNote(id, note.body.id)),
      other.get(api.churchPositionApplicationCounts(board.position.id)),
      other.get(api.churchPositionApplications(board.position.id, 'pending')),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status, res.text).toBe(403);
      expect(res.text).not.toContain('Private.');
      expect(res.text).not.toContain('Ada Student');
    }
    expect(await stored(id)).toEqual(before);

    const missing = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await board.church.get(api.churchApplication(missing)),
      await board.church.put(api.churchApplicationStatus(missing), { status: 'hired' }),
      await board.church.post(api.churchApplicationNotes(missing), { text: 'x' }),
      await board.church.delete(api.churchApplicationNote(missing, note.body.id)),
      await board.church.get(api.churchPositionApplicationCounts(missing)),
    ]) {
      expect(res.status, res.text).toBe(404);
    }
  });

  it('signed out is 401 and a person without a church or admin role is 403', async () => {
    const id = await applied();
    const noRole = (await signedInUser(app, 'nobody@person.test')).client;
    for (const [client, status] of [
      [board.student, 401],
      [noRole, 403],
    ] as const) {
      expect((await client.get(api.churchApplication(id))).status).toBe(status);
      expect((await client.put(api.churchApplicationStatus(id), { status: 'x' })).status).toBe(
        status,
      );
      expect((await client.post(api.churchApplicationNotes(id), {})).status).toBe(status);
      expect(
        (await client.get(api.churchPositionApplicationCounts(board.position.id))).status,
      ).toBe(status);
    }
    expect((await stored(id)).status).toBe('pending');
  });

  it("a church's other position does not leak into this one's counts", async () => {
    const second = await postedPosition(board.church, { title: 'Organist' }, board.admin);
    await applied('a@student.test', second.id);
    expect(
      (await board.church.get(api.churchPositionApplicationCounts(board.position.id))).body,
    ).toMatchObject({ pending: 0 });
  });
});
