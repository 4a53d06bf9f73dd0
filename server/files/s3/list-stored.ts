// Lists the bucket's uploads for the orphan sweep: one prefix per kind folder, page by page, only
// keys this board makes (a shared bucket's other objects are never listed), with LastModified as
// the upload time.
import { paginateListObjectsV2, type S3Client } from '@aws-sdk/client-s3';
import type { StoredObject } from '../port';
import { KIND_FOLDERS, parseKey } from '../storage-keys';

/** Every stored upload in `bucket`; `pageSize` (S3's default is 1,000) is for tests of paging. */
export async function* listS3Uploads(
  client: S3Client,
  bucket: string,
  pageSize?: number,
): AsyncGenerator<StoredObject> {
  for (const folder of Object.values(KIND_FOLDERS)) {
    const pages = paginateListObjectsV2(
      { client, pageSize },
      { Bucket: bucket, Prefix: `${folder}/` },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        const key = object.Key;
        if (key === undefined || parseKey(key) === undefined) continue;
        // S3 always sends LastModified; an object without one is kept (not listed) rather than guessed.
        if (object.LastModified === undefined) continue;
        yield { key, storedAt: object.LastModified };
      }
    }
  }
}
