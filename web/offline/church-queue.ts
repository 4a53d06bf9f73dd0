// The church's writes through the outbox (profile saves, new positions, deletions): queue, try to
// send at once, and tell the screen what became of this one write. Also how queued writes look on
// the church's screens: a queued position as a card, a queued profile over the saved one.
import type { ChurchProfileInput } from '../../shared/schemas/church-profile';
import type { ChurchProfile, PositionWithCount } from '../../shared/types';
import type { OutboxEntry, OutboxFile, OutboxOperation, OutboxProblem } from './outbox-db';
import type { FlushReport, Outbox } from './outbox';

/** An operation of the church's screens. */
export type ChurchOperation = Extract<
  OutboxOperation,
  { kind: 'church-profile' | 'position-create' | 'position-delete' }
>;

/** An outbox entry holding a church operation. */
export type ChurchEntry = OutboxEntry & { operation: ChurchOperation };

/** What became of a write right after it was queued and a flush was tried. */
export type SubmitOutcome =
  /** The server applied it; `body` is its answer. */
  | { type: 'delivered'; entry: OutboxEntry; body: unknown }
  /** The server refused it (a 4xx); the entry is still stored, set aside. */
  | { type: 'rejected'; entry: OutboxEntry; problem: OutboxProblem }
  /** The session ended (401): the entry waits until the church signs in again. */
  | { type: 'needs-sign-in'; entry: OutboxEntry }
  /** Offline, a 5xx, a backoff, another flush running: stored, sent later. */
  | { type: 'queued'; entry: OutboxEntry };

/** True for the operations the church's screens make. */
export function isChurchEntry(entry: OutboxEntry): entry is ChurchEntry {
  const kind = entry.operation.kind;
  return kind === 'church-profile' || kind === 'position-create' || kind === 'position-delete';
}

/**
 * Where `entry` stands after a flush. `report` is the flush that followed queuing it; when that
 * flush did not run (another tab held the lock) the stored entry tells.
 */
export async function outcomeOf(
  outbox: Outbox,
  entry: OutboxEntry,
  report: FlushReport,
): Promise<SubmitOutcome> {
  const delivered = report.delivered.find((d) => d.entry.id === entry.id);
  if (delivered) return { type: 'delivered', entry, body: delivered.body };
  const stored = await outbox.store.get(entry.id);
  // Gone without being in this report: another context delivered it meanwhile.
  if (!stored) return { type: 'delivered', entry, body: undefined };
  if (stored.state === 'rejected') {
    return {
      type: 'rejected',
      entry: stored,
      problem: stored.lastProblem ?? { message: 'The server refused this change.' },
    };
  }
  if (stored.state === 'needs-sign-in') return { type: 'needs-sign-in', entry: stored };
  return { type: 'queued', entry: stored };
}

/**
 * Queues `operation` durably, then flushes (oldest first, so earlier edits go before it) and says
 * what became of it. `flush` is the page's flush, which also plans retries and tells other tabs;
 * `onQueued` learns the entry before it is sent.
 */
export async function submitChurchWrite(
  outbox: Outbox,
  flush: () => Promise<FlushReport>,
  operation: ChurchOperation,
  file?: OutboxFile,
  onQueued?: (entry: OutboxEntry) => void,
  ownerId?: string,
): Promise<SubmitOutcome> {
  const entry = await outbox.enqueue({
    operation,
    ...(file ? { file } : {}),
    ...(ownerId ? { ownerId } : {}),
  });
  onQueued?.(entry);
  return outcomeOf(outbox, entry, await flush());
}

/**
 * Puts the church's corrected version in place of a refused entry (new Idempotency-Key), then
 * flushes and says what became of it.
 */
export async function resubmitChurchWrite(
  outbox: Outbox,
  flush: () => Promise<FlushReport>,
  entryId: string,
  operation: ChurchOperation,
  file?: OutboxFile,
): Promise<SubmitOutcome> {
  await outbox.store.replace(entryId, operation, file);
  const entry = await outbox.store.get(entryId);
  if (!entry) throw new Error('The change to correct is no longer stored.');
  return outcomeOf(outbox, entry, await flush());
}

