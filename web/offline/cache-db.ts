// The web app's read model in IndexedDB (Dexie): the public list's cards, the positions opened
// (their full detail), the positions a student saved, and the signed-in church's own data. Screens
// render from here and network answers write into it (STYLE: Dexie is the read model). Admin data
// is never stored. The list worker (list-sync.worker.ts) opens the same database.
import Dexie, { type EntityTable } from 'dexie';
import type {
  ApplicationReview,
  ApplicationStatusView,
  ChurchPosition,
  ChurchProfile,
  ChurchStats,
  CurrentUser,
  PositionCard,
  PositionDetail,
  ReviewedApplication,
} from '../../shared/types';

/**
 * A position the student saved, with a copy that stays readable after it leaves the list: the whole
 * position, or its card when it was saved offline without its page ever opened (completed once
 * online: completeSavedCards in kept-details.ts).
 */
export interface SavedPosition {
  positionId: string;
  savedAt: number;
  snapshot: PositionDetail | PositionCard;
}

/** Facts about the cache: the list's cursor and when it was last confirmed. */
export interface CacheMeta {
  key: string;
  value: string | number | null;
}

/** One kept answer of the church's: `etag` is the server's for it, to ask again cheaply. */
interface Kept<K, T> {
  key: K;
  userId: string;
  value: T;
  refreshedAt: number;
  etag?: string;
}

/** The signed-in church's data, kept for reading offline; `userId` scopes it to that church. */
export type ChurchRecord =
  | Kept<'profile', ChurchProfile | null>
  | Kept<'positions', ChurchPosition[]>
  | Kept<'stats', ChurchStats>
  /** One position as its own page last read it. */
  | Kept<`position:${string}`, ChurchPosition>
  /** A position's applications as its list last showed them. */
  | Kept<`applications:${string}`, ReviewedApplication[]>
  /** One application as last opened, with its notes. */
  | Kept<`application:${string}`, ApplicationReview>
  /** The last church signed in on this device: its pages open offline, where /api/auth/user fails. */
  | Kept<'user', CurrentUser>;

/**
 * An application sent from this device, so its position says 'Applied on {date}' and its status
 * page opens offline. The token is the student's own capability; it never leaves the device except
 * to ask the server for this application.
 */
export interface MyApplication {
  applicationId: string;
  positionId: string;
  /** The status token from the receipt (appPaths.applicationStatus). */
  statusToken: string;
  /** When the server recorded it (ISO). */
  appliedAt: string;
  /** The position's name as it was applied to, for 'My applications' before a status was read. */
  position?: { title: string; churchName: string | null };
  /** The status page's last answer, shown offline; undefined until it was opened online. */
  lastView?: ApplicationStatusView;
  /** When lastView was fetched (epoch ms). */
  lastViewAt?: number;
}

/** The read-model database. */
export class CacheDb extends Dexie {
  /** The public list, synced by changes (list-sync.ts). */
  positions!: EntityTable<PositionCard, 'id'>;
  /** Positions as their page last fetched them, so a page opened online once opens offline. */
  details!: EntityTable<PositionDetail, 'id'>;
  saved!: EntityTable<SavedPosition, 'positionId'>;
  meta!: EntityTable<CacheMeta, 'key'>;
  church!: EntityTable<ChurchRecord, 'key'>;
  myApplications!: EntityTable<MyApplication, 'applicationId'>;

  constructor(name = 'job-board-cache') {
    super(name);
    this.version(1).stores({
      positions: 'id, churchProfileId, createdAt',
      churches: 'churchProfileId',
      saved: 'positionId, savedAt',
      meta: 'key',
      church: 'key',
    });
    // Applications sent from this device: found by position for 'Applied on'.
    this.version(2).stores({ myApplications: 'applicationId, positionId' });
    // The list holds cards now, synced by a cursor (decision 0048): the full rows of before go, so
    // the device starts from a snapshot; the church details kept per church give way to the
    // details of the positions opened.
    this.version(3)
      .stores({ churches: null, details: 'id' })
      .upgrade(async (tx) => {
        await tx.table('positions').clear();
        await tx.table('meta').bulkDelete(['publicListEtag', 'publicListRefreshedAt']);
      });
  }
}
