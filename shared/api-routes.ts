import type { ApplicationStatus } from './types';

/** Every /api call of the spec and of DESIGN.md, so the web app and the server name them once. */
export const api = {
  authUser: '/api/auth/user',
  selectRole: '/api/auth/select-role',
  login: '/api/login',
  /** 'Get Started' and 'Post a Position': sign-in, opening on account creation for built-in accounts. */
  signUp: '/api/login?mode=sign-up',
  /** GET (the app's links, a typed address) and POST sign out; neither acts for another site. */
  logout: '/api/logout',
  oidcCallback: '/api/callback',
  localSignup: '/api/auth/local/signup',
  localLogin: '/api/auth/local/login',
  localVerify: '/api/auth/local/verify',
  localResendVerification: '/api/auth/local/resend-verification',
  localForgot: '/api/auth/local/forgot',
  localReset: '/api/auth/local/reset',
  account: '/api/account',
  config: '/api/config',
  positions: '/api/positions',
  /** The public list as cards, synced by changes: the snapshot, or `?since=` a cursor (decision 0047). */
  positionsSync: '/api/positions/sync',
  position: (id: string) => `/api/positions/${encodeURIComponent(id)}`,
  positionJobDescription: (id: string) =>
    `/api/positions/${encodeURIComponent(id)}/job-description`,
  /** The job-description file of a position's waiting edit (its church and admins only). */
  positionEditJobDescription: (id: string) =>
    `/api/positions/${encodeURIComponent(id)}/job-description?edit=1`,
  /** POST: closes the church's position ({ reason }); it keeps its applications. */
  positionClose: (id: string) => `/api/positions/${encodeURIComponent(id)}/close`,
  /** POST: opens a closed position again; public again (for 60 more days) if it was approved. */
  positionReopen: (id: string) => `/api/positions/${encodeURIComponent(id)}/reopen`,
  /** POST: a new pending position with the same fields (the job-description file stays with the original). */
  positionDuplicate: (id: string) => `/api/positions/${encodeURIComponent(id)}/duplicate`,
  /** GET what a 'Keep open' link from the expiry e-mail would extend; POST uses it (once). */
  keepOpen: (token: string) => `/api/keep-open/${encodeURIComponent(token)}`,
  applications: '/api/applications',
  applicationResume: (id: string) => `/api/applications/${encodeURIComponent(id)}/resume`,
  churchProfile: '/api/church/profile',
  churchPositions: '/api/church/positions',
  /** A position's applications, newest first; only those with `status` when given. */
  churchPositionApplications: (id: string, status?: ApplicationStatus) =>
    `/api/church/positions/${encodeURIComponent(id)}/applications${status ? `?status=${encodeURIComponent(status)}` : ''}`,
  /** GET the church's own position (ChurchPosition): its status, counts and waiting edit. */
  churchPosition: (id: string) => `/api/church/positions/${encodeURIComponent(id)}`,
  churchPositionApplicationCounts: (id: string) =>
    `/api/church/positions/${encodeURIComponent(id)}/application-counts`,
  /** GET opens the application (a new one becomes Reviewed), with its history and notes. */
  churchApplication: (id: string) => `/api/church/applications/${encodeURIComponent(id)}`,
  churchApplicationStatus: (id: string) =>
    `/api/church/applications/${encodeURIComponent(id)}/status`,
  churchApplicationNotes: (id: string) =>
    `/api/church/applications/${encodeURIComponent(id)}/notes`,
  churchApplicationNote: (id: string, noteId: string) =>
    `/api/church/applications/${encodeURIComponent(id)}/notes/${encodeURIComponent(noteId)}`,
  /**
   * POST the e-mail to a declined applicant (the church's edited template); it is sent only when
   * the church chooses to, once per Idempotency-Key.
   */
  churchApplicationDeclineMessage: (id: string) =>
    `/api/church/applications/${encodeURIComponent(id)}/decline-message`,
  /** GET a position's applications as CSV (UTF-8 with BOM, formula-escaped cells). */
  churchPositionApplicationsCsv: (id: string) =>
    `/api/church/positions/${encodeURIComponent(id)}/applications.csv`,
  /** GET the student's own application by its status token; DELETE withdraws it (and its resume). */
  applicationStatus: (token: string) => `/api/application-status/${encodeURIComponent(token)}`,
  /** GET the resume the student sent, by the status token. */
  applicationStatusResume: (token: string) =>
    `/api/application-status/${encodeURIComponent(token)}/resume`,
  churchStats: '/api/church/stats',
  adminPositions: '/api/admin/positions',
  adminPosition: (id: string) => `/api/admin/positions/${encodeURIComponent(id)}`,
  /** POST with If-Match of the version reviewed (428 without, 412 with the position if it changed). */
  adminApprove: (id: string) => `/api/admin/positions/${encodeURIComponent(id)}/approve`,
  /** POST { reason, note }: declines what waits (a new position or an edit of an approved one). */
  adminDecline: (id: string) => `/api/admin/positions/${encodeURIComponent(id)}/decline`,
  /**
   * POST { positions: [{ id, version }] }: approves each position (or its waiting edit) at the
   * version reviewed; answers BulkApproveResult.
   */
  adminBulkApprove: '/api/admin/positions/bulk-approve',
  /** GET the admin actions, newest first (`?before=<ISO time>` pages back). */
  adminAuditLog: '/api/admin/audit-log',
  adminArchiveOld: '/api/admin/archive-old',
  uploadResume: '/api/object-storage/resume',
  uploadJobDescription: '/api/object-storage/job-description',
} as const;

/**
 * The header an edit (PUT /api/positions/{id}, a profile save) carries: the version it started
 * from, as ifMatchValue writes it. A position edited meanwhile answers 412 with both versions.
 */
export const IF_MATCH_HEADER = 'If-Match';

/** The If-Match value for a record at `version`: a strong entity tag, "v<version>". */
export function ifMatchValue(version: number): string {
  return `"v${version}"`;
}

/** The version an If-Match value names; undefined when it names none ("*" or malformed). */
export function versionFromIfMatch(header: string | undefined): number | undefined {
  const match = /^\s*(?:W\/)?"v(\d{1,15})"\s*$/.exec(header ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The header that makes a queued write safe to send more than once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
