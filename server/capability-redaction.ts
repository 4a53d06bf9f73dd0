// Capabilities never reach a log. A status link, a keep-open link, a verification or reset link and
// an upload address each carry a secret that grants what it names to whoever holds it, and log
// lines travel further than the database (aggregators, support tickets, screenshots). The logger
// runs every string it writes through redactCapabilities; the request log also names the places it
// knows (loggedPath), so its lines stay readable. docs/decisions/0031-capabilities-out-of-logs.md.

/** What a secret is replaced with. */
export const REDACTED = ':redacted';

/** Query parameters whose value is a credential, whatever else the address holds. */
const SECRET_PARAMETER =
  /([?&;](?:token|sig|signature|x-amz-signature|x-amz-credential|x-amz-security-token)=)[^&;#\s"'<>]*/gi;

/** A run of URL-safe characters long enough to be a random secret (status tokens are 43). */
const OPAQUE_RUN = /[A-Za-z0-9_-]{20,}/g;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * Words that are long but are not secrets: constants (`SQLITE_CONSTRAINT_PRIMARYKEY`), names in one
 * case (`application-retention`, `first_screen`). A random token of 20 or more base64url characters
 * mixes cases (all in one case: about one in 10^9).
 */
const ONE_CASE_WORD = /^(?:[A-Z0-9_-]+|[a-z0-9_-]+)$/;

/** Whether a run of URL-safe characters holds a random secret besides ids (UUIDs are not secret). */
function isSecret(run: string): boolean {
  return run
    .split(UUID)
    .some(
      (piece) => piece.replace(/^[-_]+|[-_]+$/g, '').length >= 16 && !ONE_CASE_WORD.test(piece),
    );
}

/** The shortest text that can hold a secret: most fields of a line are shorter and pass as they are. */
const SHORTEST_SECRET = 16;

/** The text with every capability it holds replaced by `:redacted`. */
export function redactCapabilities(text: string): string {
  if (text.length < SHORTEST_SECRET) return text;
  return text
    .replace(SECRET_PARAMETER, `$1${REDACTED}`)
    .replace(OPAQUE_RUN, (run) => (isSecret(run) ? REDACTED : run));
}

/** A log line's fields with every string, also inside arrays and nested objects, redacted. */
export function redactLogFields(value: unknown): unknown {
  if (typeof value === 'string') return redactCapabilities(value);
  if (Array.isArray(value)) return value.map(redactLogFields);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, redactLogFields(field)]),
    );
  }
  return value;
}
