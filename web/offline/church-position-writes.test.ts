// The church's writes on its own positions in the offline layer: the requests they become (with
// If-Match), how a 412's current version and a 409's refusal come back, how a position looks with
// its queued writes, and the version a new edit starts from.
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, IF_MATCH_HEADER, api } from '../../shared/api-routes';
import type { PositionData } from '../../shared/schemas/position';
import type { ChurchPosition } from '../../shared/types';
import { positionDataOf } from '../../shared/position-fields';
import { expectedVersion, latestPositionText, positionWithPending } from './church-position-writes';
import { pendingChurchEdits, type PositionWriteEntry } from './church-queue';
import type { OutboxEntry, OutboxOperation } from './outbox-db';
import { deliver, requestFor, type Send } from './outbox-delivery';

const text: PositionData = {
  title: 'Youth Pastor',
  positionType: 'part-time',
  employmentType: 'permanent',
  description: 'Lead the youth ministry on Wednesday nights and Sunday mornings, and more.',
  jobDescriptionUrl: 'https://files.test/jd.pdf',
  anticipatedStartDate: null,
  applyBy: '2099-06-30',
  responsibilities: null,
  qualifications: null,
  compensation: null,
  additionalInfo: null,
  contactPerson: null,
  contactEmail: null,
  contactPhone: null,
};

const position: ChurchPosition = {
  ...text,
  id: 'p1',
  churchProfileId: 'c1',
  status: 'active',
  approved: true,
  approvedAt: '2026-01-01T00:00:00.000Z',
  closedReason: null,
  closedAt: null,
  declined: null,
  version: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  church: { churchName: 'Grace', location: 'Springfield', logoUrl: null },
  applicationCount: 2,
  statusCounts: { pending: 2, reviewed: 0, contacted: 0, declined: 0, hired: 0 },
  revision: null,
};

const target = { positionId: 'p1', title: 'Youth Pastor' };

function entry(operation: OutboxOperation, state: OutboxEntry['state'] = 'queued'): OutboxEntry {
  return {
    id: `e-${operation.kind}`,
    idempotencyKey: 'key-1',
    operation,
    state,
    attempts: 0,
    notBefore: 0,
    createdAt: Date.UTC(2026, 2, 1),
  };
}

describe('the requests of position writes', () => {
  it('sends an edit as PUT with the version it started from in If-Match', () => {
    const edit = requestFor(
      { kind: 'position-edit', version: 4, input: text, ...target },
      undefined,
    );
    expect(edit).toEqual({
      method: 'PUT',
      path: api.position('p1'),
      body: text,
      headers: { [IF_MATCH_HEADER]: '"v4"' },
    });
    // A new file replaces the one the position had.
    const withFile = requestFor(
      { kind: 'position-edit', version: 4, input: text, ...target },
      'https://files.test/new.pdf',
    );
    expect(withFile.body).toMatchObject({ jobDescriptionUrl: 'https://files.test/new.pdf' });
  });

  it('closes, reopens and duplicates on their own routes', () => {
    expect(requestFor({ kind: 'position-close', reason: 'filled', ...target }, undefined)).toEqual({
      method: 'POST',
      path: api.positionClose('p1'),
      body: { reason: 'filled' },
    });
    expect(requestFor({ kind: 'position-reopen', ...target }, undefined).path).toBe(
      api.positionReopen('p1'),
    );
    expect(requestFor({ kind: 'position-duplicate', ...target }, undefined).path).toBe(
      api.positionDuplicate('p1'),
    );
  });

  it('names the profile version of an update, never of a creation', () => {
    const input = { churchName: 'Grace', location: 'Springfield' };
    expect(
      requestFor({ kind: 'church-profile', mode: 'update', input, version: 7 }, undefined).headers,
    ).toEqual({ [IF_MATCH_HEADER]: '"v7"' });
    expect(
      requestFor({ kind: 'church-profile', mode: 'create', input, version: 7 }, undefined).headers,
    ).toBeUndefined();
  });
});

