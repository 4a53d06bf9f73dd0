// The church's writes in the outbox (profile saves, new positions, deletions, edits, closing,
// reopening and duplicating, and the review of applications: status changes, notes, decline
// e-mails), and how they look on the church's screens: a queued profile over the saved one, an
// application with its queued status and notes.
import type { ChurchProfileInput } from '../../shared/schemas/church-profile';
import type {
  ApplicationNote,
  ApplicationStatus,
  ChurchProfile,
  ReviewedApplication,
} from '../../shared/types';
import type { OutboxEntry, OutboxOperation } from './outbox-db';
import type { Outbox } from './outbox';

/** The kinds of the church's review of applications. */
const REVIEW_KINDS = [
  'application-status',
  'application-note',
  'application-note-delete',
  'decline-message',
] as const;

/** The kinds of the church's writes on one of its existing positions (decision 0024). */
const POSITION_WRITE_KINDS = [
  'position-edit',
  'position-close',
  'position-reopen',
  'position-duplicate',
] as const;

/** The kinds of operation the church's screens make. */
const CHURCH_KINDS: readonly string[] = [
  'church-profile',
  'position-create',
  'position-delete',
  ...POSITION_WRITE_KINDS,
  ...REVIEW_KINDS,
];

/** A kind of write on an existing position. */
export type PositionWriteKind = (typeof POSITION_WRITE_KINDS)[number];

/** An operation of the church's screens. */
export type ChurchOperation = Extract<
  OutboxOperation,
  {
    kind: 'church-profile' | 'position-create' | 'position-delete' | PositionWriteKind | ReviewKind;
  }
>;

/** A write on an existing position: edit, close, reopen, duplicate. */
export type PositionWriteOperation = Extract<OutboxOperation, { kind: PositionWriteKind }>;

/** A kind of review operation. */
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** A review operation: it names its application, position and applicant. */
export type ReviewOperation = Extract<OutboxOperation, { kind: ReviewKind }>;

/** An outbox entry holding a church operation. */
export type ChurchEntry = OutboxEntry & { operation: ChurchOperation };

/** An outbox entry holding a review operation. */
export type ReviewEntry = OutboxEntry & { operation: ReviewOperation };

/** An outbox entry holding a write on an existing position. */
export type PositionWriteEntry = OutboxEntry & { operation: PositionWriteOperation };

/** An entry whose operation is of kind `K`. */
export type EntryOf<K extends ChurchOperation['kind']> = ChurchEntry & {
  operation: Extract<ChurchOperation, { kind: K }>;
};

/** True for the operations the church's screens make. */
export function isChurchEntry(entry: OutboxEntry): entry is ChurchEntry {
  return CHURCH_KINDS.includes(entry.operation.kind);
}

/** The church's entries, oldest first. */
export async function churchEntries(outbox: Outbox): Promise<ChurchEntry[]> {
  return (await outbox.store.all()).filter(isChurchEntry);
}

/** One application's queued review, as its screens show it. */
export interface PendingReview {
  /** Status changes not yet applied, oldest first; the last is the status it is moving to. */
  statuses: EntryOf<'application-status'>[];
  /** Notes added and not yet applied, oldest first. */
  notes: EntryOf<'application-note'>[];
  /** Note deletions not yet applied, by note id. */
  noteDeletes: Map<string, EntryOf<'application-note-delete'>>;
  /** A decline e-mail not yet sent. */
  declineMessage: EntryOf<'decline-message'> | undefined;
}

/** The church's queued writes, grouped the way its screens show them. */
export interface PendingChurchEdits {
  /** The newest profile save not yet applied, if any. */
  profile: EntryOf<'church-profile'> | undefined;
  /** New positions not yet applied, oldest first. */
  creates: EntryOf<'position-create'>[];
  /** Deletions not yet applied, by position id. */
  deletes: Map<string, EntryOf<'position-delete'>>;
  /** Edits, closings, reopenings and duplicates not yet applied, by position id, oldest first. */
  positionWrites: Map<string, PositionWriteEntry[]>;
  /** The review of applications not yet applied, by application id. */
  reviews: Map<string, PendingReview>;
  /** Entries the server refused, for the church to edit or discard, oldest first. */
  rejected: ChurchEntry[];
  /** Every entry, oldest first. */
  all: ChurchEntry[];
}

function reviewOf(edits: PendingChurchEdits, applicationId: string): PendingReview {
  let review = edits.reviews.get(applicationId);
  if (!review) {
    review = { statuses: [], notes: [], noteDeletes: new Map(), declineMessage: undefined };
    edits.reviews.set(applicationId, review);
  }
  return review;
}

