import type {
  APPLICATION_EMAIL_PREFERENCES,
  APPLICATION_STATUSES,
  CHURCH_CLOSE_REASONS,
  CLOSE_REASONS,
  DECLINE_REASONS,
  Role,
} from './constants';
import type { ChurchProfileData } from './schemas/church-profile';
import type { PositionData } from './schemas/position';

/** A signed-in person as the API shows them (never the password hash). */
export interface User {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: Role | null;
  emailVerified: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/auth/user: the user plus whether the admin role is open to them. */
export interface CurrentUser extends User {
  adminEligible: boolean;
}

/** A church's profile, as stored. */
export interface ChurchProfile extends Required<ChurchProfileData> {
  id: string;
  userId: string;
  /** Bumped by every save; a save sends it back in If-Match (api.ifMatch) to refuse a lost update. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** How a church hears of new applications: each, a daily summary, or none. */
export type ApplicationEmailPreference = (typeof APPLICATION_EMAIL_PREFERENCES)[number];

/** 'full-time' or 'part-time'. */
export type PositionType = 'full-time' | 'part-time';
/** 'internship' or 'permanent'. */
export type EmploymentType = 'internship' | 'permanent';
/** 'active' until closed (by the church, its 'Apply by' date or its 60 days), then 'closed'. */
export type PositionStatus = 'active' | 'closed';
/** Why a position is closed. */
export type CloseReason = (typeof CLOSE_REASONS)[number];
/** The reasons a church may give when it closes its own position. */
export type ChurchCloseReason = (typeof CHURCH_CLOSE_REASONS)[number];
/** The college's reason for declining a position or an edit. */
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** The college's answer when it declines a position or an edit: a reason, a note, when. */
export interface PositionDecline {
  reason: DeclineReason;
  /** The admin's own words (required with 'other'). */
  note: string | null;
  at: string;
}

/** A position, as stored. */
export interface Position extends PositionData {
  id: string;
  churchProfileId: string;
  status: PositionStatus;
  approved: boolean;
  /** When it last went live (approval, reopening, 'Keep open'): its 60 days count from here. */
  approvedAt: string | null;
  /** Why it is closed; null while active. */
  closedReason: CloseReason | null;
  closedAt: string | null;
  /** Set while a position not yet approved is declined; cleared when the church resubmits. */
  declined: PositionDecline | null;
  /** Bumped by every change the church or the college makes; edits send it in If-Match. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * An edit of an approved position, waiting for the college (or declined by it). Students keep
 * seeing the approved text until it is approved; one per position, a new edit replaces it.
 */
export interface PositionRevision {
  positionId: string;
  /** Every field of the position as the edit would make it. */
  data: PositionData;
  status: 'pending' | 'declined';
  /** The college's reason while declined. */
  declined: PositionDecline | null;
  submittedAt: string;
}

/** The church as nested in position lists. */
export type ChurchSummary = Pick<ChurchProfile, 'churchName' | 'location' | 'logoUrl'>;

/** The church as nested in a position's detail. */
export type ChurchDetail = ChurchSummary &
  Pick<ChurchProfile, 'description' | 'denomination' | 'website' | 'contactPhone'>;

/** A position in the public and admin lists. */
export interface PositionWithChurch extends Position {
  church: ChurchSummary | null;
}

/** A position as the public list's cards and search need it: one row of the synced list. */
export type PositionCard = Pick<
  PositionWithChurch,
  | 'id'
  | 'churchProfileId'
  | 'title'
  | 'positionType'
  | 'createdAt'
  | 'applyBy'
  | 'version'
  | 'church'
> & {
  /** The description's opening (positionCard in shared/position-card.ts). */
  excerpt: string;
};

/**
 * GET /api/positions/sync without `since`: every public position's card, newest first, and the
 * cursor to ask for changes with next (docs/decisions/0047-public-list-sync.md).
 */
export interface SyncSnapshotBody {
  /** Epoch milliseconds on the store's clock, read before the list was; opaque to the device. */
  cursor: string;
  positions: PositionCard[];
}

/** GET /api/positions/sync?since=<cursor>: what changed since, and the cursor to ask with next. */
export interface SyncChangesBody {
  cursor: string;
  /** Cards to add or replace (a card whose position or church changed), newest first. */
  upserts: PositionCard[];
  /** Ids of positions that left the list (closed, archived, filled, deleted, their church gone). */
  removed: string[];
}

/** A position in the church's own list. */
export interface PositionWithCount extends PositionWithChurch {
  applicationCount: number;
}

/**
 * A position in GET /api/church/positions and /api/church/positions/{id}: also how many of its
 * applications have each status, and its edit waiting for (or declined by) the college.
 */
export interface ChurchPosition extends PositionWithCount {
  statusCounts: Record<ApplicationStatus, number>;
  revision: PositionRevision | null;
  fileNames?: UploadedFileNames;
}

/**
 * The names files were uploaded with, by stored address, for the files a view names (the live
 * position's and its waiting edit's); a file whose name was not kept is left out.
 */
export type UploadedFileNames = Record<string, string>;

/** A 412 answer to an edit: the position as it is now, to set beside the church's own version. */
export interface EditConflictBody extends ApiErrorBody {
  current: ChurchPosition;
}

/** A 412 answer to a profile save: the profile as it is now. */
export interface ProfileConflictBody extends ApiErrorBody {
  current: ChurchProfile;
}

/** A position in GET /api/admin/positions: also its edit waiting for review, if any. */
export interface AdminPosition extends PositionWithCount {
  revision: PositionRevision | null;
  fileNames?: UploadedFileNames;
}

/** A 412 answer to an approval: the position changed since the admin opened it, as it is now. */
export interface ApprovalConflictBody extends ApiErrorBody {
  current: AdminPosition;
}

/**
 * POST /api/admin/positions/bulk-approve: what was approved, what was skipped because it changed
 * since the admin reviewed it (as it is now), and what was refused, and why.
 */
export interface BulkApproveResult {
  approved: string[];
  changed: AdminPosition[];
  refused: { id: string; message: string }[];
}

/** What an admin did, as the audit log keeps it. */
export type AuditAction =
  'approve' | 'approve-edit' | 'decline' | 'decline-edit' | 'delete' | 'archive';

/** One admin action in the audit log (GET /api/admin/audit-log). */
export interface AuditEntry {
  id: string;
  at: string;
  actorId: string;
  /** The admin's e-mail when the action was taken ("a deleted account" once their account is deleted). */
  actorEmail: string;
  action: AuditAction;
  /** The position acted on; null for an archive of many. */
  positionId: string | null;
  positionTitle: string | null;
  /** What else there is to know: the decline reason and note, how many were archived. */
  detail: string | null;
  /** The position's version the admin reviewed and approved; null for other actions. */
  version: number | null;
}

/** GET /api/keep-open/{token}: the position a 'Keep open' link would extend, before it is used. */
export interface KeepOpenPreview {
  positionId: string;
  title: string;
  /** When it would be archived without the extension. */
  archivesOn: string;
}

/** GET /api/positions/{id}. */
export interface PositionDetail extends Position {
  church: ChurchDetail | null;
}

/** Where an application is in the church's review; 'pending' (shown as "New") when received. */
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** A student's application. */
export interface Application {
  id: string;
  positionId: string;
  studentName: string;
  studentEmail: string;
  studentPhone: string | null;
  studentMajor: string | null;
  graduationYear: string | null;
  availableStartDate: string | null;
  resumeUrl: string | null;
  coverLetter: string | null;
  status: ApplicationStatus;
  createdAt: string;
  updatedAt: string;
}

/**
 * What POST /api/applications answers: no personal data is echoed. `statusToken` opens the
 * student's private status page (appPaths.applicationStatus); it is the only copy the device gets.
 */
export interface ApplicationReceipt {
  id: string;
  positionId: string;
  status: ApplicationStatus;
  createdAt: string;
  statusToken: string;
}

/** GET /api/application-status/{token}: the student's own application, as their status page shows it. */
export interface ApplicationStatusView {
  /** What the student sent (the resume through api.applicationStatusResume when `hasResume`). */
  application: Omit<Application, 'positionId' | 'resumeUrl' | 'status' | 'updatedAt'> & {
    hasResume: boolean;
  };
  /** Shown in the student's words (APPLICATION_STATUS_FOR_STUDENT); never the church's notes. */
  status: ApplicationStatus;
  /** When the status last changed. */
  statusChangedAt: string;
  position: {
    id: string;
    title: string;
    churchName: string | null;
    location: string | null;
    /** False once the position is closed: it no longer takes applications. */
    open: boolean;
  };
  /** Days the application and resume are kept after the position closes (APPLICATION_RETENTION_DAYS). */
  retentionDays: number;
}

/** One step of an application's status history: the status it got and when. */
export interface ApplicationStatusChange {
  status: ApplicationStatus;
  at: string;
}

/** A private note on an application, seen only by the church and admins. */
export interface ApplicationNote {
  id: string;
  applicationId: string;
  /** The user who wrote it (the church's account or an admin). */
  authorId: string;
  text: string;
  createdAt: string;
}

/** An application as the church reviews it: its resume route and its status history, oldest first. */
export interface ReviewedApplication extends Application {
  resumeDownloadUrl: string | null;
  /** The resume's name as the student uploaded it; null without a resume or when it was not kept. */
  resumeName: string | null;
  history: ApplicationStatusChange[];
}

/** An opened application (GET /api/church/applications/{id}): also its private notes, oldest first. */
export interface ApplicationReview extends ReviewedApplication {
  notes: ApplicationNote[];
}

/** GET /api/church/stats. */
export interface ChurchStats {
  activePositions: number;
  totalApplications: number;
  totalPositions: number;
}

/** POST /api/admin/archive-old. */
export interface ArchiveResult {
  count: number;
}

/** Every error body of the API. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
  /**
   * Names a 409 that refuses for good (ALREADY_APPLIED_CODE), unlike a key still in progress, or
   * the 410 that tells a synced list to start again (SYNC_RESTART_CODE).
   */
  code?: string;
  /** The 410 of GET /api/positions/{id} for a position that was public and has closed. */
  closed?: ClosedPosition;
}

/**
 * A position that was public and has closed, as far as anyone may still know it: what it was, who
 * posted it and when and why it closed (never its text, contact or applications).
 */
export interface ClosedPosition {
  id: string;
  title: string;
  churchName: string | null;
  positionType: PositionType;
  closedReason: CloseReason | null;
  closedAt: string | null;
}

/** GET /api/config: what the web app needs to know of the deployment. */
export interface PublicConfig {
  collegeName: string;
  resumeSiteUrl: string;
  signIn: 'local' | 'oidc';
}
