import type { APPLICATION_EMAIL_PREFERENCES, APPLICATION_STATUSES, Role } from './constants';

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

/** A church's profile (spec section 3). */
export interface ChurchProfile {
  id: string;
  userId: string;
  churchName: string;
  denomination: string | null;
  location: string;
  website: string | null;
  description: string | null;
  contactPhone: string | null;
  logoUrl: string | null;
  /** How the church hears of new applications ('each' unless it chose otherwise). */
  applicationEmails: ApplicationEmailPreference;
  /** The church's own wording of the decline e-mail; null uses DEFAULT_DECLINE_TEMPLATE. */
  declineTemplate: string | null;
  createdAt: string;
  updatedAt: string;
}

/** How a church hears of new applications: each, a daily summary, or none. */
export type ApplicationEmailPreference = (typeof APPLICATION_EMAIL_PREFERENCES)[number];

/** 'full-time' or 'part-time'. */
export type PositionType = 'full-time' | 'part-time';
/** 'internship' or 'permanent'. */
export type EmploymentType = 'internship' | 'permanent';
/** 'active' until archived, then 'closed'. */
export type PositionStatus = 'active' | 'closed';

/** A position (spec section 3). */
export interface Position {
  id: string;
  churchProfileId: string;
  title: string;
  description: string;
  jobDescriptionUrl: string | null;
  positionType: PositionType;
  employmentType: EmploymentType;
  contactPerson: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  anticipatedStartDate: string | null;
  qualifications: string | null;
  responsibilities: string | null;
  compensation: string | null;
  additionalInfo: string | null;
  status: PositionStatus;
  approved: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The church as nested in position lists. */
export interface ChurchSummary {
  churchName: string;
  location: string;
  logoUrl: string | null;
}

/** The church as nested in a position's detail. */
export interface ChurchDetail extends ChurchSummary {
  description: string | null;
  denomination: string | null;
  website: string | null;
  contactPhone: string | null;
}

/** A position in the public and admin lists. */
export interface PositionWithChurch extends Position {
  church: ChurchSummary | null;
}

/** A position in the church's own list. */
export interface PositionWithCount extends PositionWithChurch {
  applicationCount: number;
}

/** A position in GET /api/church/positions: also how many of its applications have each status. */
export interface ChurchPosition extends PositionWithCount {
  statusCounts: Record<ApplicationStatus, number>;
}

/** GET /api/positions/{id}. */
export interface PositionDetail extends Position {
  church: ChurchDetail | null;
}

/** Where an application is in the church's review; 'pending' (shown as "New") when received. */
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** A student's application (spec section 3). */
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
  application: {
    id: string;
    studentName: string;
    studentEmail: string;
    studentPhone: string | null;
    studentMajor: string | null;
    graduationYear: string | null;
    availableStartDate: string | null;
    coverLetter: string | null;
    hasResume: boolean;
    createdAt: string;
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
}

/** GET /api/config: what the web app needs to know of the deployment. */
export interface PublicConfig {
  collegeName: string;
  resumeSiteUrl: string;
  signIn: 'local' | 'oidc';
}
