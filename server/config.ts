// Configuration comes from the environment only, validated once at start: a bad value stops the
// server with a message naming the variable (see .env.example and the README).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPLICATION_RATE_LIMIT, DEFAULT_APPLICATION_RETENTION_DAYS } from '../shared/constants';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /**
   * PUBLIC_URL as configured, or null. The Origin check compares writes with it (with the request's
   * own origin when null, so a phone on the same network can try the app); local upload addresses
   * are relative when it is null.
   */
  publicUrl: string | null;
  /**
   * The address every link the server hands out is built from (e-mail links, the OIDC redirect):
   * PUBLIC_URL, or http://localhost:PORT. Never the request's Host or X-Forwarded-Host.
   */
  appUrl: string;
  adminEmails: string[];
  collegeName: string;
  /**
   * COLLEGE_COUNTRY: the ISO 3166-1 alpha-2 code (upper case) of the country the churches are in,
   * the addressCountry of each position's JobPosting. The board stores only a church's town.
   */
  collegeCountry: string;
  resumeSiteUrl: string;
  mongodbUrl: string | null;
  smtpUrl: string | null;
  /**
   * The sender of every message: MAIL_FROM, or `"{COLLEGE_NAME} job board" <no-reply@{host of
   * PUBLIC_URL}>` (docs/decisions/0029-mail-replies-and-order.md).
   */
  mailFrom: string;
  /** Whether MAIL_FROM was set (a production server without it warns at start). */
  mailFromSet: boolean;
  s3: {
    bucket: string;
    endpoint: string | null;
    region: string;
    accessKeyId: string | null;
    secretAccessKey: string | null;
  } | null;
  oidc: { issuer: string; clientId: string; clientSecret: string | null } | null;
  sessionSecret: string;
  /**
   * How many proxies stand in front (0: none). With 1 or more, X-Forwarded-Proto is trusted,
   * cookies are Secure, and the client address is the one the last trusted proxy saw.
   */
  trustProxy: number;
  logRequests: boolean;
  /** Anonymous applications per client address in 10 minutes. */
  applicationRateLimit: number;
  /** Days an application and its resume are kept after their position closed (APPLICATION_RETENTION_DAYS). */
  applicationRetentionDays: number;
  /** Bytes of uploads not yet referenced by any record that the board accepts per hour, all callers together. */
  uploadBytesPerHour: number;
  /** New uploads are refused (507) while the data directory's disk has less free space than this. */
  minFreeDiskBytes: number;
  /**
   * How long a mail sender holds the messages it claimed (MAIL_LEASE_MS): another instance sends
   * them after this if the sender died before marking them sent.
   */
  mailLeaseMs: number;
}

/** A configuration problem; `variable` names the environment variable at fault. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable}: ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const value = text(env, name);
  if (value === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(name, `"${value}" is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const value = text(env, name)?.toLowerCase();
  if (value === undefined || value === null) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new ConfigError(name, `"${value}" is not true or false`);
}

/** TRUST_PROXY: a number of proxies, or true (one) / false (none). */
function proxyCount(env: Env): number {
  const value = text(env, 'TRUST_PROXY')?.toLowerCase();
  if (value === undefined || value === null) return 0;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  if (['true', 'yes', 'on'].includes(value)) return 1;
  if (['false', 'no', 'off'].includes(value)) return 0;
  throw new ConfigError(
    'TRUST_PROXY',
    `"${value}" is not a number of proxies (0-99), true (one) or false (none)`,
  );
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const value = text(env, name);
  if (value === null) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new ConfigError(name, `"${value}" is not a whole number above 0`);
  return Number(value);
}

/** APPLICATION_RETENTION_DAYS: whole days from 1 to MAX_RETENTION_DAYS. */
function retentionDays(env: Env): number {
  const days = positiveInteger(
    env,
    'APPLICATION_RETENTION_DAYS',
    DEFAULT_APPLICATION_RETENTION_DAYS,
  );
  if (days > MAX_RETENTION_DAYS) {
    throw new ConfigError(
      'APPLICATION_RETENTION_DAYS',
      `"${String(days)}" is more than ${String(MAX_RETENTION_DAYS)} days`,
    );
  }
  return days;
}

