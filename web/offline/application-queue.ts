// Applications in the outbox: how the apply form becomes an entry (the resume's bytes travel with
// it, so an attempt made offline or after a failed upload can still send it), and how an entry reads
// back for the pending list and for copying.
import type { DocumentContentType } from '../../shared/constants';
import type { ApplicationInput } from '../../shared/schemas/application';
import type { OutboxEntry, OutboxFile, OutboxOperation } from './outbox-db';
import type { NewOutboxEntry } from './outbox-store';

/** The position an application is for, kept with it: the list must name it even once it closed. */
export interface ApplicationPosition {
  title: string;
  churchName: string | null;
}

/**
 * An application operation with its position's name. `position` is extra to the outbox's own
 * shape (it is stored with the entry but never sent: only `input` becomes the request body).
 */
export type ApplicationOperation = Extract<OutboxOperation, { kind: 'application' }> & {
  position?: ApplicationPosition;
};

/** The resume chosen in the form: its bytes, and its stored address if it was already uploaded. */
export interface ChosenResume {
  name: string;
  contentType: DocumentContentType;
  bytes: ArrayBuffer;
  /** Set when the form uploaded it on choice (online): the outbox then does not send it again. */
  storedAddress?: string | null;
}

/** The outbox entry for a validated apply form. */
export function newApplicationEntry(
  values: ApplicationInput,
  position: ApplicationPosition,
  resume: ChosenResume | null,
): NewOutboxEntry {
  // The resume's address is the outbox's to fill in, from the file it carries.
  const { resumeUrl: _address, ...input } = values;
  const operation: ApplicationOperation = { kind: 'application', input, position };
  if (!resume) return { operation };
  const file: OutboxFile = {
    kind: 'resume',
    name: resume.name,
    contentType: resume.contentType,
    bytes: resume.bytes,
    ...(resume.storedAddress ? { storedAddress: resume.storedAddress } : {}),
  };
  return { operation, file };
}

/** The application an entry holds, or undefined for a church's queued edit. */
export function applicationOf(entry: OutboxEntry): ApplicationOperation | undefined {
  return entry.operation.kind === 'application' ? entry.operation : undefined;
}

/** One labelled answer of an application, in the form's order and words. */
export interface ApplicationAnswer {
  label: string;
  value: string;
}

/** What the student wrote, labelled as in the form; empty optional answers left out. */
export function applicationAnswers(entry: OutboxEntry): ApplicationAnswer[] {
  const application = applicationOf(entry);
  if (!application) return [];
  const input = application.input;
  const answers: [string, string | null | undefined][] = [
    ['Full Name', input.studentName],
    ['Email', input.studentEmail],
    ['Phone Number', input.studentPhone],
    ['Major/Field of Study', input.studentMajor],
    ['Graduation Year', input.studentGraduationYear],
    ['Available to Start', input.availableStartDate],
    ['Resume', entry.file?.name],
    ['Cover Letter', input.coverLetter],
  ];
  return answers
    .filter((answer): answer is [string, string] => Boolean(answer[1]?.trim()))
    .map(([label, value]) => ({ label, value }));
}

/** The application as plain text, for the student to copy and send another way. */
export function applicationText(entry: OutboxEntry): string {
  const position = applicationOf(entry)?.position;
  const heading = position
    ? `Application for ${position.title}${position.churchName ? ` at ${position.churchName}` : ''}`
    : 'Application';
  const lines = applicationAnswers(entry).map(({ label, value }) =>
    value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`,
  );
  return [heading, '', ...lines].join('\n');
}

/** The position's title as the pending list shows it. */
export function applicationTitle(entry: OutboxEntry): string {
  return applicationOf(entry)?.position?.title ?? 'A position';
}

/** True when the server refused the application because its position is gone or closed. */
export function positionClosed(entry: OutboxEntry): boolean {
  const status = entry.lastProblem?.status;
  return status === 404 || status === 410;
}
