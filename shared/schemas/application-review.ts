import * as v from 'valibot';
import {
  APPLICATION_NOTE_MAX_LENGTH,
  APPLICATION_STATUSES,
  DECLINE_MESSAGE_MAX_LENGTH,
} from '../constants';
import { requiredText } from './fields';

const STATUS_MESSAGE =
  'Status must be one of pending (New), reviewed, contacted, declined or hired';

/** A status change the church makes from the list or the application. */
export const applicationStatusInputSchema = v.object({
  // The stored values, with the words the church sees: an API caller learns what to send. A
  // missing status gets the same message, not valibot's 'Invalid key'.
  status: v.pipe(
    v.optional(v.string(STATUS_MESSAGE), ''),
    v.picklist(APPLICATION_STATUSES, STATUS_MESSAGE),
  ),
});

/** A status change as sent. */
export type ApplicationStatusInput = v.InferInput<typeof applicationStatusInputSchema>;
/** A status change after validation. */
export type ApplicationStatusData = v.InferOutput<typeof applicationStatusInputSchema>;

/** A private note on an application, as the church's or admin's form sends it. */
export const applicationNoteInputSchema = v.object({
  text: requiredText('Note is required', 1, APPLICATION_NOTE_MAX_LENGTH),
});

/** A note as sent. */
export type ApplicationNoteInput = v.InferInput<typeof applicationNoteInputSchema>;
/** A note after validation: trimmed. */
export type ApplicationNoteData = v.InferOutput<typeof applicationNoteInputSchema>;

/** The e-mail a church sends a declined applicant: its template, filled in and edited. */
export const declineMessageInputSchema = v.object({
  message: requiredText('Message is required', 1, DECLINE_MESSAGE_MAX_LENGTH),
});

/** A decline message as sent. */
export type DeclineMessageInput = v.InferInput<typeof declineMessageInputSchema>;
/** A decline message after validation: trimmed. */
export type DeclineMessageData = v.InferOutput<typeof declineMessageInputSchema>;
