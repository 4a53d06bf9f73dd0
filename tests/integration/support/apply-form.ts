// The apply form's values as the dialog validated them, for tests of what it hands the outbox.
import { HONEYPOT_FIELD } from '../../../shared/constants';
import type { ApplicationInput } from '../../../shared/schemas/application';

/** Ada Student's answers to the apply form for `positionId`, without a resume address yet. */
export function applyFormValues(
  positionId: string,
  overrides: Partial<ApplicationInput> = {},
): ApplicationInput {
  return {
    positionId,
    studentName: 'Ada Student',
    studentEmail: 'ada@student.test',
    studentPhone: '555-123-4567',
    studentMajor: 'Theology',
    studentGraduationYear: '2027',
    availableStartDate: '',
    resumeUrl: null,
    coverLetter: '',
    [HONEYPOT_FIELD]: '',
    ...overrides,
  };
}