/** Groups the church's entries for its screens; refused ones are not shown as pending. */
export function pendingChurchEdits(entries: readonly OutboxEntry[]): PendingChurchEdits {
  const edits: PendingChurchEdits = {
    profile: undefined,
    creates: [],
    deletes: new Map(),
    positionWrites: new Map(),
    reviews: new Map(),
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
    switch (operation.kind) {
      case 'church-profile':
        edits.profile = { ...entry, operation };
        break;
      case 'position-create':
        edits.creates.push({ ...entry, operation });
        break;
      case 'position-delete':
        edits.deletes.set(operation.positionId, { ...entry, operation });
        break;
      case 'position-edit':
      case 'position-close':
      case 'position-reopen':
      case 'position-duplicate': {
        const writes = edits.positionWrites.get(operation.positionId) ?? [];
        writes.push({ ...entry, operation });
        edits.positionWrites.set(operation.positionId, writes);
        break;
      }
      case 'application-status':
        reviewOf(edits, operation.applicationId).statuses.push({ ...entry, operation });
        break;
      case 'application-note':
        reviewOf(edits, operation.applicationId).notes.push({ ...entry, operation });
        break;
      case 'application-note-delete':
        reviewOf(edits, operation.applicationId).noteDeletes.set(operation.noteId, {
          ...entry,
          operation,
        });
        break;
      case 'decline-message':
        reviewOf(edits, operation.applicationId).declineMessage = { ...entry, operation };
        break;
    }
  }
  return edits;
}

/** A step of an application's history as its screens show it: queued ones are marked. */
export interface ShownStatusChange {
  status: ApplicationStatus;
  at: string;
  pending: boolean;
}

/** An application as the church will see it once its queued changes are applied. */
export type ApplicationWithPending<T extends ReviewedApplication> = T & {
  /** True while a queued status change has not reached the server. */
  statusPending: boolean;
  /** The server's history, then the queued changes at the time they were made. */
  shownHistory: ShownStatusChange[];
};

/**
 * The application with its queued status changes applied. A list answer may carry no history
 * (older servers): its creation then stands for the first step.
 */
export function applicationWithPending<T extends ReviewedApplication>(
  application: T,
  pending: PendingReview | undefined,
): ApplicationWithPending<T> {
  const saved: ShownStatusChange[] = (
    application.history?.length
      ? application.history
      : [{ status: 'pending' as const, at: application.createdAt }]
  ).map((step) => ({ ...step, pending: false }));
  const queued = (pending?.statuses ?? []).map((entry) => ({
    status: entry.operation.status,
    at: new Date(entry.createdAt).toISOString(),
    pending: true,
  }));
  const last = queued.at(-1);
  return {
    ...application,
    status: last?.status ?? application.status,
    statusPending: last !== undefined,
    shownHistory: [...saved, ...queued],
  };
}

/** A private note as the application shows it, with what is still queued for it. */
export interface ShownNote {
  note: ApplicationNote;
  /** 'add': written on this device, not sent yet; 'delete': its deletion is not sent yet. */
  pending: 'add' | 'delete' | undefined;
  /** The outbox entry behind `pending`, to take it back. */
  entryId: string | undefined;
}

/**
 * The server's notes with the queued ones after them. A queued note has no server id yet: it shows
 * under its entry's key, and deleting it before it is sent takes back the entry.
 */
export function notesWithPending(
  notes: readonly ApplicationNote[],
  pending: PendingReview | undefined,
  authorId: string,
): ShownNote[] {
  const shown: ShownNote[] = notes.map((note) => {
    const deletion = pending?.noteDeletes.get(note.id);
    return { note, pending: deletion ? 'delete' : undefined, entryId: deletion?.id };
  });
  for (const entry of pending?.notes ?? []) {
    shown.push({
      note: {
        id: entry.idempotencyKey,
        applicationId: entry.operation.applicationId,
        authorId,
        text: entry.operation.text.trim(),
        createdAt: new Date(entry.createdAt).toISOString(),
      },
      pending: 'add',
      entryId: entry.id,
    });
  }
  return shown;
}

/** How many applications have each status, queued changes applied. */
export function countByStatus(
  applications: readonly Pick<ReviewedApplication, 'status'>[],
): Record<ApplicationStatus, number> {
  const counts: Record<ApplicationStatus, number> = {
    pending: 0,
    reviewed: 0,
    contacted: 0,
    declined: 0,
    hired: 0,
  };
  for (const application of applications) counts[application.status] += 1;
  return counts;
}

/** Text as the server keeps it: trimmed, and null when blank. */
export function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
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
    // Absent from a save queued before these fields existed: what the church chose stays.
    applicationEmails: input.applicationEmails ?? saved?.applicationEmails ?? 'each',
    declineTemplate:
      input.declineTemplate !== undefined
        ? textOrNull(input.declineTemplate)
        : (saved?.declineTemplate ?? null),
    version: saved?.version ?? 0,
    createdAt: saved?.createdAt ?? at,
    updatedAt: at,
  };
}
