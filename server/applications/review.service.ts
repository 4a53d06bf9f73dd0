// The church's review of its applications: open (which marks a new one Reviewed), change the status,
// keep private notes, count per status. Only the position's church and admins may do any of it.
import { api } from '../../shared/api-routes';
import { DECLINE_MESSAGE_WINDOW_MS, DECLINE_MESSAGES_PER_WINDOW } from '../../shared/constants';
import type {
  ApplicationNoteData,
  ApplicationStatusData,
  DeclineMessageData,
} from '../../shared/schemas/application-review';
import type {
  Application,
  ApplicationNote,
  ApplicationReview,
  ApplicationStatus,
  Position,
  ReviewedApplication,
} from '../../shared/types';
import { isAdmin } from '../auth/roles';
import type { AppDeps } from '../deps';
import {
  ForbiddenError,
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnprocessableError,
} from '../errors';
import { declineMessage } from '../mail/application-messages';
import { inMinutes } from '../rate-limit/rate-limiter';
import { DuplicateIdError, type UserRecord } from '../store/port';
import { uploadedNameOf } from '../uploads/uploaded-names';
import { churchRecipient } from './application-notifications';
import { applicationForStatusToken, statusTokenFor } from './status-token';

type Deps = Pick<AppDeps, 'store' | 'config' | 'now'>;

/** How the reviewer relates to the position: its church, or an admin looking in. */
export type ReviewerKind = 'church' | 'admin';

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

/** The position and who is reviewing its applications, or 404/403. */
export async function reviewablePosition(
  deps: Deps,
  viewer: UserRecord,
  positionId: string,
): Promise<{ position: Position; reviewer: ReviewerKind }> {
  const position = await deps.store.positions.findById(positionId);
  if (!position) throw new NotFoundError('Position not found');
  return { position, reviewer: await reviewerOf(deps, viewer, position.churchProfileId) };
}

/** The application, its position and who is reviewing it, or 404/403. */
async function reviewable(
  deps: Deps,
  viewer: UserRecord,
  applicationId: string,
): Promise<{ application: Application; position: Position; reviewer: ReviewerKind }> {
  const application = await deps.store.applications.findById(applicationId);
  if (!application) throw new NotFoundError('Application not found');
  const position = await deps.store.positions.findById(application.positionId);
  if (!position) throw new NotFoundError('Application not found');
  return {
    application,
    position,
    reviewer: await reviewerOf(deps, viewer, position.churchProfileId),
  };
}

async function withHistory(deps: Deps, application: Application): Promise<ReviewedApplication> {
  return {
    ...application,
    resumeDownloadUrl: application.resumeUrl ? api.applicationResume(application.id) : null,
    resumeName: await uploadedNameOf(deps, application.resumeUrl),
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
  await reviewablePosition(deps, viewer, positionId);
  return deps.store.applications.countsByStatus(positionId);
}

/**
 * Why a message to an applicant who is not declined is refused: 422, not 409, which the outbox
 * protocol keeps for a key still being processed (a retry would never decline it).
 */
export const DECLINE_FIRST = 'Decline the application before sending this message.';

/**
 * Why a second message to the same applicant is refused: the board carries one per application
 * (422 like DECLINE_FIRST: sending it again would never change the answer).
 */
export const DECLINE_MESSAGE_ALREADY_SENT =
  'You already sent this applicant an e-mail about this application. The job board sends only one.';

/** Why a message past the church's hourly cap is refused, and when a place frees. */
export function declineMessageCapMessage(retryAfterSeconds: number): string {
  return `Your church has sent ${String(DECLINE_MESSAGES_PER_WINDOW)} e-mails to applicants in the last hour, the most the job board allows. Please try again in ${inMinutes(retryAfterSeconds)}.`;
}

/** What the church hears once its message is in the queue. */
export const DECLINE_MESSAGE_QUEUED = 'E-mail queued';

/**
 * Records the message the church is about to send, or says why it may not (typed errors). The store
 * decides atomically, so two instances cannot both send one applicant's message or both take the
 * church's last place in its hour (docs/decisions/0027-decline-messages-and-status-link-misses.md).
 */
async function claimMessage(
  deps: Deps,
  applicationId: string,
  churchProfileId: string,
  at: Date,
): Promise<void> {
  const claim = await deps.store.applications.claimDeclineMessage(applicationId, at, {
    churchProfileId,
    since: new Date(at.getTime() - DECLINE_MESSAGE_WINDOW_MS),
    cap: DECLINE_MESSAGES_PER_WINDOW,
  });
  switch (claim.state) {
    case 'claimed':
      return;
    case 'missing':
      throw new NotFoundError('Application not found');
    case 'not-declined':
      throw new UnprocessableError(DECLINE_FIRST);
    case 'already-sent':
      throw new UnprocessableError(DECLINE_MESSAGE_ALREADY_SENT);
    case 'over-cap': {
      const seconds = Math.max(1, Math.ceil((Date.parse(claim.freesAt) - at.getTime()) / 1000));
      throw new TooManyRequestsError(declineMessageCapMessage(seconds), seconds);
    }
  }
}

/**
 * E-mails a declined applicant the church's own words (its template, filled in and edited), framed
 * by the board: who wrote them, why the student receives them, and their status link. The position's
 * church only (an admin looking in does not write to students in the church's name), once per
 * application, and within the church's hourly cap.
 */
export async function sendDeclineMessage(
  deps: Deps & Pick<AppDeps, 'mailer' | 'log'>,
  viewer: UserRecord,
  applicationId: string,
  input: DeclineMessageData,
): Promise<{ message: string }> {
  const { application, position, reviewer } = await reviewable(deps, viewer, applicationId);
  if (reviewer !== 'church') {
    throw new ForbiddenError(
      'Only the church that posted this position can write to its applicants',
    );
  }
  const church = await deps.store.churches.findById(position.churchProfileId);
  // Applications from before status links have no stored token: their message goes without one.
  const token = statusTokenFor(deps.config, application.id);
  const opens = (await applicationForStatusToken(deps, token))?.id === application.id;
  const content = declineMessage(deps.config, application.studentEmail, {
    positionTitle: position.title,
    churchName: church?.churchName ?? 'The church',
    message: input.message,
    statusToken: opens ? token : null,
  });
  // The student's answer goes to the position's contact, not to the board's no-reply sender.
  const replyTo = church
    ? await churchRecipient(deps, position.contactEmail, church.userId)
    : position.contactEmail;
  // The store checks the status (and whether the message went already) in the same step.
  const at = deps.now();
  await claimMessage(deps, application.id, position.churchProfileId, at);
  try {
    await deps.mailer.send({ ...content, replyTo: replyTo ?? null, about: [application.id] });
  } catch (error) {
    // Nothing was sent: the church may try again (a 5xx releases the Idempotency-Key, and the
    // claim goes too).
    await deps.store.applications.releaseDeclineMessage(application.id, at);
    deps.log.error({
      msg: 'could not queue mail',
      mail: 'decline message',
      applicationId,
      error: error instanceof Error ? error.message : String(error),
    });
    throw new ServiceUnavailableError('The e-mail could not be queued. Please try again.');
  }
  deps.log.info({ msg: 'decline message queued', applicationId });
  return { message: DECLINE_MESSAGE_QUEUED };
}
