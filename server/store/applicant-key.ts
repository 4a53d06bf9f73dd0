// What makes an application one of a kind: its position and the student's e-mail, compared
// case-insensitively (docs/decisions/0028-one-application-per-student.md). Both adapters store it
// under a unique index, so two concurrent creates cannot both succeed.

/** The unique key of a position's application from `email`: the position id, a newline, the e-mail lower-cased. */
export function applicantKey(positionId: string, email: string): string {
  // ASCII lower-casing, as SQLite's lower() does when its migration fills the key in for older rows.
  return `${positionId}\n${email.replace(/[A-Z]+/g, (letters) => letters.toLowerCase())}`;
}