function nonNegativeInteger(env: Env, name: string, fallback: number): number {
  const value = text(env, name);
  if (value === null) return fallback;
  if (!/^\d{1,9}$/.test(value)) throw new ConfigError(name, `"${value}" is not a whole number`);
  return Number(value);
}

const MEGABYTE = 1024 * 1024;
/**
 * The longest retention accepted: a hundred years. Beyond it the cutoff date falls outside what a
 * Date can hold, and nobody means to keep a student's application longer.
 */
const MAX_RETENTION_DAYS = 36_500;
/** Default cap on not-yet-referenced upload bytes per hour: a hundred 5 MB resumes. */
const DEFAULT_UPLOAD_MB_PER_HOUR = 500;
/** Default floor of free disk space under which uploads are refused. */
const DEFAULT_MIN_FREE_DISK_MB = 512;
/** Default MAIL_LEASE_MS: long enough for a slow SMTP server to take a whole batch. */
export const DEFAULT_MAIL_LEASE_MS = 5 * 60_000;
/** Default COLLEGE_COUNTRY. */
const DEFAULT_COLLEGE_COUNTRY = 'US';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** MAIL_FROM: `address` or `Display Name <address>`, nothing that could end the header. */
const MAIL_FROM = /^(?:[^\p{Cc}<>]*<[^\s@<>"]+@[^\s@<>"]+>|[^\s@<>"]+@[^\s@<>"]+)$/u;

