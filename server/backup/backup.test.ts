// The backup's answer to files deleted while it runs, and what restore refuses, on a real SQLite
// data directory (the round trip against a running server is scripts/backup.test.ts).
import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../scripts/seed-demo';
import { openStore } from '../store/open-store';
import { pdfBytes } from '../testing/test-documents';
import { BackupError, type BackupManifest } from './backup-format';
import { restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';

let root: string;
let dataDir: string;
/** Three seeded applications, each with a resume file of its own. */
let applications: { id: string; key: string }[];

/** Runs `work` on the live database from a connection of its own, as the server would. */
function onLiveDatabase<T>(work: (db: BetterSqlite3.Database) => T): T {
  const db = new BetterSqlite3(path.join(dataDir, 'job-board.sqlite'));
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** Deletes an application and then its file, in the order the board does. */
function deleteApplication(application: { id: string; key: string }): void {
  onLiveDatabase((db) => db.prepare('DELETE FROM applications WHERE id = ?').run(application.id));
  rmSync(path.join(dataDir, 'uploads', application.key));
}

function manifestOf(dir: string): BackupManifest {
  return JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
}

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'jb-backup-unit-'));
  dataDir = path.join(root, 'data');
  const store = await openStore({ mongodbUrl: null, dataDir });
  await seedDemo(store);
  await store.close();
  const ids = onLiveDatabase(
    (db) => db.prepare('SELECT id FROM applications ORDER BY id LIMIT 3').pluck().all() as string[],
  );
  applications = ids.map((id) => ({ id, key: `resumes/${randomUUID()}.pdf` }));
  mkdirSync(path.join(dataDir, 'uploads', 'resumes'), { recursive: true });
  for (const { id, key } of applications) {
    writeFileSync(path.join(dataDir, 'uploads', key), pdfBytes());
    onLiveDatabase((db) =>
      db
        .prepare('UPDATE applications SET resume_url = ? WHERE id = ?')
        .run(`/api/uploads/${key}`, id),
    );
  }
});

describe('writeBackup', () => {
  it('snapshots again when a record and its file go after the snapshot, and keeps what the snapshot names', async () => {
    const [first, second, third] = applications;
    if (!first || !second || !third) throw new Error('seeded too few applications');
    // A file no record uses (a student who left the form): copied, then swept during the backup.
    const orphan = `resumes/${randomUUID()}.pdf`;
    writeFileSync(path.join(dataDir, 'uploads', orphan), pdfBytes());
    let snapshots = 0;
    const destination = path.join(root, 'backup');
    const result = await writeBackup({
      dataDir,
      destination,
      afterSnapshot: () => {
        snapshots += 1;
        // The first application goes before its file is copied: the snapshot names a lost file.
        if (snapshots === 1) deleteApplication(first);
        // The second goes after the second snapshot, which names it: its copy from the first
        // round stays. The orphan goes too, and nothing names it: its copy goes.
        if (snapshots === 2) {
          deleteApplication(second);
          rmSync(path.join(dataDir, 'uploads', orphan));
        }
        return Promise.resolve();
      },
    });
    expect(result.snapshots).toBe(2);
    expect(result.manifest.files.map((file) => file.key).sort()).toEqual(
      [second.key, third.key].sort(),
    );
    expect(existsSync(path.join(destination, 'uploads', orphan))).toBe(false);
    const db = new BetterSqlite3(path.join(destination, 'job-board.sqlite'), { readonly: true });
    try {
      const ids = db.prepare('SELECT id FROM applications').pluck().all();
      expect(ids).not.toContain(first.id);
      expect(ids).toContain(second.id);
      expect(ids).toContain(third.id);
    } finally {
      db.close();
    }
  });

  it('fails naming the record when a file it uses is not in DATA_DIR, and leaves nothing behind', async () => {
    const [first] = applications;
    if (!first) throw new Error('seeded too few applications');
    rmSync(path.join(dataDir, 'uploads', first.key));
    const destination = path.join(root, 'backup');
    const written = writeBackup({ dataDir, destination });
    await expect(written).rejects.toThrow(BackupError);
    await expect(written).rejects.toThrow('Records of the database use 1 file(s) that are not in');
    await expect(written).rejects.toThrow(`application ${first.id}`);
    expect(existsSync(destination)).toBe(false);
  });

  it('refuses a destination that is not empty or lies inside DATA_DIR', async () => {
    const full = path.join(root, 'full');
    mkdirSync(full);
    writeFileSync(path.join(full, 'keep.txt'), 'mine');
    await expect(writeBackup({ dataDir, destination: full })).rejects.toThrow('is not empty');
    expect(readdirSync(full)).toEqual(['keep.txt']);
    await expect(
      writeBackup({ dataDir, destination: path.join(dataDir, 'backups') }),
    ).rejects.toThrow('cannot go inside DATA_DIR');
  });
});

describe('restoreBackup', () => {
  it('moves the sync horizon to the time of the restore, so every synced device starts again', async () => {
    const backup = path.join(root, 'backup');
    await writeBackup({ dataDir, destination: backup });
    const before = Date.now();
    const { dataDir: restored } = await restoreBackup({
      backupDir: backup,
      dataDir: path.join(root, 'restored'),
    });
    const store = await openStore({ mongodbUrl: null, dataDir: restored });
    try {
      expect(Date.parse((await store.positions.syncHorizon()) ?? '')).toBeGreaterThanOrEqual(
        before,
      );
    } finally {
      await store.close();
    }
  });

  it('refuses a doctored manifest, a newer schema and a missing manifest, writing nothing', async () => {
    const backup = path.join(root, 'backup');
    await writeBackup({ dataDir, destination: backup });
    const manifest = manifestOf(backup);
    const target = path.join(root, 'restored');
    const restoreWith = (changed: unknown) => {
      writeFileSync(path.join(backup, 'manifest.json'), JSON.stringify(changed));
      return restoreBackup({ backupDir: backup, dataDir: target });
    };

    const [file] = manifest.files;
    await expect(
      restoreWith({ ...manifest, files: [{ ...file, key: '../../session-secret' }] }),
    ).rejects.toThrow('lists a file that is not an upload of this board');
    await expect(
      restoreWith({ ...manifest, database: { ...manifest.database, schemaVersion: 9999 } }),
    ).rejects.toThrow('Restore it with the version that wrote it');
    await expect(restoreWith({ ...manifest, formatVersion: 2 })).rejects.toThrow(
      'format version 2',
    );
    rmSync(path.join(backup, 'manifest.json'));
    await expect(restoreBackup({ backupDir: backup, dataDir: target })).rejects.toThrow(
      'not a backup, or one that did not finish',
    );
    expect(existsSync(target)).toBe(false);
  });
});
