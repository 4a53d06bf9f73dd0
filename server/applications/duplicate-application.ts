// A second application from the same e-mail to the same position (decision 0028): refused with a
// 409 that says the status link was e-mailed again, and the existing application's link e-mailed
// again at most once a day, so typing someone's address into the form cannot flood their inbox.
// The answer is the same whether or not a mail went out, so it tells the sender nothing more.
import { ALREADY_APPLIED_CODE } from '../../shared/retryable-statuses';
import type { Application, ChurchProfile, Position } from '../../shared/types';
import type { AppDeps } from '../deps';
import { ConflictError } from '../errors';
import { applicationAgainMessage } from '../mail/application-messages';
import { queueWithoutFailing } from '../mail/queued-mailer';
import { churchRecipient } from './application-notifications';
import { statusTokenFor } from './status-token';

type Deps = Pick<AppDeps, 'store' | 'config' | 'now' | 'log' | 'mailer'>;

/** The 409's message. */
export const ALREADY_APPLIED =
  'You have already applied to this position with this e-mail address, so this application was not sent. We e-mailed the link to your application to that address again: open it to see where your application stands, or withdraw it there if you want to apply again.';

/** At most one such e-mail per application in this long. */
export const STATUS_LINK_RESEND_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** E-mails the existing application's status link again (at most once a day), then refuses. */
export async function refuseSecondApplication(
  deps: Deps,
  existing: Application,
  position: Position,
  church: ChurchProfile | undefined,
): Promise<never> {
  const now = deps.now();
  const context = { applicationId: existing.id, mail: 'application again' };
  let due = false;
  try {
    due = await deps.store.applications.markStatusLinkResent(
      existing.id,
      now,
      new Date(now.getTime() - STATUS_LINK_RESEND_INTERVAL_MS),
    );
  } catch (error) {
    // The refusal stands without the mail: the student still has the confirmation.
    deps.log.error({
      msg: 'could not queue mail',
      ...context,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  if (due) {
    await queueWithoutFailing(
      deps,
      {
        ...applicationAgainMessage(deps.config, existing.studentEmail, {
          positionTitle: position.title,
          churchName: church?.churchName ?? 'the church',
          statusToken: statusTokenFor(deps.config, existing.id),
        }),
        // The student's answer goes to the position's contact; withdrawing erases the message.
        replyTo: church
          ? ((await churchRecipient(deps, position.contactEmail, church.userId).catch(
              () => undefined,
            )) ?? null)
          : null,
        about: [existing.id],
      },
      context,
    );
  }
  throw new ConflictError(ALREADY_APPLIED, ALREADY_APPLIED_CODE);
}
