// An application's messages (decision 0020): the church hears of each one (or once a day), the
// student gets a confirmation with their private status link, and a declined student may get the
// church's answer. Laid out by templates.ts's render, so escaping is the same everywhere. Subjects
// never name the student: the .eml writer logs subjects, and the log holds no personal data.
import { appPaths } from '../../shared/app-paths';
import { dateText } from '../../shared/dates';
import type { Config } from '../config';
import { greeting, render, type MailContent } from './templates';

type MessageConfig = Pick<Config, 'appUrl' | 'collegeName' | 'applicationRetentionDays'>;

/** Subject of the e-mail to the church about one new application. */
export function newApplicationSubject(positionTitle: string): string {
  return `New application for ${positionTitle}`;
}

/** Subject of the student's confirmation. */
export function applicationReceivedSubject(positionTitle: string, churchName: string): string {
  return `Application received: ${positionTitle} at ${churchName}`;
}

/** Subject of the status link sent again to a student who applied a second time. */
export function applicationAgainSubject(positionTitle: string, churchName: string): string {
  return `Your application to ${positionTitle} at ${churchName}`;
}

/** Subject of a church's daily summary. */
export function applicationDigestSubject(churchName: string, count: number): string {
  return `${churchName}: ${String(count)} new application${count === 1 ? '' : 's'}`;
}

/** Subject of the church's answer to a declined student. */
export function declineMessageSubject(positionTitle: string, churchName: string): string {
  return `Your application for ${positionTitle} at ${churchName}`;
}

/** Where a church reviews one application (sign-in required). */
function applicationLink(config: MessageConfig, applicationId: string): string {
  return `${config.appUrl}${appPaths.churchApplication(applicationId)}`;
}

/** The student's private page. */
export function statusLink(config: Pick<Config, 'appUrl'>, token: string): string {
  return `${config.appUrl}${appPaths.applicationStatus(token)}`;
}

/** What the student is told about their link and their data, in every message that carries it. */
function privacyLines(config: MessageConfig): string[] {
  return [
    'This link is private: anyone who has it can see your application and withdraw it, so do not share it.',
    `Your application and resume are deleted ${String(config.applicationRetentionDays)} days after the position closes, or as soon as you withdraw.`,
  ];
}

/** To the church (the position's contact e-mail, else its account's) when a student applies. */
export function newApplicationMessage(
  config: MessageConfig,
  to: string,
  application: {
    id: string;
    studentName: string;
    positionTitle: string;
    churchName: string;
  },
): MailContent {
  return render(to, newApplicationSubject(application.positionTitle), {
    greeting: greeting(null),
    intro: [
      `${application.studentName} applied for ${application.positionTitle} at ${application.churchName} on the ${config.collegeName} job board.`,
      'Open the application to read it, download the resume and answer:',
    ],
    link: { url: applicationLink(config, application.id), action: 'Open the application' },
    outro: [
      `${application.churchName} gets an e-mail for each application. To get one daily summary or no e-mails instead, change this in your church profile: ${config.appUrl}${appPaths.churchProfile}`,
    ],
  });
}

/**
 * To the student on submit. No greeting by name and nothing else the applicant typed: the form is
 * anonymous, so whoever fills it chooses the address, and the message must not carry their words.
 */
export function applicationReceivedMessage(
  config: MessageConfig,
  to: string,
  application: { positionTitle: string; churchName: string; statusToken: string },
): MailContent {
  return render(to, applicationReceivedSubject(application.positionTitle, application.churchName), {
    greeting: greeting(null),
    intro: [
      `Your application for ${application.positionTitle} at ${application.churchName} was sent to the church through the ${config.collegeName} job board.`,
      'On your private page you can see what you sent, follow what the church does with it, and withdraw it:',
    ],
    link: { url: statusLink(config, application.statusToken), action: 'See my application' },
    outro: [
      ...privacyLines(config),
      'If you did not apply, open the link and withdraw the application.',
    ],
  });
}

/**
 * To the student whose second application to a position was refused because one exists: the
 * existing status link again. Sent at most once a day per application, and like the confirmation it
 * carries nothing the applicant typed.
 */
export function applicationAgainMessage(
  config: MessageConfig,
  to: string,
  application: { positionTitle: string; churchName: string; statusToken: string },
): MailContent {
  return render(to, applicationAgainSubject(application.positionTitle, application.churchName), {
    greeting: greeting(null),
    intro: [
      `Someone, probably you, tried to send a second application for ${application.positionTitle} at ${application.churchName} on the ${config.collegeName} job board with this e-mail address. It was not sent, because this address already has an application for this position.`,
      'Your application is on your private page: see what you sent and where it stands, or withdraw it if you want to apply again:',
    ],
    link: { url: statusLink(config, application.statusToken), action: 'See my application' },
    outro: [
      ...privacyLines(config),
      'We send this link again at most once a day. If you did not apply, open the link and withdraw the application.',
    ],
  });
}

/** One application in a daily summary. */
export interface DigestEntry {
  applicationId: string;
  studentName: string;
  positionTitle: string;
  createdAt: string;
}

/** To a church that chose one summary a day: every application since the last one, oldest first. */
export function applicationDigestMessage(
  config: MessageConfig,
  to: string,
  churchName: string,
  entries: readonly DigestEntry[],
): MailContent {
  return render(to, applicationDigestSubject(churchName, entries.length), {
    greeting: greeting(null),
    intro: [
      `${churchName} received ${entries.length === 1 ? 'a new application' : `${String(entries.length)} new applications`} on the ${config.collegeName} job board:`,
    ],
    items: entries.map((entry) => ({
      text: `${entry.studentName} applied for ${entry.positionTitle} on ${dateText(entry.createdAt, 'UTC')}`,
      link: applicationLink(config, entry.applicationId),
    })),
    outro: [
      `${churchName} gets one summary a day. To get an e-mail for each application or no e-mails instead, change this in your church profile: ${config.appUrl}${appPaths.churchProfile}`,
    ],
  });
}

/**
 * The church's words to a student it declined, framed by the board: "{church} wrote:" and the words
 * quoted, then the board's footer saying why the student receives it and that the college did not
 * write it, and (when the application has one) the student's status link, with which someone who
 * never applied withdraws the application. The subject is the board's, never the church's words.
 */
export function declineMessage(
  config: MessageConfig,
  to: string,
  answer: {
    positionTitle: string;
    churchName: string;
    message: string;
    statusToken: string | null;
  },
): MailContent {
  const why = `You receive this e-mail because you applied to ${answer.positionTitle} at ${answer.churchName} through the ${config.collegeName} job board. ${answer.churchName} wrote the message above; ${config.collegeName} did not write it.`;
  return render(to, declineMessageSubject(answer.positionTitle, answer.churchName), {
    greeting: null,
    quote: {
      lead: `${answer.churchName} wrote:`,
      paragraphs: answer.message
        .split(/\r?\n\s*\r?\n/)
        .filter((paragraph) => paragraph.trim() !== ''),
    },
    intro: [answer.statusToken === null ? why : `${why} Your application's private page:`],
    ...(answer.statusToken === null
      ? {}
      : { link: { url: statusLink(config, answer.statusToken), action: 'See my application' } }),
    outro:
      answer.statusToken === null
        ? []
        : [
            ...privacyLines(config),
            'If you did not apply, open the link and withdraw the application.',
          ],
  });
}
