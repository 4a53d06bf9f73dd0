// Documents as stored in MongoDB (UUID strings as `_id`, BSON dates) and their mapping to the port's
// types (ISO strings). Field names are the port's camelCase names.
import type { FileKind, Role } from '../../../shared/constants';
import type {
  Application,
  ApplicationEmailPreference,
  ApplicationNote,
  ApplicationStatus,
  ChurchDetail,
  ChurchProfile,
  ChurchSummary,
  EmploymentType,
  Position,
  PositionStatus,
  PositionType,
} from '../../../shared/types';
import { DEFAULT_CHURCH_SETTINGS } from '../church-settings';
import type { MailMessage, TokenPurpose, UserRecord } from '../port';

export interface UserDoc {
  _id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: Role | null;
  emailVerified: boolean;
  passwordHash: string | null;
  /** Absent (not null) when unset: the unique index must ignore accounts without one. */
  oidcSubject?: string;
  authVersion: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface SessionDoc {
  _id: string;
  /** JSON text: session data may hold keys that BSON field names cannot ('$…', dotted). */
  sess: string;
  expire: Date;
}

export interface ChurchProfileDoc {
  _id: string;
  userId: string;
  churchName: string;
  denomination: string | null;
  location: string;
  website: string | null;
  description: string | null;
  contactPhone: string | null;
  logoUrl: string | null;
  /** Absent on profiles saved before the setting existed: they have the default. */
  applicationEmails?: ApplicationEmailPreference;
  /** Absent on profiles saved before the setting existed: they have the default. */
  declineTemplate?: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface PositionDoc {
  _id: string;
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
  /**
   * When it was closed, for retention; never part of a Position. Absent while active and on
   * positions closed before the field existed, whose retention counts from updatedAt.
   */
  closedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

export interface ApplicationDoc {
  _id: string;
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
  /**
   * Each status change after the first, in the order made; absent until the first change. The first
   * ('pending' at createdAt) is derived, never stored. Kept in the document so one update changes the
   * status and its history together (no multi-document transactions here).
   */
  statusHistory?: { status: ApplicationStatus; at: Date }[];
  /**
   * SHA-256 of the student's status token. Absent (not null) without one: the unique index must
   * ignore those applications (see indexes.ts).
   */
  statusTokenHash?: string;
  /** True while the application waits for its church's daily summary; absent on older ones. */
  inDigest?: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** A private note on an application; deleted with it (cascade.ts). */
export interface ApplicationNoteDoc {
  _id: string;
  applicationId: string;
  authorId: string;
  text: string;
  createdAt: Date;
}

export interface IdempotencyDoc {
  /** JSON of [scope, key]: one unambiguous string, so the `_id` index makes `begin` atomic. */
  _id: string;
  scope: string;
  key: string;
  bodyHash: string;
  status: 'in-progress' | 'done';
  responseStatus: number | null;
  responseBody: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** Takeovers so far; the next one must win the claim `<nonce>#<takeovers + 1>`. */
  takeovers: number;
  /** New for every insert of this key, so claims of a released key's earlier life never collide. */
  nonce: string;
}

export interface TokenDoc {
  /** The token's hash. */
  _id: string;
  userId: string;
  purpose: TokenPurpose;
  expiresAt: Date;
  createdAt: Date;
}

export interface MailDoc {
  _id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  sentAt: Date | null;
  createdAt: Date;
  /** Leases so far; the next one must win the claim `mail:<id>#<leases + 1>`. */
  leases: number;
}

/** One run of a periodic job. The newest revision per name is the job's state; older ones are pruned. */
export interface JobRunDoc {
  /** `<name>#<rev>`: the unique `_id` lets exactly one server write the next revision. */
  _id: string;
  name: string;
  rev: number;
  lastRunAt: Date;
}

/** A one-time claim: whoever inserts it first owns the change it names (see claims.ts). */
export interface ClaimDoc {
  _id: string;
  kind: 'role' | 'idempotency' | 'mail' | 'upload';
  /** The id of the document the claim changes, to prune claims with it. */
  owner: string;
  /** What the claimer set out to write, so another caller can finish the job if the claimer died. */
  value: string | Date | null;
  createdAt: Date;
}

/** One upload grant (port UploadRecord); the claim `upload:<key>` decides who uses it (uploads.ts). */
export interface UploadDoc {
  /** The storage key. */
  _id: string;
  kind: FileKind;
  owner: string;
  bytes: number;
  createdAt: Date;
  receivedAt: Date | null;
  usedBy: string | null;
}

/** The single document holding the public list's version. */
export interface MetaDoc {
  _id: string;
  token: string;
}

/** A users document as the port's UserRecord. */
export function toUser(doc: UserDoc): UserRecord {
  return {
    id: doc._id,
    email: doc.email,
    firstName: doc.firstName,
    lastName: doc.lastName,
    profileImageUrl: doc.profileImageUrl,
    role: doc.role,
    emailVerified: doc.emailVerified,
    passwordHash: doc.passwordHash,
    oidcSubject: doc.oidcSubject ?? null,
    authVersion: doc.authVersion,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** A churchProfiles document as a ChurchProfile. */
export function toChurchProfile(doc: ChurchProfileDoc): ChurchProfile {
  return {
    id: doc._id,
    userId: doc.userId,
    churchName: doc.churchName,
    denomination: doc.denomination,
    location: doc.location,
    website: doc.website,
    description: doc.description,
    contactPhone: doc.contactPhone,
    logoUrl: doc.logoUrl,
    applicationEmails: doc.applicationEmails ?? DEFAULT_CHURCH_SETTINGS.applicationEmails,
    declineTemplate: doc.declineTemplate ?? DEFAULT_CHURCH_SETTINGS.declineTemplate,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** A church as nested in position lists, or null when the position has none. */
export function toChurchSummary(doc: ChurchProfileDoc | undefined): ChurchSummary | null {
  if (doc === undefined) return null;
  return { churchName: doc.churchName, location: doc.location, logoUrl: doc.logoUrl };
}

/** A church as nested in a position's detail, or null when the position has none. */
export function toChurchDetail(doc: ChurchProfileDoc | null): ChurchDetail | null {
  if (doc === null) return null;
  return {
    churchName: doc.churchName,
    location: doc.location,
    logoUrl: doc.logoUrl,
    description: doc.description,
    denomination: doc.denomination,
    website: doc.website,
    contactPhone: doc.contactPhone,
  };
}

/** A positions document as a Position. */
export function toPosition(doc: PositionDoc): Position {
  return {
    id: doc._id,
    churchProfileId: doc.churchProfileId,
    title: doc.title,
    description: doc.description,
    jobDescriptionUrl: doc.jobDescriptionUrl,
    positionType: doc.positionType,
    employmentType: doc.employmentType,
    contactPerson: doc.contactPerson,
    contactEmail: doc.contactEmail,
    contactPhone: doc.contactPhone,
    anticipatedStartDate: doc.anticipatedStartDate,
    qualifications: doc.qualifications,
    responsibilities: doc.responsibilities,
    compensation: doc.compensation,
    additionalInfo: doc.additionalInfo,
    status: doc.status,
    approved: doc.approved,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** An applications document as an Application. */
export function toApplication(doc: ApplicationDoc): Application {
  return {
    id: doc._id,
    positionId: doc.positionId,
    studentName: doc.studentName,
    studentEmail: doc.studentEmail,
    studentPhone: doc.studentPhone,
    studentMajor: doc.studentMajor,
    graduationYear: doc.graduationYear,
    availableStartDate: doc.availableStartDate,
    resumeUrl: doc.resumeUrl,
    coverLetter: doc.coverLetter,
    status: doc.status,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** An applicationNotes document as an ApplicationNote. */
export function toApplicationNote(doc: ApplicationNoteDoc): ApplicationNote {
  return {
    id: doc._id,
    applicationId: doc.applicationId,
    authorId: doc.authorId,
    text: doc.text,
    createdAt: doc.createdAt.toISOString(),
  };
}

/** A mailQueue document as a MailMessage. */
export function toMailMessage(doc: MailDoc): MailMessage {
  return {
    id: doc._id,
    to: doc.to,
    subject: doc.subject,
    text: doc.text,
    html: doc.html,
    attempts: doc.attempts,
    nextAttemptAt: doc.nextAttemptAt.toISOString(),
    lastError: doc.lastError,
    sentAt: doc.sentAt?.toISOString() ?? null,
    createdAt: doc.createdAt.toISOString(),
  };
}
