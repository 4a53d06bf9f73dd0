// The outbox's IndexedDB schema (Dexie). Its own database, opened with strict durability: a write
// that the user was told is queued must survive a crash or power loss (STYLE: schema layer).
import Dexie, { type EntityTable } from 'dexie';
import type { DocumentContentType, FileKind } from '../../shared/constants';
import type { ApplicationInput } from '../../shared/schemas/application';
import type { ApplicationStatus, ChurchCloseReason } from '../../shared/types';
import type { ChurchProfileInput } from '../../shared/schemas/church-profile';
import type { PositionData, PositionInput } from '../../shared/schemas/position';
import type { ApiProblem } from '../lib/api-client';

/**
 * What every review operation of a church carries besides its own data: the application, its
 * position (whose list shows it pending) and the applicant's name (how the pending list names it).
 */
export interface ReviewTarget {
  applicationId: string;
  positionId: string;
  studentName: string;
}

/**
 * What every church write on one of its own positions carries: the position, and its title (how
 * the list of waiting changes names it, even once the position changed).
 */
export interface PositionTarget {
  positionId: string;
  title: string;
}

/** A domain operation waiting to be sent (STYLE: the outbox stores operations, not requests). */
export type OutboxOperation =
  | {
      kind: 'application';
      input: Omit<ApplicationInput, 'resumeUrl'>;
      /** Kept for the pending list (never sent): the position's name, even once it closed. */
      position?: { title: string; churchName: string | null };
    }
  | {
      kind: 'church-profile';
      mode: 'create' | 'update';
      input: ChurchProfileInput;
      /** The profile's version the save started from (If-Match); absent for a creation. */
      version?: number;
    }
  | { kind: 'position-create'; input: Omit<PositionInput, 'jobDescriptionUrl'> }
  | { kind: 'position-delete'; positionId: string; title: string }
  /**
   * The church's edit of its position, from `version` (If-Match). `input` keeps the stored job
   * description address; a new file goes with the entry and replaces it when sent.
   */
  | ({ kind: 'position-edit'; version: number; input: PositionData } & PositionTarget)
  /** The church closes its position; its applications are kept. */
  | ({ kind: 'position-close'; reason: ChurchCloseReason } & PositionTarget)
  /** The church opens its closed position again. */
  | ({ kind: 'position-reopen' } & PositionTarget)
  /** A new pending position with the same text. */
  | ({ kind: 'position-duplicate' } & PositionTarget)
  /** The church moves an application to a status (from the list or the application). */
  | ({ kind: 'application-status'; status: ApplicationStatus } & ReviewTarget)
  /** A private note added to an application; the server takes its id from the Idempotency-Key. */
  | ({ kind: 'application-note'; text: string } & ReviewTarget)
  /** A private note removed from an application. */
  | ({ kind: 'application-note-delete'; noteId: string } & ReviewTarget)
  /** The e-mail to a declined applicant, queued after the status change it follows. */
  | ({ kind: 'decline-message'; message: string } & ReviewTarget);

/** A file that goes with an operation; it gets a fresh upload address on each attempt. */
export interface OutboxFile {
  kind: FileKind;
  name: string;
  contentType: DocumentContentType;
  /** The file's bytes (ArrayBuffer: stored and cloned the same everywhere, unlike Blob). */
  bytes: ArrayBuffer;
  /**
   * The stored address once an upload finished. Kept so a retry sends the same body under the
   * same Idempotency-Key (a new address would make the server answer 422).
   */
  storedAddress?: string;
}

/** Why the last attempt did not deliver an entry: the server's answer, or no connection. */
export type OutboxProblem = ApiProblem;

/**
 * `queued`: will be sent; `rejected`: the server refused it for good (a 4xx), kept for the user
 * to edit, copy or discard; `needs-sign-in`: a 401, sent again once the user has signed in.
 */
export type OutboxState = 'queued' | 'rejected' | 'needs-sign-in';

/** One queued write. */
export interface OutboxEntry {
  /** Insertion order: entries are sent oldest first. */
  seq?: number;
  /** The entry's id, stable for the user interface. */
  id: string;
  /** Sent as Idempotency-Key on every attempt, so the write happens at most once. */
  idempotencyKey: string;
  operation: OutboxOperation;
  file?: OutboxFile;
  /**
   * The signed-in user who queued a church edit: it is sent only while that user is signed in,
   * never with another account's session on a shared device. Applications have none.
   */
  ownerId?: string;
  state: OutboxState;
  attempts: number;
  /** Epoch ms before which no new attempt is made (backoff after a failure). */
  notBefore: number;
  createdAt: number;
  lastProblem?: OutboxProblem;
}

/** The outbox database. */
export class OutboxDb extends Dexie {
  entries!: EntityTable<OutboxEntry, 'seq'>;

  constructor(name = 'job-board-outbox') {
    super(name, { chromeTransactionDurability: 'strict' });
    this.version(1).stores({ entries: '++seq, &id, state' });
  }
}
