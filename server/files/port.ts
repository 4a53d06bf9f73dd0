// The object-storage port: local disk (default) or S3. Both hand the browser a signed upload
// address; the stored address is that address without its query string.
import type { DocumentContentType, FileKind } from '../../shared/constants';

/** What the browser gets back from POST /api/object-storage/*. */
export interface UploadTarget {
  /** Signed address the browser PUTs the file to, with the Content-Type below. */
  url: string;
  /** The address to store: `url` without its query string. */
  fileUrl: string;
  /** Storage key, e.g. `resumes/<uuid>.pdf`. */
  key: string;
}

/** The first bytes and the size of a stored object, for content checks. */
export interface StoredObjectInfo {
  size: number;
  /** Up to the first 16 bytes. */
  head: Uint8Array;
  contentType: string | null;
}

/** A stored object as the orphan upload sweep sees it. */
export interface StoredObject {
  /** A key this board makes, e.g. `resumes/<uuid>.pdf`. */
  key: string;
  /** When the object was last written (file mtime, S3 LastModified). */
  storedAt: Date;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** A signed upload address for one file of this kind and type, valid for a few minutes. */
  createUpload(request: {
    kind: FileKind;
    contentType: DocumentContentType;
    /** The name on the uploader's device, untrusted; never part of the key. */
    filename: string | null;
    size?: number;
  }): Promise<UploadTarget>;
  /** The key of a stored address this storage issued for this kind, or undefined when foreign. */
  keyFromUrl(fileUrl: string, kind: FileKind): string | undefined;
  /** Size and first bytes of a stored object, undefined when it does not exist. */
  inspect(key: string): Promise<StoredObjectInfo | undefined>;
  /**
   * A short-lived address to read the object (the caller has checked authorisation), served under
   * `name` (the uploaded name, server/uploads/uploaded-names.ts) or else the key's kind and type.
   */
  signedDownloadUrl(key: string, ttlSeconds: number, name?: string): Promise<string>;
  /**
   * Every stored object under the kind folders whose key this board makes, in no set order;
   * anything else in the directory or bucket is never listed, so the sweep cannot touch it.
   */
  listStored(): AsyncIterable<StoredObject>;
  /**
   * Removes what uploads interrupted by a crash left behind, last written before `before`; returns
   * how many. Nothing to do on S3, where a single PUT either stores the object or nothing.
   */
  removeStaleTemporaries(before: Date): Promise<number>;
  /** Removes the object; absent objects are fine. */
  delete(key: string): Promise<void>;
  /** Throws when the storage cannot be reached. */
  ping(): Promise<void>;
}

/**
 * The checks the local adapter's PUT (local/local-upload.routes.ts) passes before the body is
 * read, and what it reports once stored; the uploads module grants them.
 */
export interface UploadGate {
  /**
   * Throws when this key may not be received now (no recorded grant, already received, another
   * PUT to it running, disk too full); otherwise holds the key until `done`.
   */
  admit(key: string): Promise<{ received(size: number): Promise<void>; done(): void }>;
}