describe('what the server answers to a position write', () => {
  function answering(status: number, body: unknown): { send: Send; headers: Headers[] } {
    const headers: Headers[] = [];
    const send: Send = (_url, init) => {
      headers.push(new Headers(init?.headers));
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    };
    return { send, headers };
  }
  const noUpload = (address: string) => Promise.resolve(address);

  it('keeps the current version a 412 carries, for the church to compare', async () => {
    const { send, headers } = answering(412, { message: 'Changed meanwhile.', current: position });
    const outcome = await deliver(
      send,
      entry({ kind: 'position-edit', version: 3, input: text, ...target }),
      noUpload,
    );
    expect(outcome).toEqual({
      type: 'rejected',
      problem: { status: 412, message: 'Changed meanwhile.', current: position },
    });
    expect(headers[0]?.get(IF_MATCH_HEADER)).toBe('"v3"');
    expect(headers[0]?.get(IDEMPOTENCY_HEADER)).toBe('key-1');
  });

  it("keeps the outbox protocol's meaning of 409 for a close: a key still in progress, tried again", async () => {
    // The server answers closing a closed position with the position as it is (200), so a 409
    // here can only mean the first attempt is still running.
    const busy = answering(409, { message: 'Still being processed' });
    const close = entry({ kind: 'position-close', reason: 'filled', ...target });
    expect((await deliver(busy.send, close, noUpload)).type).toBe('retry');
  });
});

describe('a position with its queued writes', () => {
  const queued = (operation: OutboxOperation, state: OutboxEntry['state'] = 'queued') =>
    pendingChurchEdits([entry(operation, state)]).positionWrites.get('p1') ?? [];

  it('shows an edit of an approved position as its waiting revision, not in place', () => {
    const edited = { ...text, title: 'Youth Pastor (part-time)' };
    const shown = positionWithPending(
      position,
      queued({ kind: 'position-edit', version: 4, input: edited, ...target }),
    );
    expect(shown.title).toBe('Youth Pastor');
    expect(shown.revision).toMatchObject({ status: 'pending', data: edited });
    expect(latestPositionText(shown).title).toBe('Youth Pastor (part-time)');
    expect(shown.pending).toBe(true);
  });

  it('replaces the text of a position not yet approved, and clears its decline', () => {
    const declined = {
      ...position,
      approved: false,
      declined: { reason: 'incomplete' as const, note: null, at: position.createdAt },
    };
    const shown = positionWithPending(
      declined,
      queued({ kind: 'position-edit', version: 4, input: { ...text, title: 'Fixed' }, ...target }),
    );
    expect(shown).toMatchObject({ title: 'Fixed', declined: null, revision: null });
  });

  it('shows closing and reopening', () => {
    const closed = positionWithPending(
      position,
      queued({ kind: 'position-close', reason: 'no-longer-hiring', ...target }),
    );
    expect(closed).toMatchObject({ status: 'closed', closedReason: 'no-longer-hiring' });
    const reopened = positionWithPending(
      { ...position, status: 'closed', closedReason: 'filled' },
      queued({ kind: 'position-reopen', ...target }),
    );
    expect(reopened).toMatchObject({ status: 'active', closedReason: null, pending: true });
  });

  it('leaves a refused write out: the position shows as the server has it', () => {
    const refused = pendingChurchEdits([
      entry({ kind: 'position-close', reason: 'filled', ...target }, 'rejected'),
    ]);
    expect(refused.positionWrites.size).toBe(0);
    expect(positionWithPending(position, undefined)).toMatchObject({
      status: 'active',
      pending: false,
    });
  });

  it("counts this device's queued edits, closings and reopenings in the version an edit starts from", () => {
    const writes: PositionWriteEntry[] = [
      ...queued({ kind: 'position-edit', version: 4, input: text, ...target }),
      ...queued({ kind: 'position-close', reason: 'filled', ...target }),
      ...queued({ kind: 'position-duplicate', ...target }),
    ];
    expect(expectedVersion(position, writes)).toBe(6);
    expect(expectedVersion(position, undefined)).toBe(4);
  });

  it("takes the position's text without its life", () => {
    expect(positionDataOf(position)).toEqual(text);
  });
});
