// The apply dialog filled in the way a student does it, for the browser tests that apply through a
// position's page: Sam's answers, the name and what is optional chosen by the test.
import type { Locator } from 'playwright-core';
import { fillLabelled } from './forms';

/** The e-mail address the dialog is filled with. */
export const SAM_EMAIL = 'sam@student.test';

/** A small PDF the dialog accepts as a resume. */
export const SAM_RESUME = {
  name: 'sam-resume.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
};

/** Types the answers into the open dialog; the resume, when chosen, last (it uploads online). */
export async function fillApplyDialog(
  dialog: Locator,
  answers: { name?: string; startDate?: string; coverLetter?: string; resume?: boolean } = {},
): Promise<void> {
  await fillLabelled(dialog, {
    'Full Name': answers.name ?? 'Sam Student',
    Email: SAM_EMAIL,
    'Phone Number': '555-010-2030',
    'Major/Field of Study': 'Youth Ministry',
    'Graduation Year': '2027',
  });
  if (answers.startDate) {
    await dialog.getByLabel('Available to Start (optional)').fill(answers.startDate);
  }
  await dialog
    .getByLabel('Cover Letter (optional)')
    .fill(answers.coverLetter ?? 'I have led youth camps for three summers.');
  if (answers.resume) await dialog.getByLabel('Resume (optional)').setInputFiles(SAM_RESUME);
}
