// A student's application: anonymous, checked against the position's state, its resume checked by
// content before the application may reference it. The first time it is stored, the church and the
// student are told (application-notifications.ts); the student's receipt carries the status token.
// A second one from the same e-mail to the same position is refused (duplicate-application.ts).
import { randomBytes, randomUUID } from 'node:crypto';
import { HONEYPOT_FIELD } from '../../shared/constants';
import type { ApplicationData } from '../../shared/schemas/application';
import type { Application, ApplicationReceipt } from '../../shared/types';
import { isAdmin } from '../auth/roles';
import type { AppDeps } from '../deps';
import { isPastApplyBy } from '../../shared/rules';
import { ForbiddenError, GoneError, NotFoundError } from '../errors';
import { DuplicateApplicationError, DuplicateIdError, type UserRecord } from '../store/port';
import { claimUploadField, releaseUpload } from '../uploads/upload-grants';
import { notifyNewApplication } from './application-notifications';
import { refuseSecondApplication } from './duplicate-application';
import { hashStatusToken, statusTokenFor } from './status-token';

type Deps = Pick<AppDeps, 'store' | 'files' | 'config' | 'now' | 'log' | 'mailer'>;

/** Message when the position was archived or closed before the application arrived. */
export const POSITION_CLOSED = 'This position is no longer accepting applications.';
/** Message when the position's 'Apply by' day is over. */
export const APPLY_BY_PASSED =
  "The 'Apply by' date of this position has passed: it no longer accepts applications.";

/**
 * Records an application; `id` comes from an Idempotency-Key so a retry cannot apply twice. The
 * receipt's status token is the student's only copy: the route keeps it out of the stored response.
 */
export async function submitApplication(
  deps: Deps,
  data: ApplicationData,
  id?: string,
): Promise<ApplicationReceipt> {
  if (data[HONEYPOT_FIELD] !== '') {
    // A bot filled the hidden field: answer as if it worked, store nothing.
    deps.log.info({ msg: 'honeypot application dropped' });
    return {
      id: id ?? randomUUID(),
      positionId: data.positionId,
      status: 'pending',
      createdAt: deps.now().toISOString(),
      // Shaped like a real one, opens nothing.
      statusToken: randomBytes(32).toString('base64url'),
    };
  }
  const position = await deps.store.positions.findById(data.positionId);
  if (!position || !position.approved) throw new NotFoundError('Position not found');
  if (position.status !== 'active') throw new GoneError(POSITION_CLOSED);
  // Refused from the end of the day everywhere, even before the hourly job has closed it.
  if (isPastApplyBy(position.applyBy, deps.now())) throw new GoneError(APPLY_BY_PASSED);
  const church = await deps.store.churches.findById(position.churchProfileId);
  // The record's id is fixed before the resume is claimed for it, so a retry claims for the same id.
  const recordId = id ?? randomUUID();
  // Only a resume uploaded for this application: no other application may use it (decision 0016).
  const claimed = data.resumeUrl
    ? await claimUploadField(deps, {
        url: data.resumeUrl,
        kind: 'resume',
        field: 'resumeUrl',
        recordId,
      })
    : undefined;
  const statusToken = statusTokenFor(deps.config, recordId);
  const record = {
    statusTokenHash: hashStatusToken(statusToken),
    // A church that chose a daily summary hears of it with the next one.
    inDigest: church?.applicationEmails === 'daily',
    studentName: data.studentName,
    studentEmail: data.studentEmail,
    studentPhone: data.studentPhone,
    studentMajor: data.studentMajor,
    graduationYear: data.studentGraduationYear,
    availableStartDate: data.availableStartDate,
    resumeUrl: data.resumeUrl,
    coverLetter: data.coverLetter,
  };
  let application: Application;
  try {
    application = await deps.store.applications.create(position.id, record, recordId);
  } catch (error) {
    if (!(error instanceof DuplicateIdError && id)) {
      // No application, so no claim: the resume is free again (and swept if nobody uses it).
      if (claimed) await releaseUpload(deps, claimed, recordId);
      if (error instanceof DuplicateApplicationError) {
        return refuseSecondApplication(deps, error.existing, position, church);
      }
      throw error;
    }
    const existing = await deps.store.applications.findById(id);
    if (!existing || existing.positionId !== position.id) {
      // Not this request's first attempt: a resume it claimed is not that record's.
      if (claimed && existing?.resumeUrl !== data.resumeUrl)
        await releaseUpload(deps, claimed, recordId);
      throw error;
    }
    // A retry whose first attempt was stored: e-mails go with the first create only, so nobody is
    // told twice (a crash between storing and queueing them loses them instead).
    return receiptOf(existing, statusToken);
  }
  await notifyNewApplication(deps, { application, position, church, statusToken });
  return receiptOf(application, statusToken);
}

function receiptOf(application: Application, statusToken: string): ApplicationReceipt {
  return {
    id: application.id,
    positionId: application.positionId,
    status: application.status,
    createdAt: application.createdAt,
    statusToken,
  };
}

/** The storage key of an application's resume, for its church or an admin only. */
export async function resumeKeyFor(
  deps: Deps,
  viewer: UserRecord,
  applicationId: string,
): Promise<string> {
  const application = await deps.store.applications.findById(applicationId);
  if (!application) throw new NotFoundError('Application not found');
  if (!isAdmin(viewer, deps.config)) {
    const position = await deps.store.positions.findById(application.positionId);
    const profile =
      viewer.role === 'church' ? await deps.store.churches.findByUserId(viewer.id) : undefined;
    if (!position || !profile || profile.id !== position.churchProfileId) {
      throw new ForbiddenError('Only the church that posted this position can read this resume');
    }
  }
  return storedResumeKey(deps, application);
}

/** The storage key of the resume an application references, or 404 when it has none. */
export function storedResumeKey(deps: Pick<AppDeps, 'files'>, application: Application): string {
  const key = application.resumeUrl
    ? deps.files.keyFromUrl(application.resumeUrl, 'resume')
    : undefined;
  if (!key) throw new NotFoundError('This application has no resume');
  return key;
}
