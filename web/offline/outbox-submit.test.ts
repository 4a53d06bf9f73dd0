// The one outcome of a write (outbox-submit.ts) for every answer the server can give: each answer
// is a real Response read through the API client's problemOf, the outbox runs on fake-indexeddb.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALREADY_APPLIED_CODE } from '../../shared/retryable-statuses';
import { ApiError, problemOf, type Send } from '../lib/api-client';
import { Outbox } from './outbox';
import { OutboxDb, type OutboxOperation } from './outbox-db';
import { OutboxStore } from './outbox-store';
import { isToldBySubmitter, submitWrite, type WriteOutcome } from './outbox-submit';

const NOTE: OutboxOperation = {
  kind: 'application-note',
  applicationId: 'a1',
  positionId: 'p1',
  studentName: 'Ada',
  text: 'Called back.',
};
const DECLINE_MESSAGE: OutboxOperation = { ...NOTE, kind: 'decline-message', message: 'Thanks.' };

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

let opened = 0;
const databases: OutboxDb[] = [];

afterEach(() => {
  for (const db of databases.splice(0)) db.close();
  vi.restoreAllMocks();
});

/** A fresh outbox whose every request is answered by `answer` (or fails, offline, when it throws). */
function outboxAnswering(answer: () => Response): Outbox {
  opened += 1;
  const db = new OutboxDb(`outbox-submit-${opened}`);
  databases.push(db);
  const send: Send = () => Promise.resolve().then(answer);
  return new Outbox(new OutboxStore(db), { send });
}

/** Submits `operation` to an outbox answering with `answer`, flushing as the page does. */
async function outcomeFor(
  answer: () => Response,
  operation: OutboxOperation = NOTE,
): Promise<WriteOutcome> {
  const outbox = outboxAnswering(answer);
  return submitWrite(outbox, () => outbox.flush(), { operation });
}

describe('the outcome of one write', () => {
  it('is delivered with the answer the server applied it with, an empty one too', async () => {
    expect(await outcomeFor(() => json(201, { id: 'n1' }))).toMatchObject({
      type: 'delivered',
      body: { id: 'n1' },
    });
    expect(await outcomeFor(() => new Response(null, { status: 204 }))).toMatchObject({
      type: 'delivered',
      body: undefined,
    });
  });

  it("is refused for good with the server's words on a 4xx", async () => {
    const invalid = json(400, { message: 'Invalid note', errors: { text: ['Too long.'] } });
    expect(await outcomeFor(() => invalid)).toMatchObject({
      type: 'rejected',
      entry: { state: 'rejected' },
      problem: { status: 400, message: 'Invalid note', fieldErrors: { text: ['Too long.'] } },
    });
    for (const status of [403, 404, 410, 422]) {
      expect(await outcomeFor(() => json(status, { message: `No (${status})` }))).toMatchObject({
        type: 'rejected',
        problem: { status, message: `No (${status})` },
      });
    }
  });

  it('is refused with the record as it is now on a 412, for the conflict screen', async () => {
    const current = { id: 'p1', version: 5 };
    expect(await outcomeFor(() => json(412, { message: 'Changed', current }))).toMatchObject({
      type: 'rejected',
      problem: { status: 412, current },
    });
  });

  it('is refused on a 409 that names a refusal, and kept on one that does not', async () => {
    const refusal = { message: 'Already applied', code: ALREADY_APPLIED_CODE };
    expect(await outcomeFor(() => json(409, refusal))).toMatchObject({
      type: 'rejected',
      problem: { status: 409, code: ALREADY_APPLIED_CODE },
    });
    expect(await outcomeFor(() => json(409, { message: 'In progress' }))).toMatchObject({
      type: 'queued',
      entry: { state: 'queued', lastProblem: { status: 409 } },
    });
  });

  it('needs sign-in on a 401, and the entry waits for it', async () => {
    expect(await outcomeFor(() => json(401, { message: 'Sign in' }))).toMatchObject({
      type: 'needs-sign-in',
      entry: { state: 'needs-sign-in' },
    });
  });

  it('is queued on a server error, a proxy page, too many requests and no connection', async () => {
    const proxy = () => new Response('<html>Bad Gateway</html>', { status: 502 });
    const answers: [() => Response, unknown][] = [
      [() => json(500, { message: 'Oops' }), { status: 500, message: 'Oops' }],
      [proxy, { status: 502, message: '<html>Bad Gateway</html>' }],
      [() => json(429, { message: 'Slow down' }, { 'Retry-After': '60' }), { status: 429 }],
      [
        () => {
          throw new TypeError('Failed to fetch');
        },
        { message: 'No connection to the job board.' },
      ],
    ];
    for (const [answer, problem] of answers) {
      expect(await outcomeFor(answer)).toMatchObject({
        type: 'queued',
        entry: { lastProblem: problem },
      });
    }
  });

  it("is refused on too many requests for a decline e-mail, with the server's reason", async () => {
    const capped = () => json(429, { message: 'Hourly limit reached' });
    expect(await outcomeFor(capped, DECLINE_MESSAGE)).toMatchObject({
      type: 'rejected',
      problem: { status: 429, message: 'Hourly limit reached' },
    });
  });

  it('is not stored when the device refuses the entry, and nothing is sent', async () => {
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let sent = 0;
    const outcome = await outcomeFor(() => {
      sent += 1;
      return json(201, {});
    });
    expect(outcome).toMatchObject({ type: 'not-stored', entry: { operation: NOTE } });
    expect(sent).toBe(0);
  });

  it('replaces a refused entry with its correction, sent under a new key', async () => {
    let refuse = true;
    const outbox = outboxAnswering(() =>
      refuse ? json(400, { message: 'Invalid note' }) : json(201, { id: 'n1' }),
    );
    const flush = () => outbox.flush();
    const refused = await submitWrite(outbox, flush, { operation: NOTE });
    refuse = false;
    const corrected = await submitWrite(
      outbox,
      flush,
      { operation: { ...NOTE, text: 'Shorter.' } },
      refused.entry.id,
    );
    expect(corrected).toMatchObject({ type: 'delivered', body: { id: 'n1' } });
    expect(corrected.entry.idempotencyKey).not.toBe(refused.entry.idempotencyKey);
    expect(await outbox.store.all()).toEqual([]);
  });

  it('is told by the screen that sent it unless it waits to be sent later', async () => {
    const delivered = await outcomeFor(() => json(201, {}));
    const queued = await outcomeFor(() => json(503, { message: 'Down' }));
    expect(isToldBySubmitter(delivered.entry.id)).toBe(true);
    expect(isToldBySubmitter(queued.entry.id)).toBe(false);
  });
});

describe('problemOf', () => {
  it('reads the error body once, and a stored problem reads back as the same error', async () => {
    const error = await problemOf(
      json(400, { message: 'Invalid', errors: { title: ['Required.'] }, code: 'x' }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.serverMessage).toBe('Invalid');
    expect(error.problem).toEqual({
      status: 400,
      message: 'Invalid',
      fieldErrors: { title: ['Required.'] },
      code: 'x',
    });
    expect(ApiError.fromProblem(error.problem)?.problem).toEqual(error.problem);
    expect(ApiError.fromProblem({ message: 'No connection to the job board.' })).toBeNull();
  });

  it("keeps a proxy's page as text, not as the server's message", async () => {
    const error = await problemOf(new Response('<html>Bad Gateway</html>', { status: 502 }));
    expect(error.serverMessage).toBeNull();
    expect(error.message).toBe('502: <html>Bad Gateway</html>');
    expect(error.problem).toEqual({ status: 502, message: '<html>Bad Gateway</html>' });
  });
});