/** The church's entries, oldest first. */
export async function churchEntries(outbox: Outbox): Promise<ChurchEntry[]> {
  return (await outbox.store.all()).filter(isChurchEntry);
}

/** The church's queued writes, grouped the way its screens show them. */
export interface PendingChurchEdits {
  /** The newest profile save not yet applied, if any. */
  profile: (ChurchEntry & { operation: { kind: 'church-profile' } }) | undefined;
  /** New positions not yet applied, oldest first. */
  creates: (ChurchEntry & { operation: { kind: 'position-create' } })[];
  /** Deletions not yet applied, by position id. */
  deletes: Map<string, ChurchEntry & { operation: { kind: 'position-delete' } }>;
  /** Entries the server refused, for the church to edit or discard, oldest first. */
  rejected: ChurchEntry[];
  /** Every entry, oldest first. */
  all: ChurchEntry[];
}

/** Groups the church's entries for its screens; refused ones are not shown as pending. */
export function pendingChurchEdits(entries: readonly OutboxEntry[]): PendingChurchEdits {
  const edits: PendingChurchEdits = {
    profile: undefined,
    creates: [],
    deletes: new Map(),
    rejected: [],
    all: [],
  };
  for (const entry of entries) {
    if (!isChurchEntry(entry)) continue;
    edits.all.push(entry);
    if (entry.state === 'rejected') {
      edits.rejected.push(entry);
      continue;
    }
    const operation = entry.operation;
    if (operation.kind === 'church-profile') {
      edits.profile = { ...entry, operation };
    } else if (operation.kind === 'position-create') {
      edits.creates.push({ ...entry, operation });
    } else {
      edits.deletes.set(operation.positionId, { ...entry, operation });
    }
  }
  return edits;
}

function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * A queued new position as a card of the church's grid: what the church typed, not approved,
 * no applications, posted when it was queued. Its id is the entry's (it has no server id yet).
 */
export function pendingPositionCard(
  entry: ChurchEntry & { operation: { kind: 'position-create' } },
  profile: Pick<ChurchProfile, 'id' | 'churchName' | 'location' | 'logoUrl'> | null,
): PositionWithCount {
  const input = entry.operation.input;
  const createdAt = new Date(entry.createdAt).toISOString();
  return {
    id: entry.id,
    churchProfileId: input.churchProfileId ?? profile?.id ?? '',
    title: input.title?.trim() ?? '',
    description: input.description?.trim() ?? '',
    jobDescriptionUrl: entry.file?.storedAddress ?? null,
    positionType: input.positionType ?? 'part-time',
    employmentType: input.employmentType === 'internship' ? 'internship' : 'permanent',
    contactPerson: textOrNull(input.contactPerson),
    contactEmail: textOrNull(input.contactEmail),
    contactPhone: textOrNull(input.contactPhone),
    anticipatedStartDate: textOrNull(input.anticipatedStartDate),
    qualifications: textOrNull(input.qualifications),
    responsibilities: textOrNull(input.responsibilities),
    compensation: textOrNull(input.compensation),
    additionalInfo: textOrNull(input.additionalInfo),
    status: 'active',
    approved: false,
    createdAt,
    updatedAt: createdAt,
    church: profile
      ? { churchName: profile.churchName, location: profile.location, logoUrl: profile.logoUrl }
      : null,
    applicationCount: 0,
  };
}

/** The profile as it will be once a queued save is applied (for showing it before then). */
export function profileWithPending(
  saved: ChurchProfile | null,
  input: ChurchProfileInput,
  queuedAt: number,
): ChurchProfile {
  const at = new Date(queuedAt).toISOString();
  return {
    id: saved?.id ?? '',
    userId: saved?.userId ?? input.userId ?? '',
    churchName: input.churchName?.trim() ?? '',
    denomination: textOrNull(input.denomination),
    location: input.location?.trim() ?? '',
    website: textOrNull(input.website),
    description: textOrNull(input.description),
    contactPhone: textOrNull(input.contactPhone),
    logoUrl: input.logoUrl ?? saved?.logoUrl ?? null,
    createdAt: saved?.createdAt ?? at,
    updatedAt: at,
  };
}
