// Who an uploaded file belongs to (docs/decisions/0016-upload-ownership.md). Every upload address
// is a recorded grant: one owner, one key, counted against a global hourly cap of unused bytes.
// A record may reference a file only when the grant is its own caller's, the file arrived and passed
// the content check, and no other record uses it; the record then claims it. Deleting a record
// deletes only the files it claimed.
import type { FileKind } from '../../shared/constants';
import { FILE_MAX_BYTES } from '../../shared/constants';
import type { AppDeps } from '../deps';
import {
  ConflictError,
  ForbiddenError,
  InsufficientStorageError,
  TooManyRequestsError,
  ValidationError,
} from '../errors';
import { FILE_NOT_FOUND_MESSAGE, FOREIGN_FILE_MESSAGE } from '../files/messages';
import type { UploadGate, UploadTarget } from '../files/port';
import { checkDocumentField } from './check-document-field';
import { diskReport, DISK_FULL_MESSAGE } from './disk-space';
import { cleanUploadName } from './upload-name';

type Deps = Pick<AppDeps, 'store' | 'files' | 'config' | 'now' | 'log'>;

/** The window of the global cap on bytes of uploads that no record uses yet. */
export const UPLOAD_CAP_WINDOW_MS = 60 * 60 * 1000;

/**
 * The least a grant counts for, however small its declared size: keeps the number of grant rows an
 * hour's cap allows bounded (500 MB / 64 KB = 8,000), whatever sizes a flood declares.
 */
export const MIN_COUNTED_BYTES = 64 * 1024;

/** When to try again after the cap refused: grants leave the window, or get used, within this. */
const CAP_RETRY_AFTER_SECONDS = 15 * 60;

export const UPLOAD_CAP_MESSAGE =
  'Too many files are being uploaded right now. Please try again later.';

export const ADDRESS_USED_MESSAGE = 'This upload address was already used. Ask for a new one.';

export const ADDRESS_BUSY_MESSAGE =
  'A file is already being uploaded to this address. Wait for it to finish, or ask for a new one.';

/** The file is already attached to another record. */
export function alreadyUsedMessage(kind: FileKind): string {
  return kind === 'resume'
    ? 'This file is already attached to another application. Please upload it again.'
    : 'This file is already attached to another position. Please upload it again.';
}

/** Throws 507 while the data disk is under its floor, and says so in the log. */
async function refuseWhenDiskLow(deps: Deps): Promise<void> {
  const disk = await diskReport(deps.config);
  if (disk.uploads === 'accepted') return;
  deps.log.error({
    msg: 'upload refused: disk space low',
    freeBytes: disk.freeBytes,
    minFreeBytes: disk.minFreeBytes,
  });
  throw new InsufficientStorageError(DISK_FULL_MESSAGE);
}

/**
 * Issues an upload address for `owner` and records its grant. Refused before anything is signed or
 * recorded: disk under its floor (507), the hourly cap reached (429), a bad request (400/413).
 */
export async function grantUpload(
  deps: Deps,
  owner: string,
  request: Parameters<AppDeps['files']['createUpload']>[0],
): Promise<UploadTarget> {
  await refuseWhenDiskLow(deps);
  const now = deps.now();
  const counted = Math.max(request.size ?? FILE_MAX_BYTES[request.kind], MIN_COUNTED_BYTES);
  const pending = await deps.store.uploads.unclaimedBytesSince(
    new Date(now.getTime() - UPLOAD_CAP_WINDOW_MS),
  );
  if (pending + counted > deps.config.uploadBytesPerHour) {
    deps.log.info({ msg: 'upload refused: hourly cap reached', pendingBytes: pending });
    throw new TooManyRequestsError(UPLOAD_CAP_MESSAGE, CAP_RETRY_AFTER_SECONDS);
  }
  // The storage checks type and size (400/413) before signing; only a signed grant is recorded.
  const target = await deps.files.createUpload(request);
  await deps.store.uploads.create(
    {
      key: target.key,
      kind: request.kind,
      owner,
      bytes: counted,
      name: cleanUploadName(request.filename),
    },
    now,
  );
  return target;
}

