// A position's life in messages (decision 0024): the church hears when its position (or its edit)
// goes live or is declined, and a week before it would be archived; the admins hear once a day
// what waits for them. Laid out by templates.ts's render; links lead only to PUBLIC_URL.
import { appPaths } from '../../shared/app-paths';
import { DECLINE_REASON_LABELS } from '../../shared/constants';
import { dateText } from '../../shared/dates';
import type { PositionDecline } from '../../shared/types';
import type { Config } from '../config';
import { greeting, render, type MailContent } from './templates';

type MessageConfig = Pick<Config, 'appUrl' | 'collegeName'>;

/** A new position, or an edit of a live one. */
export type ReviewedChange = 'position' | 'edit';

/** Subject of the message that the church's position (or its edit) is live. */
export function positionLiveSubject(title: string): string {
  return `${title} is live on the job board`;
}

/** Where the church sees its position, its status and Edit. */
function churchPositionLink(config: MessageConfig, positionId: string): string {
  return `${config.appUrl}${appPaths.churchPosition(positionId)}`;
}

/** To the church when the college approved its position or its edit. */
export function positionLiveMessage(
  config: MessageConfig,
  to: string,
  position: { id: string; title: string; change: ReviewedChange },
): MailContent {
  const what = position.change === 'edit' ? `Your edit of ${position.title}` : position.title;
  return render(to, positionLiveSubject(position.title), {
    greeting: greeting(null),
    intro: [
      `${what} was approved by ${config.collegeName}: students now see it on the job board and can apply.`,
    ],
    link: { url: churchPositionLink(config, position.id), action: 'See your position' },
    outro: [
      'Students can apply for 60 days; a week before that ends we will ask whether to keep it open.',
    ],
  });
}

/** Subject of the one message about several approvals that came together. */
export function positionsLiveSubject(count: number): string {
  return `${String(count)} positions are live on the job board`;
}

/** One approval in the message that gathers a church's approvals. */
export interface LiveNotice {
  id: string;
  title: string;
  change: ReviewedChange;
}

/**
 * To the church when the college approved several of its positions (or edits) within a few
 * minutes: one message listing each with its link, rather than one message each.
 */
export function positionsLiveMessage(
  config: MessageConfig,
  to: string,
  notices: readonly LiveNotice[],
): MailContent {
  const [only] = notices;
  if (notices.length === 1 && only) return positionLiveMessage(config, to, only);
  return render(to, positionsLiveSubject(notices.length), {
    greeting: greeting(null),
    intro: [
      `${config.collegeName} approved these ${String(notices.length)} positions: students now see them on the job board and can apply.`,
    ],
    items: notices.map((notice) => ({
      text: notice.change === 'edit' ? `Your edit of ${notice.title}` : notice.title,
      link: churchPositionLink(config, notice.id),
    })),
    outro: [
      'Students can apply for 60 days; a week before that ends we will ask whether to keep each one open.',
    ],
  });
}

/** The reason in words, with the admin's note when there is one. */
function reasonLines(decline: PositionDecline): string[] {
  const label = DECLINE_REASON_LABELS[decline.reason];
  return decline.note ? [`Reason: ${label}`, decline.note] : [`Reason: ${label}`];
}

/** To the church when the college declined its position or its edit. */
export function positionDeclinedMessage(
  config: MessageConfig,
  to: string,
  position: { id: string; title: string; change: ReviewedChange; decline: PositionDecline },
): MailContent {
  const intro =
    position.change === 'edit'
      ? `${config.collegeName} did not approve your edit of ${position.title}. Students still see the version approved before.`
      : `${config.collegeName} did not approve ${position.title}, so students do not see it yet.`;
  return render(to, `${position.title} was not approved`, {
    greeting: greeting(null),
    intro: [intro, ...reasonLines(position.decline)],
    link: { url: churchPositionLink(config, position.id), action: 'Edit and submit again' },
    outro: ['Once you edit it, it goes back to the college for approval.'],
  });
}

/** To the church a week before its position would be archived. */
export function expiryReminderMessage(
  config: MessageConfig,
  to: string,
  position: { id: string; title: string; archivesAt: string; keepOpenUrl: string },
): MailContent {
  return render(to, `${position.title} closes on ${dateText(position.archivesAt, 'UTC')}`, {
    greeting: greeting(null),
    intro: [
      `${position.title} has been on the ${config.collegeName} job board for almost 60 days. It will be archived on ${dateText(position.archivesAt, 'UTC')} and students will no longer be able to apply.`,
      'Still looking for someone? Keep it open with one click:',
    ],
    link: { url: position.keepOpenUrl, action: 'Keep open 60 more days' },
    outro: [
      `If you have filled it, you can close it as filled from your dashboard: ${churchPositionLink(config, position.id)}`,
    ],
  });
}

/** One position waiting for the college. */
export interface WaitingPosition {
  id: string;
  title: string;
  churchName: string | null;
  change: ReviewedChange;
}

/** To each admin, at most once a day, when positions or edits wait for approval. */
export function reviewDigestMessage(
  config: MessageConfig,
  to: string,
  waiting: readonly WaitingPosition[],
): MailContent {
  const count = waiting.length;
  return render(to, `${String(count)} position${count === 1 ? '' : 's'} waiting for approval`, {
    greeting: greeting(null),
    intro: [`These wait for approval on the ${config.collegeName} job board:`],
    items: waiting.map((item) => ({
      text: `${item.change === 'edit' ? 'Edit of ' : ''}${item.title}${item.churchName ? ` (${item.churchName})` : ''}`,
      link: `${config.appUrl}${appPaths.adminReview(item.id)}`,
    })),
    link: { url: `${config.appUrl}${appPaths.adminDashboard}`, action: 'Open the admin dashboard' },
    outro: ['You get this e-mail at most once a day, only when something waits.'],
  });
}
