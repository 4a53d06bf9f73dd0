import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APPLICATION_RETENTION_DAYS } from '../shared/constants';
import { ConfigError, loadConfig, mailFromWarning } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'job-board-config-'));

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has defaults that run with nothing set', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      dataDir: dir,
      mongodbUrl: null,
      s3: null,
      oidc: null,
      adminEmails: [],
    });
    // The generated session secret is kept, so sessions survive a restart.
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8').trim()).toBe(
      config.sessionSecret,
    );
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it('names the variable of each bad value', () => {
    expect(errorOf({ PORT: 'eighty' }).variable).toBe('PORT');
    expect(errorOf({ PORT: '70000' }).message).toBe('PORT: "70000" is not a port number (0-65535)');
    expect(errorOf({ MONGODB_URL: 'postgres://x' }).variable).toBe('MONGODB_URL');
    expect(errorOf({ ADMIN_EMAILS: 'admin@college.test, not-an-email' }).message).toBe(
      'ADMIN_EMAILS: "not-an-email" is not an e-mail address',
    );
    expect(errorOf({ OIDC_ISSUER: 'https://id.test' }).variable).toBe('OIDC_CLIENT_ID');
    expect(errorOf({ SESSION_SECRET: 'short' }).variable).toBe('SESSION_SECRET');
    expect(errorOf({ TRUST_PROXY: 'maybe' }).variable).toBe('TRUST_PROXY');
    expect(errorOf({ PUBLIC_URL: 'localhost:3000' }).variable).toBe('PUBLIC_URL');
  });

  it('reads TRUST_PROXY as a number of proxies, true as one and false as none', () => {
    const trust = (value?: string) =>
      loadConfig({ DATA_DIR: dataDir(), ...(value === undefined ? {} : { TRUST_PROXY: value }) })
        .trustProxy;
    expect(trust()).toBe(0);
    expect(trust('')).toBe(0);
    expect(trust('0')).toBe(0);
    expect(trust('1')).toBe(1);
    expect(trust(' 2 ')).toBe(2);
    expect(trust('true')).toBe(1);
    expect(trust('TRUE')).toBe(1);
    expect(trust('yes')).toBe(1);
    expect(trust('false')).toBe(0);
    expect(trust('off')).toBe(0);
    for (const bad of ['-1', '1.5', 'two', '100', '0x2', 'maybe']) {
      expect(errorOf({ TRUST_PROXY: bad }).message).toBe(
        `TRUST_PROXY: "${bad}" is not a number of proxies (0-99), true (one) or false (none)`,
      );
    }
  });

  it('builds links from PUBLIC_URL, else from http://localhost:PORT, never from a request', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      publicUrl: null,
      appUrl: 'http://localhost:3000',
    });
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(
      loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://jobs.college.test/' }),
    ).toMatchObject({
      publicUrl: 'https://jobs.college.test',
      appUrl: 'https://jobs.college.test',
    });
  });

  it('refuses to start in production without PUBLIC_URL, naming it', () => {
    const error = errorOf({ NODE_ENV: 'production' });
    expect(error.variable).toBe('PUBLIC_URL');
    expect(error.message).toMatch(/^PUBLIC_URL: is required when NODE_ENV=production/);
    expect(
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', PUBLIC_URL: 'https://jobs.test' })
        .appUrl,
    ).toBe('https://jobs.test');
  });

  it('reads the allow-list case-insensitively and S3 and OIDC settings', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ADMIN_EMAILS: ' Dean@College.test ,registrar@college.test',
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      OIDC_ISSUER: 'https://id.college.test',
      OIDC_CLIENT_ID: 'job-board',
    });
    expect(config.adminEmails).toEqual(['dean@college.test', 'registrar@college.test']);
    expect(config.s3).toMatchObject({
      bucket: 'uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
    });
    expect(config.oidc).toEqual({
      issuer: 'https://id.college.test',
      clientId: 'job-board',
      clientSecret: null,
    });
  });

  it('reads COLLEGE_COUNTRY as an ISO 3166-1 alpha-2 code, US by default', () => {
    const country = (value?: string) =>
      loadConfig({
        DATA_DIR: dataDir(),
        ...(value === undefined ? {} : { COLLEGE_COUNTRY: value }),
      }).collegeCountry;
    expect(country()).toBe('US');
    expect(country('')).toBe('US');
    expect(country(' gb ')).toBe('GB');
    expect(country('CA')).toBe('CA');
    expect(country('NZ')).toBe('NZ');
    for (const bad of ['USA', 'U', '12', 'U.', 'QQ', 'AA', 'EU', 'ZZ', 'XK']) {
      expect(errorOf({ COLLEGE_COUNTRY: bad }).message).toBe(
        `COLLEGE_COUNTRY: "${bad}" is not a two-letter ISO 3166-1 country code (for example US, GB, CA)`,
      );
    }
    expect(errorOf({ COLLEGE_COUNTRY: 'uk' }).message).toBe(
      'COLLEGE_COUNTRY: "uk" is an old or alias code: use GB',
    );
  });

  it('keeps applications APPLICATION_RETENTION_DAYS after their position closed, 180 by default', () => {
    const days = (value?: string) =>
      loadConfig({
        DATA_DIR: dataDir(),
        ...(value === undefined ? {} : { APPLICATION_RETENTION_DAYS: value }),
      }).applicationRetentionDays;
    expect(days()).toBe(DEFAULT_APPLICATION_RETENTION_DAYS);
    expect(DEFAULT_APPLICATION_RETENTION_DAYS).toBe(180);
    expect(days('')).toBe(180);
    expect(days(' 30 ')).toBe(30);
    expect(days('1')).toBe(1);
    expect(days('36500')).toBe(36_500);
    for (const bad of ['0', '-5', '1.5', 'ninety', '1e3']) {
      expect(errorOf({ APPLICATION_RETENTION_DAYS: bad }).message).toBe(
        `APPLICATION_RETENTION_DAYS: "${bad}" is not a whole number above 0`,
      );
    }
    expect(errorOf({ APPLICATION_RETENTION_DAYS: '36501' }).message).toBe(
      'APPLICATION_RETENTION_DAYS: "36501" is more than 36500 days',
    );
    expect(errorOf({ APPLICATION_RETENTION_DAYS: '99999999999999999999' }).variable).toBe(
      'APPLICATION_RETENTION_DAYS',
    );
  });

  it("sends as the college's board on PUBLIC_URL's host unless MAIL_FROM says otherwise", () => {
    const from = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(from({ PUBLIC_URL: 'https://jobs.college.example/' })).toMatchObject({
      mailFrom: '"Leadership College job board" <no-reply@jobs.college.example>',
      mailFromSet: false,
    });
    expect(from({ PORT: '8080' }).mailFrom).toBe(
      '"Leadership College job board" <no-reply@localhost>',
    );
    // A name that would end the quoted display name stays inside it.
    expect(
      from({ COLLEGE_NAME: 'St. "Mark\'s" \\ College', PUBLIC_URL: 'https://jobs.test' }).mailFrom,
    ).toBe('"St. \\"Mark\'s\\" \\\\ College job board" <no-reply@jobs.test>');
    expect(from({ MAIL_FROM: 'Jobs <jobs@college.example>' })).toMatchObject({
      mailFrom: 'Jobs <jobs@college.example>',
      mailFromSet: true,
    });
    expect(from({ MAIL_FROM: 'jobs@college.example' }).mailFrom).toBe('jobs@college.example');
    for (const bad of ['jobs', 'Jobs <jobs>', 'jobs@college.example, boss@college.example']) {
      expect(errorOf({ MAIL_FROM: bad }).message).toBe(
        `MAIL_FROM: "${bad}" is not an e-mail address or "Name <address>" (for example Leadership College job board <jobs@college.example>)`,
      );
    }
    expect(errorOf({ MAIL_FROM: 'Jobs <jobs@college.example>\r\nBcc: x@evil.test' }).variable).toBe(
      'MAIL_FROM',
    );
  });

  it('warns in production when MAIL_FROM is unset, saying what is used', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://jobs.college.example' };
    const unset = loadConfig({ DATA_DIR: dataDir(), ...production });
    expect(mailFromWarning(unset, production)).toBe(
      'MAIL_FROM is not set: e-mail is sent from "Leadership College job board" <no-reply@jobs.college.example>. Set MAIL_FROM to an address of the college\'s domain that mail servers accept from this server.',
    );
    const set = loadConfig({
      DATA_DIR: dataDir(),
      ...production,
      MAIL_FROM: 'jobs@college.example',
    });
    expect(mailFromWarning(set, { ...production, MAIL_FROM: 'jobs@college.example' })).toBeNull();
    expect(mailFromWarning(loadConfig({ DATA_DIR: dataDir() }), {})).toBeNull();
  });
});
