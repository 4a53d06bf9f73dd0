/** Positions older than this many days are archived by the admin action and the daily job. */
export const ARCHIVE_AFTER_DAYS = 60;
/** Age badge thresholds in days: under the first is default, under the second secondary, else destructive. */
export const AGE_BADGE_SECONDARY_DAYS = 30;
/** Age from which the age badge is destructive. */
export const AGE_BADGE_DESTRUCTIVE_DAYS = 60;
/** Delay before the browser is sent to /api/login after the 'Unauthorized' toast. */
export const LOGIN_REDIRECT_DELAY_MS = 500;
/** How long a toast stays on screen. */
export const TOAST_DURATION_MS = 5000;
/** Largest resume a student may upload. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** Largest job description file a church may upload (the uploader's default limit). */
export const JOB_DESCRIPTION_MAX_BYTES = 10 * 1024 * 1024;
/** The document types accepted for resumes and job descriptions, by MIME type. */
export const DOCUMENT_CONTENT_TYPES = {
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
} as const;
/** A MIME type of an accepted document. */
export type DocumentContentType = keyof typeof DOCUMENT_CONTENT_TYPES;
/** The kinds of files the board stores; each has its own limit and readers. */
export const FILE_KINDS = ['resume', 'job-description'] as const;
/** A kind of stored file. */
export type FileKind = (typeof FILE_KINDS)[number];
/** Largest accepted size for each kind of file. */
export const FILE_MAX_BYTES: Record<FileKind, number> = {
  resume: RESUME_MAX_BYTES,
  'job-description': JOB_DESCRIPTION_MAX_BYTES,
};
/** How long the server keeps an Idempotency-Key and its response. */
export const IDEMPOTENCY_TTL_DAYS = 7;
/** The roles a signed-in user can hold. */
export const ROLES = ['church', 'admin'] as const;
/** A user's role once chosen. */
export type Role = (typeof ROLES)[number];
/**
 * The steps of an application's review, in pipeline order. 'pending' is the spec's stored value for
 * a new application; the church sees it as "New".
 */
export const APPLICATION_STATUSES = [
  'pending',
  'reviewed',
  'contacted',
  'declined',
  'hired',
] as const;
/** The word the church sees for each application status. */
export const APPLICATION_STATUS_LABELS: Record<(typeof APPLICATION_STATUSES)[number], string> = {
  pending: 'New',
  reviewed: 'Reviewed',
  contacted: 'Contacted',
  declined: 'Declined',
  hired: 'Hired',
};
/** Longest private note a church or admin may keep on an application. */
export const APPLICATION_NOTE_MAX_LENGTH = 2000;
/** Position types of the spec. */
export const POSITION_TYPES = ['full-time', 'part-time'] as const;
/** Employment types of the spec. */
export const EMPLOYMENT_TYPES = ['internship', 'permanent'] as const;
/** Name of the hidden form field that only bots fill in. */
export const HONEYPOT_FIELD = 'homepage';
/** Anonymous applications allowed per client within the window below (APPLICATION_RATE_LIMIT overrides). */
export const APPLICATION_RATE_LIMIT = 20;
/** The rate-limit window for anonymous applications and upload addresses. */
export const APPLICATION_RATE_WINDOW_MS = 10 * 60 * 1000;
/** Shortest password a built-in account accepts. */
export const PASSWORD_MIN_LENGTH = 8;
/** Verification links stay valid this long. */
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** Password reset links stay valid this long (single use). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/**
 * Headers every file PUT carries besides its Content-Type: `If-None-Match: *` makes S3 (signed into
 * the address) refuse to overwrite an object that exists, so an upload address works once there
 * too; the local storage refuses a second PUT by its own record.
 */
export const UPLOAD_PUT_HEADERS = { 'If-None-Match': '*' } as const;
/**
 * How a church hears of new applications: an e-mail for each (the default), one daily summary, or
 * none (it reads the dashboard).
 */
export const APPLICATION_EMAIL_PREFERENCES = ['each', 'daily', 'none'] as const;
/** The choice as the church profile form shows it. */
export const APPLICATION_EMAIL_PREFERENCE_LABELS: Record<
  (typeof APPLICATION_EMAIL_PREFERENCES)[number],
  string
