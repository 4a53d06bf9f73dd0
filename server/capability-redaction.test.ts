import { describe, expect, it } from 'vitest';
import { REDACTED, redactCapabilities, redactLogFields } from './capability-redaction';

const TOKEN = 'q3Zx8LpV2mN9sT4wY7aB1cD5eF6gH0jKlMnOpQrStUv';
const POSITION_ID = '3f2b8c1e-9d4a-4b6e-8f0a-1c2d3e4f5a6b';

describe('redactCapabilities', () => {
  it('redacts a random token in a path, whatever its case, and a credential in a query', () => {
    expect(redactCapabilities(`/api/application-status/${TOKEN}`)).toBe(
      `/api/application-status/${REDACTED}`,
    );
    expect(redactCapabilities(`/KEEP-OPEN/${POSITION_ID}~lx2a9k~${TOKEN}`)).toBe(
      `/KEEP-OPEN/${POSITION_ID}~lx2a9k~${REDACTED}`,
    );
    expect(redactCapabilities('https://jobs.test/api/auth/local/verify?TOKEN=abc')).toBe(
      `https://jobs.test/api/auth/local/verify?TOKEN=${REDACTED}`,
    );
    expect(redactCapabilities('/api/uploads/resumes/x.pdf?expires=1&sig=short')).toBe(
      `/api/uploads/resumes/x.pdf?expires=1&sig=${REDACTED}`,
    );
  });

  it('keeps what is not secret: ids, file names, constants and names in one case', () => {
    for (const text of [
      `/api/positions/${POSITION_ID}`,
      `/api/uploads/resumes/${POSITION_ID}.pdf`,
      '/assets/index-BkQ3x9aZ.js',
      'SqliteError: SQLITE_CONSTRAINT_PRIMARYKEY',
      'job application-retention-everything ran',
      'ERR_INVALID_ARG_TYPE at /work/main/node_modules/@koa/router/lib/layer.js:12',
    ]) {
      expect(redactCapabilities(text)).toBe(text);
    }
  });

  it('reaches strings inside arrays and nested fields, and leaves other values alone', () => {
    expect(
      redactLogFields({ msg: 'mail', links: [`https://x.test/a/${TOKEN}`], n: 3, ok: true }),
    ).toEqual({ msg: 'mail', links: [`https://x.test/a/${REDACTED}`], n: 3, ok: true });
  });
});