/** A 400 whose message the form shows next to `field`. */
function fieldError(field: string, message: string): ValidationError {
  return new ValidationError(message, { [field]: [message] });
}

/**
 * Lets record `recordId` reference the file at `url`: the grant must exist for this kind (and
 * `owner`, when given), the file must pass the content check, and no other record may use it.
 * Claims it for the record and returns its key; a refusal is a 400 under `field`.
 */
export async function claimUploadField(
  deps: Deps,
  use: { url: string; kind: FileKind; field: string; recordId: string; owner?: string },
): Promise<string> {
  const { url, kind, field, recordId } = use;
  const key = deps.files.keyFromUrl(url, kind);
  const grant = key === undefined ? undefined : await deps.store.uploads.find(key);
  // Someone else's file and an address never granted read the same: nothing is learnt about either.
  if (
    key === undefined ||
    grant === undefined ||
    grant.kind !== kind ||
    (use.owner !== undefined && grant.owner !== use.owner)
  ) {
    throw fieldError(field, FOREIGN_FILE_MESSAGE);
  }
  if (grant.usedBy !== null && grant.usedBy !== recordId)
    throw fieldError(field, alreadyUsedMessage(kind));
  const { size } = await checkDocumentField(deps.files, url, kind, field);
  // On S3 the browser's PUT never passes through the server: the content check is the receipt.
  if (grant.receivedAt === null) await deps.store.uploads.markReceived(key, size, deps.now());
  const claim = await deps.store.uploads.claim(key, recordId);
  if (claim === 'taken') throw fieldError(field, alreadyUsedMessage(kind));
  if (claim === 'missing') throw fieldError(field, FILE_NOT_FOUND_MESSAGE);
  return key;
}

/** Undoes a claim whose record was not created; a failure is logged (the sweep cannot free it). */
export async function releaseUpload(deps: Deps, key: string, recordId: string): Promise<void> {
  try {
    await deps.store.uploads.release(key, recordId);
  } catch (error) {
    deps.log.error({
      msg: 'upload release failed',
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/**
 * Lets the file at `url` be swept once `recordId` no longer names it (the record still exists, so
 * the file would stay claimed otherwise); an address this storage did not issue is left alone.
 */
export async function releaseFileAt(
  deps: Deps,
  url: string | null | undefined,
  kind: FileKind,
  recordId: string,
): Promise<void> {
  const key = url ? deps.files.keyFromUrl(url, kind) : undefined;
  if (key) await releaseUpload(deps, key, recordId);
}

/** Forgets the grants of deleted records and deletes their files; failures are logged, never thrown. */
export async function removeFilesOf(deps: Deps, recordIds: readonly string[]): Promise<void> {
  let keys: string[];
  try {
    keys = await deps.store.uploads.forgetUsedBy(recordIds);
  } catch (error) {
    deps.log.error({
      msg: 'file removal failed',
      error: error instanceof Error ? error.message : String(error),
    });
    return;
  }
  for (const key of keys) {
    try {
      await deps.files.delete(key);
    } catch (error) {
      deps.log.error({
        msg: 'file removal failed',
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
}

/**
 * The local PUT route's checks: only a recorded grant is received, only once, one PUT at a time,
 * and none while the disk is under its floor. A PUT that failed leaves the grant unreceived, so it
 * may be retried until the address expires.
 */
export function uploadGate(deps: Deps): UploadGate {
  const inFlight = new Set<string>();
  return {
    async admit(key) {
      await refuseWhenDiskLow(deps);
      const grant = await deps.store.uploads.find(key);
      if (!grant) throw new ForbiddenError('This upload address is not valid. Please try again.');
      if (grant.receivedAt !== null) throw new ConflictError(ADDRESS_USED_MESSAGE);
      if (inFlight.has(key)) throw new ConflictError(ADDRESS_BUSY_MESSAGE);
      inFlight.add(key);
      return {
        received: async (size) => {
          await deps.store.uploads.markReceived(key, size, deps.now());
        },
        done: () => {
          inFlight.delete(key);
        },
      };
    },
  };
}