> = {
  each: 'An e-mail for each application',
  daily: 'A daily summary',
  none: 'No e-mails (I check the dashboard)',
};
/** The status of an application in the student's words, on their status page. */
export const APPLICATION_STATUS_FOR_STUDENT: Record<(typeof APPLICATION_STATUSES)[number], string> =
  {
    pending: 'Sent to the church',
    reviewed: 'Read by the church',
    contacted: 'The church has contacted you',
    declined: 'Not selected',
    hired: 'Hired',
  };
/**
 * The decline e-mail a church starts from when it has not written its own. `{name}`, `{position}`
 * and `{church}` are filled in for each applicant before the church edits and sends it.
 */
export const DEFAULT_DECLINE_TEMPLATE =
  'Dear {name},\n\nThank you for applying to {position} at {church}. We have decided not to move forward with your application this time. We are grateful for your interest and wish you every blessing in your next steps.\n\n{church}';
/** Longest decline template a church may keep in its profile. */
export const DECLINE_TEMPLATE_MAX_LENGTH = 2000;
/**
 * Longest message a church may send to a declined applicant: its template's longest, with room for
 * the names filled in. The words are the church's, sent to an address the applicant typed, so
 * they stay short.
 */
export const DECLINE_MESSAGE_MAX_LENGTH = 2500;
/** Messages to declined applicants one church may write within DECLINE_MESSAGE_WINDOW_MS. */
export const DECLINE_MESSAGES_PER_WINDOW = 20;
/** The window of a church's cap on messages to applicants: one hour. */
export const DECLINE_MESSAGE_WINDOW_MS = 60 * 60 * 1000;
/** Days an application and its resume are kept after their position closed (APPLICATION_RETENTION_DAYS). */
export const DEFAULT_APPLICATION_RETENTION_DAYS = 180;
/** Why a church closes its own position. */
export const CHURCH_CLOSE_REASONS = ['filled', 'no-longer-hiring'] as const;
/** Why a position is closed: the church's reasons, its 'Apply by' date passing, or its 60 days ending. */
export const CLOSE_REASONS = [...CHURCH_CLOSE_REASONS, 'deadline', 'expired'] as const;
/** What the church sees for each reason a position closed. */
export const CLOSE_REASON_LABELS: Record<(typeof CLOSE_REASONS)[number], string> = {
  filled: 'Filled',
  'no-longer-hiring': 'No longer hiring',
  deadline: 'Apply-by date passed',
  expired: 'Archived after 60 days',
};
/** The college's reasons for declining a position or an edit; 'other' needs a note. */
export const DECLINE_REASONS = [
  'incomplete',
  'not-ministry-or-local',
  'duplicate',
  'inappropriate',
  'other',
] as const;
/** What the admin picks from and the church reads for each decline reason. */
export const DECLINE_REASON_LABELS: Record<(typeof DECLINE_REASONS)[number], string> = {
  incomplete: 'Missing or unclear information',
  'not-ministry-or-local': 'Not a ministry or local position for our students',
  duplicate: 'Duplicate of another position',
  inappropriate: 'Content not appropriate for the board',
  other: 'Other',
};
/** Longest note an admin may add to a decline reason. */
export const DECLINE_NOTE_MAX_LENGTH = 2000;
/** The church is e-mailed this many days before its position would be archived. */
export const EXPIRY_REMINDER_DAYS = 7;
/** How long the audit log keeps an admin action (it names the admin). */
export const AUDIT_LOG_RETENTION_DAYS = 730;
/** Positions the admin list shows per page. */
export const ADMIN_PAGE_SIZE = 50;
/** Most positions one bulk approval may name. */
export const BULK_APPROVE_MAX = 200;

/** Characters of a description a card keeps (decision 0047). */
export const CARD_EXCERPT_LENGTH = 240;
/** How far back a sync asks for changes before its cursor: writes seen late are sent again. */
export const SYNC_LOOKBACK_MS = 60 * 1000;
/** Days a deleted position's tombstone is kept; a cursor older than the pruned ones starts again. */
export const SYNC_TOMBSTONE_DAYS = 30;
/** The `code` of the 410 that tells a synced list to drop its copy and fetch the snapshot. */
export const SYNC_RESTART_CODE = 'sync-restart';
