// Where the servers that `npm run test:real` (scripts/test-real.sh) started listen. A plain `npm
// test` does not load tests/real/ at all (vitest.config.ts); a run given only one of the two
// servers skips the tests of the other.

/** The S3 server and its credentials: the bucket exists, the server checks Signature V4. */
export interface RealS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

function variable(name: string): string | null {
  const value = process.env[name]?.trim();
  return value ? value : null;
}

/** The real S3 server, or null when the runner did not start one. */
export function realS3(): RealS3 | null {
  const endpoint = variable('REAL_S3_ENDPOINT');
  const bucket = variable('REAL_S3_BUCKET');
  const accessKeyId = variable('REAL_S3_ACCESS_KEY_ID');
  const secretAccessKey = variable('REAL_S3_SECRET_ACCESS_KEY');
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) return null;
  return { endpoint, bucket, accessKeyId, secretAccessKey };
}

/** mailpit: its SMTP address for SMTP_URL and the base of its HTTP API, or null. */
export function realMailpit(): { smtpUrl: string; apiUrl: string } | null {
  const smtpUrl = variable('REAL_SMTP_URL');
  const apiUrl = variable('REAL_MAILPIT_URL');
  if (!smtpUrl || !apiUrl) return null;
  return { smtpUrl, apiUrl };
}

/** Said where the tests are skipped. */
export const RUN_WITH = 'run with `npm run test:real`, which starts the servers';
