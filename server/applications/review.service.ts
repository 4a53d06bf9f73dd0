// The church's review of its applications: open (which marks a new one Reviewed), change the status,
// keep private notes, count per status. Only the position's church and admins may do any of it.
import { api } from '../../shared/api-routes';
import type {
  ApplicationNoteData,
  ApplicationStatusData,
} from '../../shared/schemas/application-review';
import type {
  Application,
  ApplicationNote,
  ApplicationReview,
  ApplicationStatus,
  ReviewedApplication,
} from '../../shared/types';
import { isAdmin } from '../auth/roles';
import type { AppDeps } from '../deps';
import { ForbiddenError, NotFoundError } from '../errors';
import { DuplicateIdError, type UserRecord } from '../store/port';

type Deps = Pick<AppDeps, 'store' | 'config' | 'now'>;

/** How the reviewer relates to the position: its church, or an admin looking in. */
type ReviewerKind = 'church' | 'admin';

/**
 * Checks that the viewer may review the position's applications. Another church gets 403, as on
 * GET /api/church/positions/:id/applications and the resume route (DESIGN.md: signed in, not allowed).
 */
async function reviewerOf(
  deps: Deps,
  viewer: UserRecord,
  churchProfileId: string,
): Promise<ReviewerKind> {
  if (viewer.role === 'church') {
    const profile = await deps.store.churches.findByUserId(viewer.id);
    if (profile?.id === churchProfileId) return 'church';
  }
  if (isAdmin(viewer, deps.config)) return 'admin';
  throw new ForbiddenError('Only the church that posted this position can review its applications');
}

/** The application and who is reviewing it, or 404/403. */
async function reviewable(
  deps: Deps,
  viewer: UserRecord,
  applicationId: string,
): Promise<{ application: Application; reviewer: ReviewerKind }> {
  const application = await deps.store.applications.findById(applicationId);
  if (!application) throw new NotFoundError('Application not found');
  const position = await deps.store.positions.findById(application.positionId);
  if (!position) throw new NotFoundError('Application not found');
  return { application, reviewer: await reviewerOf(deps, viewer, position.churchProfileId) };
}

async function withHistory(deps: Deps, application: Application): Promise<ReviewedApplication> {
  return {
    ...application,
    resumeDownloadUrl: application.resumeUrl ? api.applicationResume(application.id) : null,
    history: await deps.store.applications.statusHistory(application.id),
  };
}

/**
 * Opens an application with its history and notes. The church opening a new one marks it Reviewed;
 * an admin looking in does not, so the church still sees it as New.
 */
export async function openApplication(
  deps: Deps,
  viewer: UserRecord,
  applicationId: string,
): Promise<ApplicationReview> {
  const found = await reviewable(deps, viewer, applicationId);
  let application = found.application;
  if (found.reviewer === 'church' && application.status === 'pending') {
    application =
      (await deps.store.applications.setStatus(application.id, 'reviewed', deps.now())) ??
      application;
  }
  return {
    ...(await withHistory(deps, application)),
    notes: await deps.store.applications.listNotes(application.id),
  };
}

/** Moves the application to a status; setting the status it has changes nothing. */
export async function changeStatus(
  deps: Deps,
  viewer: UserRecord,
  applicationId: string,
  input: ApplicationStatusData,
): Promise<ReviewedApplication> {
  await reviewable(deps, viewer, applicationId);
  const changed = await deps.store.applications.setStatus(applicationId, input.status, deps.now());
  if (!changed) throw new NotFoundError('Application not found');
  return withHistory(deps, changed);
}

/**
 * Adds a private note written by the viewer; `id` comes from an Idempotency-Key, so a retry whose
 * first attempt was stored answers with that note instead of adding a second.
 */
export async function addNote(
  deps: Deps,
  viewer: UserRecord,
  applicationId: string,
  input: ApplicationNoteData,
  id?: string,
): Promise<ApplicationNote> {
  await reviewable(deps, viewer, applicationId);
  let note: ApplicationNote | undefined;
  try {
    note = await deps.store.applications.addNote(
      applicationId,
      { authorId: viewer.id, text: input.text },
      deps.now(),
      id,
    );
  } catch (error) {
    if (!(error instanceof DuplicateIdError && id)) throw error;
    const notes = await deps.store.applications.listNotes(applicationId);
    note = notes.find((existing) => existing.id === id && existing.authorId === viewer.id);
    // The id belongs to a note of another application or author: not this request's first attempt.
    if (!note) throw error;
  }
  if (!note) throw new NotFoundError('Application not found');
  return note;
}

/** Deletes a note of this application (whoever of the church and admins wrote it). */
export async function deleteNote(
  deps: Deps,
  viewer: UserRecord,
  applicationId: string,
  noteId: string,
): Promise<{ id: string; deleted: true }> {
  await reviewable(deps, viewer, applicationId);
  if (!(await deps.store.applications.deleteNote(applicationId, noteId))) {
    throw new NotFoundError('Note not found');
  }
  return { id: noteId, deleted: true };
}

/** How many of the position's applications have each status, every status included. */
export async function countsForPosition(
  deps: Deps,
  viewer: UserRecord,
  positionId: string,
): Promise<Record<ApplicationStatus, number>> {
  const position = await deps.store.positions.findById(positionId);
  if (!position) throw new NotFoundError('Position not found');
  await reviewerOf(deps, viewer, position.churchProfileId);
  return deps.store.applications.countsByStatus(positionId);
}
