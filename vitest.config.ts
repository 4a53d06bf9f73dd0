// Tiers: `unit` (unit, route and store contract tests next to the code, no port), `security` (the
// attack suite, `*.security.test.ts` next to the code it attacks, run alone by `npm run
// test:security`), `e2e` (browser tests in Chromium against the built app) and `real` (the upload
// and mail flows against a real S3 server and mailpit, `npm run test:real` only). Two cores here,
// so keep the pool small.
import { defineConfig } from 'vitest/config';

// The `real` project exists only when `npm run test:real` (scripts/test-real.sh) has started the
// servers and named them in REAL_* variables: a plain `npm test` does not even load its files.
const realServerProjects =
  process.env.REAL_S3_ENDPOINT || process.env.REAL_SMTP_URL
    ? [
        {
          test: {
            name: 'real',
            include: ['tests/real/**/*.test.ts'],
            environment: 'node',
            testTimeout: 60_000,
            hookTimeout: 60_000,
            setupFiles: ['./tests/setup/fail-on-console-error.ts'],
          },
        },
      ]
    : [];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'server/**/*.test.ts',
            'shared/**/*.test.ts',
            'web/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'tests/integration/**/*.test.ts',
          ],
          exclude: ['**/*.security.test.ts', '**/node_modules/**'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ['./tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'security',
          include: ['server/**/*.security.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          setupFiles: ['./tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['./tests/e2e/support/global-setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      ...realServerProjects,
    ],
    maxWorkers: 2,
  },
});
