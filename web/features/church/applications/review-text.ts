// The decline e-mail of the church's review screens, filled in for one applicant.

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
