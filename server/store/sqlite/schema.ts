// The SQLite schema as an ordered list of migrations. `PRAGMA user_version` records how many have
// run, so opening a database runs only the missing ones. Append new steps; never edit a shipped one.
import type { Database } from 'better-sqlite3';

const MIGRATIONS: readonly string[] = [
  `
  -- One row: the public list's version, bumped in the same transaction as every write that can
  -- change GET /api/positions. The random epoch tells apart two databases at the same count.
  CREATE TABLE IF NOT EXISTS meta (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    epoch TEXT NOT NULL,
    public_list_version INTEGER NOT NULL
  ) STRICT;
  INSERT OR IGNORE INTO meta (id, epoch, public_list_version) VALUES (1, lower(hex(randomblob(8))), 0);

  CREATE TABLE IF NOT EXISTS users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL COLLATE NOCASE UNIQUE,
    first_name TEXT,
    last_name TEXT,
    profile_image_url TEXT,
    role TEXT CHECK (role IN ('church', 'admin')),
    email_verified INTEGER NOT NULL DEFAULT 0 CHECK (email_verified IN (0, 1)),
    password_hash TEXT,
    oidc_subject TEXT UNIQUE,
    auth_version INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT;

  CREATE TABLE IF NOT EXISTS sessions (
    sid TEXT PRIMARY KEY,
    sess TEXT NOT NULL,
    expire TEXT NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS sessions_expire ON sessions (expire);

  CREATE TABLE IF NOT EXISTS church_profiles (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
    church_name TEXT NOT NULL,
    denomination TEXT,
    location TEXT NOT NULL,
    website TEXT,
    description TEXT,
    contact_phone TEXT,
    logo_url TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT;

  CREATE TABLE IF NOT EXISTS positions (
    id TEXT PRIMARY KEY,
    church_profile_id TEXT NOT NULL REFERENCES church_profiles (id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    job_description_url TEXT,
    position_type TEXT NOT NULL CHECK (position_type IN ('full-time', 'part-time')),
    employment_type TEXT NOT NULL CHECK (employment_type IN ('internship', 'permanent')),
    contact_person TEXT,
    contact_email TEXT,
    contact_phone TEXT,
    anticipated_start_date TEXT,
    qualifications TEXT,
    responsibilities TEXT,
    compensation TEXT,
    additional_info TEXT,
    status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'closed')),
    approved INTEGER NOT NULL DEFAULT 0 CHECK (approved IN (0, 1)),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT;
  -- The public list filters on the first two and sorts on the third.
  CREATE INDEX IF NOT EXISTS positions_public ON positions (approved, status, created_at);
  -- A church's list, the cascade from church_profiles, and archiving by age.
  CREATE INDEX IF NOT EXISTS positions_church ON positions (church_profile_id, created_at);
  CREATE INDEX IF NOT EXISTS positions_status_created ON positions (status, created_at);

  CREATE TABLE IF NOT EXISTS applications (
    id TEXT PRIMARY KEY,
    position_id TEXT NOT NULL REFERENCES positions (id) ON DELETE CASCADE,
    student_name TEXT NOT NULL,
    student_email TEXT NOT NULL,
    student_phone TEXT,
    student_major TEXT,
    graduation_year TEXT,
    available_start_date TEXT,
    resume_url TEXT,
    cover_letter TEXT,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending')),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS applications_position ON applications (position_id);
  -- The authorised resume route looks an application up by its file's address.
  CREATE INDEX IF NOT EXISTS applications_resume_url ON applications (resume_url);

  CREATE TABLE IF NOT EXISTS idempotency_keys (
    scope TEXT NOT NULL,
    key TEXT NOT NULL,
    body_hash TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('in-progress', 'done')),
    response_status INTEGER,
    response_body TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (scope, key)
  ) STRICT;
  CREATE INDEX IF NOT EXISTS idempotency_keys_created ON idempotency_keys (created_at);

  CREATE TABLE IF NOT EXISTS tokens (
    token_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'reset')),
    expires_at TEXT NOT NULL,
    created_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS tokens_user ON tokens (user_id, purpose);

  CREATE TABLE IF NOT EXISTS mail_queue (
    id TEXT PRIMARY KEY,
    to_address TEXT NOT NULL,
    subject TEXT NOT NULL,
    text TEXT NOT NULL,
    html TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    last_error TEXT,
    sent_at TEXT,
    created_at TEXT NOT NULL
  ) STRICT;
  -- Only unsent messages are ever looked for by due time.
  CREATE INDEX IF NOT EXISTS mail_queue_due ON mail_queue (next_attempt_at) WHERE sent_at IS NULL;

  CREATE TABLE IF NOT EXISTS jobs (
    name TEXT PRIMARY KEY,
    last_run_at TEXT NOT NULL
  ) STRICT;
  `,
  `
  -- Upload grants (docs/decisions/0016-upload-ownership.md): who may use a file, how many bytes it
  -- counts for against the hourly cap, when it arrived, and which record uses it.
  CREATE TABLE IF NOT EXISTS uploads (
    key TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('resume', 'job-description')),
    owner TEXT NOT NULL,
    bytes INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    received_at TEXT,
    used_by TEXT
  ) STRICT;
  -- The hourly cap and the sweep look for unused grants by age; deletions look up by user.
  CREATE INDEX IF NOT EXISTS uploads_unused ON uploads (created_at) WHERE used_by IS NULL;
  CREATE INDEX IF NOT EXISTS uploads_used_by ON uploads (used_by) WHERE used_by IS NOT NULL;
  `,
  `
  -- The review pipeline's statuses. SQLite cannot widen a CHECK in place, so applications is
  -- rebuilt with the five statuses. Nothing references it yet, so dropping the old table cascades
  -- nowhere; rowid is copied because listByPosition breaks createdAt ties by it.
  CREATE TABLE applications_next (
    id TEXT PRIMARY KEY,
    position_id TEXT NOT NULL REFERENCES positions (id) ON DELETE CASCADE,
    student_name TEXT NOT NULL,
    student_email TEXT NOT NULL,
    student_phone TEXT,
    student_major TEXT,
    graduation_year TEXT,
    available_start_date TEXT,
    resume_url TEXT,
    cover_letter TEXT,
    status TEXT NOT NULL DEFAULT 'pending'
      CHECK (status IN ('pending', 'reviewed', 'contacted', 'declined', 'hired')),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT;
  INSERT INTO applications_next (rowid, id, position_id, student_name, student_email, student_phone,
    student_major, graduation_year, available_start_date, resume_url, cover_letter, status,
    created_at, updated_at)
  SELECT rowid, id, position_id, student_name, student_email, student_phone, student_major,
    graduation_year, available_start_date, resume_url, cover_letter, status, created_at, updated_at
  FROM applications;
  DROP TABLE applications;
  ALTER TABLE applications_next RENAME TO applications;
  -- The position's list (filtered by status) and its counts per status.
  CREATE INDEX IF NOT EXISTS applications_position ON applications (position_id, status);
  CREATE INDEX IF NOT EXISTS applications_resume_url ON applications (resume_url);

  -- Each status change after the first: the first ('pending' at created_at) is the application's
  -- own row, so it is never stored twice. rowid keeps the order changes were made in.
  CREATE TABLE IF NOT EXISTS application_status_changes (
    application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    status TEXT NOT NULL
      CHECK (status IN ('pending', 'reviewed', 'contacted', 'declined', 'hired')),
    at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS application_status_changes_application
    ON application_status_changes (application_id);

  -- Private notes of the church and admins. author_id has no foreign key: a note stays with its
  -- application when the admin who wrote it leaves (as on MongoDB, which has no foreign keys).
  CREATE TABLE IF NOT EXISTS application_notes (
    id TEXT PRIMARY KEY,
    application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    author_id TEXT NOT NULL,
    text TEXT NOT NULL,
    created_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS application_notes_application
    ON application_notes (application_id, created_at);
  `,
  `
  -- The rest of the review pipeline (docs/decisions/0020). Every change is a new column, so
  -- ADD COLUMN keeps each row (and its rowid) in place: unlike migration 3, no table is rebuilt.

  -- How the church hears of new applications, and its own decline wording (null: the board's).
  ALTER TABLE church_profiles ADD COLUMN application_emails TEXT NOT NULL DEFAULT 'each'
    CHECK (application_emails IN ('each', 'daily', 'none'));
  ALTER TABLE church_profiles ADD COLUMN decline_template TEXT;

  -- When the position was closed, for retention. Positions closed before this column existed keep
  -- null, and their retention counts from updated_at (what closing them set last). The daily
  -- retention job finds closed positions through positions_status_created: no index of its own.
  ALTER TABLE positions ADD COLUMN closed_at TEXT;

  -- SHA-256 of the student's status token (older applications have none), and whether the
  -- application waits for its church's daily summary.
  ALTER TABLE applications ADD COLUMN status_token_hash TEXT;
  ALTER TABLE applications ADD COLUMN in_digest INTEGER NOT NULL DEFAULT 0
    CHECK (in_digest IN (0, 1));
  -- ADD COLUMN cannot declare UNIQUE: a unique index over the applications that have a token does.
  CREATE UNIQUE INDEX IF NOT EXISTS applications_status_token
    ON applications (status_token_hash) WHERE status_token_hash IS NOT NULL;
  -- The daily summary reads only the applications still waiting for it, oldest first.
  CREATE INDEX IF NOT EXISTS applications_digest ON applications (created_at) WHERE in_digest = 1;
  `,
  `
  -- Positions have a life (docs/decisions/0024-positions-lifecycle.md). New columns
  -- again, so no table is rebuilt. declined_reason has no CHECK, unlike closed_reason: the list of
  -- reasons is the college's wording and may grow, and widening a CHECK would mean rebuilding
  -- positions under its foreign keys; the service accepts only DECLINE_REASONS.
  ALTER TABLE positions ADD COLUMN apply_by TEXT;
  ALTER TABLE positions ADD COLUMN approved_at TEXT;
  ALTER TABLE positions ADD COLUMN closed_reason TEXT
    CHECK (closed_reason IN ('filled', 'no-longer-hiring', 'deadline', 'expired'));
  ALTER TABLE positions ADD COLUMN declined_reason TEXT;
  ALTER TABLE positions ADD COLUMN declined_note TEXT;
  ALTER TABLE positions ADD COLUMN declined_at TEXT;
  ALTER TABLE positions ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
  -- The approved_at the church was last reminded of: a new going-live earns a new reminder.
  ALTER TABLE positions ADD COLUMN expiry_reminded_for TEXT;

  -- Approval was the last write of an approved position, so its 60 days count from updated_at.
  -- Every closed position was closed by the 60-day archive, the only way to close one until now;
  -- those closed before closed_at existed start their retention at updated_at, as they did.
  UPDATE positions SET approved_at = updated_at WHERE approved = 1;
  UPDATE positions SET closed_reason = 'expired', closed_at = COALESCE(closed_at, updated_at)
    WHERE status = 'closed';

  ALTER TABLE church_profiles ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

  -- Nothing archives by age of creation any more. The daily jobs look instead for live positions
  -- by when they went live, active ones with an 'Apply by' date, and closed ones by closed_at
  -- (retention), which every closed position now has.
  DROP INDEX IF EXISTS positions_status_created;
  -- Led by the same two columns as positions_public, else the planner (without ANALYZE) prefers
  -- that one for its two equalities.
  CREATE INDEX IF NOT EXISTS positions_live ON positions (approved, status, approved_at);
  CREATE INDEX IF NOT EXISTS positions_apply_by ON positions (apply_by)
    WHERE status = 'active' AND apply_by IS NOT NULL;
  CREATE INDEX IF NOT EXISTS positions_closed ON positions (closed_at) WHERE status = 'closed';

  -- The edit of an approved position waiting for the college, or declined by it: one per position.
  -- data is the PositionData as JSON, so a field added to the form needs no column here.
  CREATE TABLE IF NOT EXISTS position_revisions (
    position_id TEXT PRIMARY KEY REFERENCES positions (id) ON DELETE CASCADE,
    data TEXT NOT NULL CHECK (json_valid(data)),
    status TEXT NOT NULL CHECK (status IN ('pending', 'declined')),
    declined_reason TEXT,
    declined_note TEXT,
    declined_at TEXT,
    submitted_at TEXT NOT NULL
  ) STRICT;

  -- What admins did. No foreign keys: an entry outlives the admin's account and the position.
  CREATE TABLE IF NOT EXISTS audit_log (
    id TEXT PRIMARY KEY,
    at TEXT NOT NULL,
    actor_id TEXT NOT NULL,
    actor_email TEXT NOT NULL,
    action TEXT NOT NULL CHECK (action IN
      ('approve', 'approve-edit', 'decline', 'decline-edit', 'delete', 'archive')),
    position_id TEXT,
    position_title TEXT,
    detail TEXT
  ) STRICT;
  -- Newest first a page at a time, and retention, both by time.
  CREATE INDEX IF NOT EXISTS audit_log_at ON audit_log (at, id);
  `,
  `
  -- Erasure by reference (docs/decisions/0030-erasure.md): the records (application, user,
  -- position) whose personal data each queued message and each stored idempotent response carries,
  -- so erasing a record finds them by its id rather than by searching their text. Tables of their
  -- own: the queue and the keys keep their columns, and a row's links go with it.
  CREATE TABLE IF NOT EXISTS mail_about (
    record_id TEXT NOT NULL,
    mail_id TEXT NOT NULL REFERENCES mail_queue (id) ON DELETE CASCADE,
    PRIMARY KEY (record_id, mail_id)
  ) STRICT;
  CREATE INDEX IF NOT EXISTS mail_about_mail ON mail_about (mail_id);

  CREATE TABLE IF NOT EXISTS idempotency_about (
    record_id TEXT NOT NULL,
    scope TEXT NOT NULL,
    key TEXT NOT NULL,
    PRIMARY KEY (record_id, scope, key),
    FOREIGN KEY (scope, key) REFERENCES idempotency_keys (scope, key) ON DELETE CASCADE
  ) STRICT;
  CREATE INDEX IF NOT EXISTS idempotency_about_key ON idempotency_about (scope, key);
  `,
  `
  -- Where a reply goes, sign-in mail first, and notices gathered into one message while they wait
  -- (docs/decisions/0029-mail-replies-and-order.md). group_key is set only while the message still
  -- takes notices of its group: claiming it clears the key. group_items is a JSON array of strings.
  ALTER TABLE mail_queue ADD COLUMN reply_to TEXT;
  ALTER TABLE mail_queue ADD COLUMN priority_rank INTEGER NOT NULL DEFAULT 0 CHECK (priority_rank IN (0, 1));
  ALTER TABLE mail_queue ADD COLUMN group_key TEXT;
  ALTER TABLE mail_queue ADD COLUMN group_items TEXT CHECK (group_items IS NULL OR json_valid(group_items));
  DROP INDEX IF EXISTS mail_queue_due;
  CREATE INDEX IF NOT EXISTS mail_queue_due ON mail_queue (priority_rank DESC, next_attempt_at)
    WHERE sent_at IS NULL;
  CREATE INDEX IF NOT EXISTS mail_queue_group ON mail_queue (group_key) WHERE group_key IS NOT NULL;
  `,
  `
  -- The position's version an approval was given for (decision 0026): null for the other actions
  -- and for approvals recorded before versions were kept.
  ALTER TABLE audit_log ADD COLUMN version INTEGER;
  `,
  `
  -- When the church wrote its one message to this declined applicant (null: not yet).
  ALTER TABLE applications ADD COLUMN decline_message_sent_at TEXT;
  -- Every message a church wrote to an applicant, for its hourly cap; rows older than the window
  -- are dropped as new ones come. No foreign keys: a message still counts once its application is
  -- withdrawn or deleted (the church could otherwise free its cap by deleting what it wrote to).
  CREATE TABLE IF NOT EXISTS church_messages (
    church_profile_id TEXT NOT NULL,
    application_id TEXT NOT NULL,
    sent_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS church_messages_church ON church_messages (church_profile_id, sent_at);
  CREATE INDEX IF NOT EXISTS church_messages_sent ON church_messages (sent_at);
  `,
  `
  -- One live application per student and position (docs/decisions/0028-one-application-per-student.md):
  -- applicant_key is the position id, a newline and the e-mail lower-cased, unique where set. Older
  -- duplicates exist (they were the bug), so only the first of each pair gets the key; the others
  -- stay as they are and no longer block anyone once the first is withdrawn.
  ALTER TABLE applications ADD COLUMN applicant_key TEXT;
  UPDATE applications SET applicant_key = position_id || char(10) || lower(student_email)
  WHERE rowid IN (
    SELECT min(rowid) FROM applications GROUP BY position_id, lower(student_email)
  );
  CREATE UNIQUE INDEX IF NOT EXISTS applications_applicant
    ON applications (applicant_key) WHERE applicant_key IS NOT NULL;
  -- When the status link was last e-mailed again to a student who applied a second time.
  ALTER TABLE applications ADD COLUMN status_link_resent_at TEXT;
  `,
  `
  -- The name a file had on its uploader's device (docs/decisions/0044-uploaded-file-names.md),
  -- shown instead of the storage key; null for grants recorded before it was kept.
  ALTER TABLE uploads ADD COLUMN name TEXT;
  `,
  `
  -- The public list synced by changes (docs/decisions/0047-public-list-sync.md). A device asks for
  -- what changed after its cursor: positions ever approved by their updated_at, churches by theirs
  -- (a profile save changes every card of the church), and positions deleted by when (tombstones,
  -- kept SYNC_TOMBSTONE_DAYS). The horizon is the oldest cursor still answerable (null: any).
  CREATE INDEX IF NOT EXISTS positions_changed ON positions (updated_at) WHERE approved = 1;
  CREATE INDEX IF NOT EXISTS church_profiles_changed ON church_profiles (updated_at);
  CREATE TABLE IF NOT EXISTS removed_positions (
    id TEXT PRIMARY KEY,
    removed_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS removed_positions_at ON removed_positions (removed_at);
  ALTER TABLE meta ADD COLUMN sync_horizon TEXT;
  `,
];

/** The schema version this code expects (the number of migrations). */
export const SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Runs the migrations this database has not had yet, each in its own write transaction; up to
 * `version` only when given (tests build a database as an older release left it).
 */
export function migrate(db: Database, version = SCHEMA_VERSION): void {
  for (;;) {
    // Read the version inside the write transaction: another process may be migrating the same file.
    const ran = db
      .transaction(() => {
        const current = db.pragma('user_version', { simple: true }) as number;
        const step = current < version ? MIGRATIONS[current] : undefined;
        if (step === undefined) return false;
        db.exec(step);
        db.pragma(`user_version = ${current + 1}`);
        return true;
      })
      .immediate();
    if (!ran) return;
  }
}
