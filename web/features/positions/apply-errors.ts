// What the student is told when an application is refused (spec section 8, "Apply failure").
import { ApiError } from '../../lib/api-client';

/** The form's fields that the server can report errors for. */
export const APPLY_FIELDS = [
  'studentName',
  'studentEmail',
  'studentPhone',
  'studentMajor',
  'studentGraduationYear',
  'availableStartDate',
  'resumeUrl',
  'coverLetter',
] as const;

/** One of the apply form's fields. */
export type ApplyField = (typeof APPLY_FIELDS)[number];

/** The error toast's description: the server's message, else the spec's fallback. */
export function applyFailureDescription(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return 'Failed to submit application. Please try again.';
}

/** The messages of a 400 that belong under the form's fields. */
export function applyFieldErrors(error: unknown): Partial<Record<ApplyField, string[]>> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const result: Partial<Record<ApplyField, string[]>> = {};
  for (const field of APPLY_FIELDS) {
    const messages = error.body?.errors?.[field];
    if (messages && messages.length > 0) result[field] = messages;
  }
  return result;
}
