// Rows as SQLite returns them (snake_case, 0/1 for booleans) and their mapping to the port's types.
// The CHECK constraints of schema.ts guarantee the enumerated columns, so they are narrowed here
// (decline reasons have no CHECK: only the service's validated DECLINE_REASONS are ever written).
import type {
  Application,
  ApplicationNote,
  ChurchDetail,
  ChurchProfile,
  ChurchSummary,
  DeclineReason,
  Position,
  PositionDecline,
} from '../../../shared/types';
import type { MailMessage, UserRecord } from '../port';
import {
  APPLICATION_KEYS,
  APPLICATION_NOTE_KEYS,
  CHURCH_DETAIL_KEYS,
  CHURCH_PROFILE_KEYS,
  POSITION_KEYS,
  type PositionColumns,
  CHURCH_SUMMARY_KEYS,
  USER_KEYS,
} from '../record-fields';
import { fieldsOfRow, type ColumnsOf } from './columns';

/** Booleans are 0/1 in SQLite. */
export interface UserRow extends Omit<ColumnsOf<UserRecord>, 'email_verified'> {
  email_verified: number;
}

export type ChurchProfileRow = ColumnsOf<ChurchProfile>;

/** Booleans are 0/1 in SQLite. */
export interface PositionRow extends Omit<ColumnsOf<PositionColumns>, 'approved'> {
  approved: number;
  declined_reason: string | null;
  declined_note: string | null;
  declined_at: string | null;
  /** Never leaves the store: the approved_at the church was last reminded of. */
  expiry_reminded_for: string | null;
}

/** The decline columns a positions or position_revisions row shares. */
export interface DeclineColumns {
  declined_reason: string | null;
  declined_note: string | null;
  declined_at: string | null;
}

/** A position row joined with its church's columns, prefixed `church_` (all null without a church). */
export type PositionChurchRow = PositionRow &
  ColumnsOf<ChurchDetail, 'church_'> & { church_id: string | null; application_count: number };

export interface ApplicationRow extends ColumnsOf<Application> {
  /** Never leave the store: the port's Application has none of these four. */
  status_token_hash: string | null;
  in_digest: number;
  /** The position and the e-mail lower-cased: unique, so one live application each (applicant-key.ts). */
  applicant_key: string | null;
  /** When the status link was last e-mailed again, to a student applying a second time. */
  status_link_resent_at: string | null;
}

export interface MailRow {
  id: string;
  to_address: string;
  reply_to: string | null;
  priority_rank: number;
  group_key: string | null;
  group_items: string | null;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

/** A users row as the port's UserRecord. */
export function toUser(row: UserRow): UserRecord {
  return fieldsOfRow(USER_KEYS, { ...row, email_verified: row.email_verified === 1 });
}

/** A church_profiles row as a ChurchProfile. */
export function toChurchProfile(row: ChurchProfileRow): ChurchProfile {
  return fieldsOfRow(CHURCH_PROFILE_KEYS, row);
}

/** A positions row as a Position (joined church columns, if any, are left out). */
export function toPosition(row: PositionRow): Position {
  return {
    ...fieldsOfRow<PositionColumns>(POSITION_KEYS, { ...row, approved: row.approved === 1 }),
    declined: toDecline(row),
  };
}

/** The decline of a row, or null when it has none. */
export function toDecline(row: DeclineColumns): PositionDecline | null {
  if (row.declined_reason === null) return null;
  return {
    reason: row.declined_reason as DeclineReason,
    note: row.declined_note,
    at: row.declined_at ?? '',
  };
}

/** The summary church of a joined row, or null when the position has none. */
export function toChurchSummary(row: PositionChurchRow): ChurchSummary | null {
  return row.church_id === null
    ? null
    : fieldsOfRow<ChurchSummary, 'church_'>(CHURCH_SUMMARY_KEYS, row, 'church_');
}

/** The detail church of a joined row, or null when the position has none. */
export function toChurchDetail(row: PositionChurchRow): ChurchDetail | null {
  return row.church_id === null
    ? null
    : fieldsOfRow<ChurchDetail, 'church_'>(CHURCH_DETAIL_KEYS, row, 'church_');
}

/** An applications row as an Application. */
export function toApplication(row: ApplicationRow): Application {
  return fieldsOfRow(APPLICATION_KEYS, row);
}

export type ApplicationNoteRow = ColumnsOf<ApplicationNote>;

/** An application_notes row as an ApplicationNote. */
export function toApplicationNote(row: ApplicationNoteRow): ApplicationNote {
  return fieldsOfRow(APPLICATION_NOTE_KEYS, row);
}

/** A mail_queue row as a MailMessage. */
export function toMailMessage(row: MailRow): MailMessage {
  return {
    id: row.id,
    to: row.to_address,
    replyTo: row.reply_to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    priority: row.priority_rank === 1 ? 'sign-in' : 'notice',
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    sentAt: row.sent_at,
    createdAt: row.created_at,
  };
}
