import * as v from 'valibot';
import { HONEYPOT_FIELD } from '../constants';
import { MUST_BE_TEXT, optionalText, requiredEmail, requiredText } from './fields';

/** The apply form, as the student's browser sends it. */
export const applicationInputSchema = v.object({
  positionId: requiredText('Position is required', 1, 100),
  studentName: requiredText('Name is required', 1, 200),
  studentEmail: requiredEmail('Valid email is required'),
  studentPhone: requiredText('Phone number is required', 10, 40),
  studentMajor: requiredText('Major/field of study is required', 1, 200),
  studentGraduationYear: requiredText('Graduation year is required', 4, 20),
  availableStartDate: optionalText(100),
  resumeUrl: optionalText(2000),
  coverLetter: optionalText(10000),
  /** Hidden from people; a bot that fills it is dropped silently. */
  [HONEYPOT_FIELD]: v.optional(v.string(MUST_BE_TEXT), ''),
});

/** An application as submitted by the apply form. */
export type ApplicationInput = v.InferInput<typeof applicationInputSchema>;
/** An application after validation: trimmed, optional fields null. */
export type ApplicationData = v.InferOutput<typeof applicationInputSchema>;
