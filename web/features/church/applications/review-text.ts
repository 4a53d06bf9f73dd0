// The words and dates of the church's review screens: the decline e-mail filled in for one
// applicant, and the way an application's dates read ('3 Nov 2026, 10:04').
import { format } from 'date-fns';

/** What a decline template's placeholders stand for. */
export interface DeclineValues {
  name: string;
  position: string;
  church: string;
}

/**
 * The template with `{name}`, `{position}` and `{church}` filled in, in one pass: a name that
 * itself contains '{church}' stays as the student wrote it.
 */
export function fillDeclineTemplate(template: string, values: DeclineValues): string {
  return template.replace(/\{(name|position|church)\}/g, (_, key: keyof DeclineValues) =>
    values[key].trim(),
  );
}

/** A moment of the review, day and time: '3 Nov 2026, 10:04'. */
export function formatReviewMoment(iso: string): string {
  return format(new Date(iso), 'd MMM yyyy, HH:mm');
}

/** A day: '3 Nov 2026'. */
export function formatReviewDay(iso: string): string {
  return format(new Date(iso), 'd MMM yyyy');
}

/** The kind of a resume, from the extension of its stored address; null without one. */
export function resumeKindOf(resumeUrl: string | null): 'pdf' | 'doc' | 'docx' | null {
  if (!resumeUrl) return null;
  let path = resumeUrl;
  try {
    path = new URL(resumeUrl, 'http://localhost').pathname;
  } catch {
    // Not an address: read its end as it is.
  }
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return extension === 'pdf' || extension === 'doc' || extension === 'docx' ? extension : null;
}
