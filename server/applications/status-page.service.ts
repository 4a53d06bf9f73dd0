// The student's side of an application, reached with the status token alone (no account): what
// they sent and where it stands, their resume, and withdrawing it, which deletes it with its resume.
import type { ApplicationStatusView } from '../../shared/types';
import type { AppDeps } from '../deps';
import { NotFoundError } from '../errors';
import { eraseReferences } from '../privacy/erasure';
import { removeFilesOf } from '../uploads/upload-grants';
import { storedResumeKey } from './application.service';
import { applicationForStatusToken } from './status-token';

type Deps = Pick<AppDeps, 'store' | 'files' | 'config' | 'now' | 'log'>;

/**
 * The one answer to a token that opens nothing: forged, mistyped, withdrawn or deleted read the
 * same, so the page says what may have happened without telling which.
 */
export const STATUS_LINK_INVALID =
  'This application link is not valid, or the application was withdrawn or deleted.';

/** What the student is told once their application is gone. */
export const WITHDRAWN_MESSAGE = 'Your application was withdrawn. It and your resume are deleted.';

async function applicationOf(deps: Deps, token: string) {
  const application = await applicationForStatusToken(deps, token);
  if (!application) throw new NotFoundError(STATUS_LINK_INVALID);
  return application;
}

/** The student's application as their status page shows it; never the church's notes. */
export async function statusView(deps: Deps, token: string): Promise<ApplicationStatusView> {
  const application = await applicationOf(deps, token);
  const position = await deps.store.positions.findDetail(application.positionId);
  // Deleting a position deletes its applications; this only covers the moment in between.
  if (!position) throw new NotFoundError(STATUS_LINK_INVALID);
  const history = await deps.store.applications.statusHistory(application.id);
  return {
    application: {
      id: application.id,
      studentName: application.studentName,
      studentEmail: application.studentEmail,
      studentPhone: application.studentPhone,
      studentMajor: application.studentMajor,
      graduationYear: application.graduationYear,
      availableStartDate: application.availableStartDate,
      coverLetter: application.coverLetter,
      hasResume: application.resumeUrl !== null,
      createdAt: application.createdAt,
    },
    status: application.status,
    statusChangedAt: history.at(-1)?.at ?? application.createdAt,
    position: {
      id: position.id,
      title: position.title,
      churchName: position.church?.churchName ?? null,
      location: position.church?.location ?? null,
      open: position.status === 'active',
    },
    retentionDays: deps.config.applicationRetentionDays,
  };
}

/** The storage key of the resume the student sent; 404 when they sent none. */
export async function ownResumeKey(deps: Deps, token: string): Promise<string> {
  return storedResumeKey(deps, await applicationOf(deps, token));
}

/**
 * Withdraws the application: deletes it (history and notes too), then its resume file, then the
 * mail and stored answers that name it.
 */
export async function withdraw(deps: Deps, token: string): Promise<{ message: string }> {
  const application = await applicationOf(deps, token);
  // Undefined when a second withdrawal got there first: the link no longer opens anything.
  if (!(await deps.store.applications.delete(application.id))) {
    throw new NotFoundError(STATUS_LINK_INVALID);
  }
  await removeFilesOf(deps, [application.id]);
  await eraseReferences(deps, {
    recordIds: [application.id],
    addresses: [application.studentEmail],
  });
  deps.log.info({ msg: 'application withdrawn', applicationId: application.id });
  return { message: WITHDRAWN_MESSAGE };
}
