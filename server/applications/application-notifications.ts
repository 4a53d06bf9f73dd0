// Who hears of a new application: the church as it chose in its profile (an e-mail for each, a daily
// summary, or nothing), and always the student, with their private status link. Everything goes
// through the store-backed queue; a failure to queue is logged and never undoes the application.
import type { Application, ChurchProfile, Position } from '../../shared/types';
import type { AppDeps } from '../deps';
import { applicationReceivedMessage, newApplicationMessage } from '../mail/application-messages';
import { queueWithoutFailing } from '../mail/queued-mailer';

type Deps = Pick<AppDeps, 'store' | 'config' | 'mailer' | 'log'>;

/**
 * Where a church's mail about a position goes: the position's contact e-mail, else the e-mail of
 * the church's account; undefined when neither exists (the account is gone).
 */
export async function churchRecipient(
  deps: Pick<AppDeps, 'store'>,
  contactEmail: string | null,
  churchUserId: string,
): Promise<string | undefined> {
  if (contactEmail) return contactEmail;
  return (await deps.store.users.findById(churchUserId))?.email;
}

/** Sends the e-mails of an application just stored (never of a replay or a duplicate). */
export async function notifyNewApplication(
  deps: Deps,
  created: {
    application: Application;
    position: Position;
    church: ChurchProfile | undefined;
    statusToken: string;
  },
): Promise<void> {
  const { application, position, church, statusToken } = created;
  const churchName = church?.churchName ?? 'the church';
  const context = { applicationId: application.id };
  // The position's contact: the church reads its mail there, and the student's replies go there.
  let contact: string | undefined;
  if (church) {
    try {
      contact = await churchRecipient(deps, position.contactEmail, church.userId);
    } catch (error) {
      deps.log.error({
        msg: 'could not find the position contact',
        ...context,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  if (church?.applicationEmails === 'each' && contact) {
    await queueWithoutFailing(
      deps,
      {
        ...newApplicationMessage(deps.config, contact, {
          id: application.id,
          studentName: application.studentName,
          positionTitle: position.title,
          churchName,
        }),
        // A church answering the e-mail writes to the student.
        replyTo: application.studentEmail,
        about: [application.id, church.userId],
      },
      { ...context, mail: 'new application' },
    );
  }
  await queueWithoutFailing(
    deps,
    {
      ...applicationReceivedMessage(deps.config, application.studentEmail, {
        positionTitle: position.title,
        churchName,
        statusToken,
      }),
      replyTo: contact ?? null,
      about: [application.id],
    },
    { ...context, mail: 'application received' },
  );
}
