// The apply form's values as the dialog validated them, and the outbox entry it makes of them, for
// tests of what it hands the outbox.
import { HONEYPOT_FIELD } from '../../../shared/constants';
import type { ApplicationInput } from '../../../shared/schemas/application';
import { applicationFor } from '../../../server/testing/fixtures';
import { newApplicationEntry } from '../../../web/offline/application-queue';

/** Ada Student's answers to the apply form for `positionId`, without a resume address yet. */
export function applyFormValues(
  positionId: string,
  overrides: Partial<ApplicationInput> = {},
): ApplicationInput {
  return {
    ...applicationFor(positionId),
    availableStartDate: '',
    resumeUrl: null,
    coverLetter: '',
    [HONEYPOT_FIELD]: '',
    ...overrides,
  };
}

/** The dialog's entry for Ada's answers to Grace's Youth Pastor, with a small PDF resume. */
export function applyFormEntry(positionId: string) {
  return newApplicationEntry(
    applyFormValues(positionId),
    { title: 'Youth Pastor', churchName: 'Grace Community Church' },
    {
      name: 'resume.pdf',
      contentType: 'application/pdf',
      bytes: new TextEncoder().encode('%PDF-1.4\n% a resume\n'.padEnd(400, ' ')).buffer,
    },
  );
}