/** The sender when MAIL_FROM is unset: the college's board at PUBLIC_URL's host. */
function defaultMailFrom(collegeName: string, appUrl: string): string {
  // A quoted display name: quotes and backslashes escaped, control characters dropped.
  const name = `${collegeName} job board`.replace(/\p{Cc}/gu, '').replace(/["\\]/g, '\\$&');
  return `"${name}" <no-reply@${new URL(appUrl).hostname}>`;
}

/** The warning a production server without MAIL_FROM logs at start, or null. */
export function mailFromWarning(
  config: Pick<Config, 'mailFrom' | 'mailFromSet'>,
  env: Env = process.env,
): string | null {
  if (config.mailFromSet || text(env, 'NODE_ENV') !== 'production') return null;
  return `MAIL_FROM is not set: e-mail is sent from ${config.mailFrom}. Set MAIL_FROM to an address of the college's domain that mail servers accept from this server.`;
}

/**
 * Two-letter regions Node's ICU (CLDR) names that ISO 3166-1 does not assign: unions, reserved
 * codes, pseudo-locales. Without them, the codes ICU names are exactly the 249 of ISO 3166-1.
 */
const NOT_COUNTRIES = new Set([
  'AC',
  'CP',
  'CQ',
  'DG',
  'EA',
  'EU',
  'EZ',
  'IC',
  'QO',
  'TA',
  'UN',
  'XA',
  'XB',
  'XK',
  'ZZ',
]);

/**
 * COLLEGE_COUNTRY: an ISO 3166-1 alpha-2 code, any case. The country names that Node's ICU data
 * holds decide which codes exist; an old or alias code (UK, DD) is refused with the current one.
 */
function countryCode(env: Env): string {
  const value = text(env, 'COLLEGE_COUNTRY');
  if (value === null) return DEFAULT_COLLEGE_COUNTRY;
  const code = value.toUpperCase();
  const problem = `"${value}" is not a two-letter ISO 3166-1 country code (for example US, GB, CA)`;
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) {
    throw new ConfigError('COLLEGE_COUNTRY', problem);
  }
  const current = new Intl.Locale(`und-${code}`).region;
  if (current !== code) {
    throw new ConfigError('COLLEGE_COUNTRY', `"${value}" is an old or alias code: use ${current}`);
  }
  if (new Intl.DisplayNames('en', { type: 'region', fallback: 'none' }).of(code) === undefined) {
    throw new ConfigError('COLLEGE_COUNTRY', problem);
  }
  return code;
}

/**
 * DATA_DIR as an absolute path (default ./data). On its own for the backup and restore commands,
 * which must not create the generated session secret that loadConfig writes into the directory.
 */
export function dataDirFrom(env: Env = process.env): string {
  return path.resolve(text(env, 'DATA_DIR') ?? './data');
}

/** Reads and checks every variable; throws ConfigError on the first bad one. */
export function loadConfig(env: Env = process.env): Config {
  const portText = text(env, 'PORT') ?? '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 0 || port > 65535) {
    throw new ConfigError('PORT', `"${portText}" is not a port number (0-65535)`);
  }
  const dataDir = dataDirFrom(env);
  const adminEmails = (text(env, 'ADMIN_EMAILS') ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  for (const email of adminEmails) {
    if (!EMAIL.test(email))
      throw new ConfigError('ADMIN_EMAILS', `"${email}" is not an e-mail address`);
  }
  const mailFromSetting = text(env, 'MAIL_FROM');
  if (mailFromSetting !== null && !MAIL_FROM.test(mailFromSetting)) {
    throw new ConfigError(
      'MAIL_FROM',
      `"${mailFromSetting}" is not an e-mail address or "Name <address>" (for example Leadership College job board <jobs@college.example>)`,
    );
  }
  const s3Bucket = text(env, 'S3_BUCKET');
  const oidcIssuer = url(env, 'OIDC_ISSUER', ['https:', 'http:']);
  const oidcClientId = text(env, 'OIDC_CLIENT_ID');
  if (oidcIssuer && !oidcClientId)
    throw new ConfigError('OIDC_CLIENT_ID', 'is required when OIDC_ISSUER is set');
  const publicUrl = url(env, 'PUBLIC_URL', ['https:', 'http:'])?.replace(/\/+$/, '') ?? null;
  // A link in an e-mail must never depend on what a request claims its host is; in production
  // there is no safe default address, so the server refuses to start without one.
  if (publicUrl === null && text(env, 'NODE_ENV') === 'production') {
    throw new ConfigError(
      'PUBLIC_URL',
      'is required when NODE_ENV=production: links in e-mails are built from it (for example https://jobs.college.example)',
    );
  }
  const secret = text(env, 'SESSION_SECRET');
  if (secret !== null && secret.length < 32) {
    throw new ConfigError('SESSION_SECRET', 'must be at least 32 characters');
  }
  const appUrl = publicUrl ?? `http://localhost:${port}`;
  const collegeName = text(env, 'COLLEGE_NAME') ?? 'Leadership College';
  return {
    port,
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    publicUrl,
    appUrl,
    adminEmails,
    collegeName,
    collegeCountry: countryCode(env),
    resumeSiteUrl:
      url(env, 'RESUME_SITE_URL', ['https:', 'http:']) ?? 'https://resumes.example.org',
    mongodbUrl: url(env, 'MONGODB_URL', ['mongodb:', 'mongodb+srv:']),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: mailFromSetting ?? defaultMailFrom(collegeName, appUrl),
    mailFromSet: mailFromSetting !== null,
    s3: s3Bucket
      ? {
          bucket: s3Bucket,
          endpoint: url(env, 'S3_ENDPOINT', ['https:', 'http:']),
          region: text(env, 'S3_REGION') ?? 'us-east-1',
          accessKeyId: text(env, 'S3_ACCESS_KEY_ID'),
          secretAccessKey: text(env, 'S3_SECRET_ACCESS_KEY'),
        }
      : null,
    oidc: oidcIssuer
      ? {
          issuer: oidcIssuer,
          clientId: oidcClientId ?? '',
          clientSecret: text(env, 'OIDC_CLIENT_SECRET'),
        }
      : null,
    sessionSecret: secret ?? readOrCreateSecret(dataDir),
    trustProxy: proxyCount(env),
    logRequests: bool(env, 'LOG_REQUESTS', true),
    applicationRateLimit: positiveInteger(env, 'APPLICATION_RATE_LIMIT', APPLICATION_RATE_LIMIT),
    applicationRetentionDays: retentionDays(env),
    uploadBytesPerHour:
      positiveInteger(env, 'UPLOAD_MB_PER_HOUR', DEFAULT_UPLOAD_MB_PER_HOUR) * MEGABYTE,
    minFreeDiskBytes:
      nonNegativeInteger(env, 'MIN_FREE_DISK_MB', DEFAULT_MIN_FREE_DISK_MB) * MEGABYTE,
    mailLeaseMs: positiveInteger(env, 'MAIL_LEASE_MS', DEFAULT_MAIL_LEASE_MS),
  };
}

/** Keeps a generated session secret in DATA_DIR so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
