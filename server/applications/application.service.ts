// A student's application: anonymous, checked against the position's state, its resume checked by
// content before the application may reference it.
import { randomUUID } from 'node:crypto';
import { HONEYPOT_FIELD } from '../../shared/constants';
import type { ApplicationData } from '../../shared/schemas/application';
import type { Application } from '../../shared/types';
import { isAdmin } from '../auth/roles';
import type { AppDeps } from '../deps';
import { ForbiddenError, GoneError, NotFoundError } from '../errors';
import { DuplicateIdError, type UserRecord } from '../store/port';
import { claimUploadField, releaseUpload } from '../uploads/upload-grants';

type Deps = Pick<AppDeps, 'store' | 'files' | 'config' | 'now' | 'log'>;

/** What the applicant gets back: no personal data is echoed. */
export interface ApplicationReceipt {
  id: string;
  positionId: string;
  status: Application['status'];
  createdAt: string;
}

/** Message when the position was archived or closed before the application arrived. */
export const POSITION_CLOSED = 'This position is no longer accepting applications.';

/** Records an application; `id` comes from an Idempotency-Key so a retry cannot apply twice. */
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
    };
  }
  const position = await deps.store.positions.findById(data.positionId);
  if (!position || !position.approved) throw new NotFoundError('Position not found');
  if (position.status !== 'active') throw new GoneError(POSITION_CLOSED);
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
  const record = {
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
      throw error;
    }
    const existing = await deps.store.applications.findById(id);
    if (!existing || existing.positionId !== position.id) {
      // Not this request's first attempt: a resume it claimed is not that record's.
      if (claimed && existing?.resumeUrl !== data.resumeUrl)
        await releaseUpload(deps, claimed, recordId);
      throw error;
    }
    application = existing;
  }
  return {
    id: application.id,
    positionId: application.positionId,
    status: application.status,
    createdAt: application.createdAt,
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
  const key = application.resumeUrl
    ? deps.files.keyFromUrl(application.resumeUrl, 'resume')
    : undefined;
  if (!key) throw new NotFoundError('This application has no resume');
  return key;
}
