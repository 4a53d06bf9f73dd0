// Upload grants on MongoDB. Who uses a file is decided by the claim `upload:<key>` (claims.ts):
// FerretDB's conditional updates are not atomic (decision 0009), an insert into a unique `_id` is.
// A record's claim holds its id; the sweep's claim holds SWEPT, so a record and the sweep can never
// both win one upload. The grant's `usedBy` field mirrors the winning claim for queries.
// Legacy references: one regular expression per collection narrows the documents on the server to
// addresses ending in one of the keys (no index can serve a suffix, but the scan stays on the
// server); the exact tail match is then the same as on SQLite (upload-references.ts).
import type { UploadClaim, UploadRecord, UploadRepository } from '../port';
import { keysNamedBy } from '../upload-references';
import { claimOnce, findClaim } from './claims';
import type { MongoContext } from './context';
import type { UploadDoc } from './documents';

/** The value of the sweep's claim: no record id looks like it. */
const SWEPT = '#swept';

const claimId = (key: string) => `upload:${key}`;

function toUpload(doc: UploadDoc): UploadRecord {
  return {
    key: doc._id,
    kind: doc.kind,
    owner: doc.owner,
    bytes: doc.bytes,
    createdAt: doc.createdAt.toISOString(),
    receivedAt: doc.receivedAt?.toISOString() ?? null,
    usedBy: doc.usedBy,
    name: doc.name ?? null,
  };
}

/** `text` as a literal inside a regular expression. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matches an address whose path ends with one of `keys`, with or without an origin. */
function endsWithOneOf(keys: readonly string[]): string {
  return `(^|/)(${keys.map(escapeRegExp).join('|')})([?#]|$)`;
}

/** The upload repository of a MongoDB store. */
export function mongoUploads(ctx: MongoContext): UploadRepository {
  const { applications, positions, uploads, claims } = ctx.collections;

  async function claim(key: string, recordId: string): Promise<UploadClaim> {
    const doc = await uploads.findOne({ _id: key });
    if (doc === null) return 'missing';
    if (doc.usedBy !== null) return doc.usedBy === recordId ? 'claimed' : 'taken';
    const won = await claimOnce(ctx, {
      _id: claimId(key),
      kind: 'upload',
      owner: key,
      value: recordId,
      createdAt: ctx.now(),
    });
    if (!won) {
      // Another record or the sweep got there first, or this record's earlier attempt did.
      const existing = await findClaim(ctx, claimId(key));
      if (existing?.value !== recordId) return 'taken';
    }
    const { matchedCount } = await uploads.updateOne({ _id: key }, { $set: { usedBy: recordId } });
    if (matchedCount === 1) return 'claimed';
    await claims.deleteOne({ _id: claimId(key), value: recordId });
    return 'missing';
  }

  return {
    create: async (upload, now) => {
      const doc: UploadDoc = {
        _id: upload.key,
        kind: upload.kind,
        owner: upload.owner,
        bytes: upload.bytes,
        createdAt: now,
        receivedAt: null,
        usedBy: null,
        name: upload.name,
      };
      await uploads.insertOne(doc);
      return toUpload(doc);
    },

    find: async (key) => {
      const doc = await uploads.findOne({ _id: key });
      return doc === null ? undefined : toUpload(doc);
    },

    namesOf: async (keys) => {
      const names = new Map<string, string>();
      if (keys.length === 0) return names;
      const docs = uploads.find(
        { _id: { $in: [...keys] }, name: { $type: 'string' } },
        { projection: { name: 1 } },
      );
      for await (const doc of docs) if (doc.name) names.set(doc._id, doc.name);
      return names;
    },

    unclaimedBytesSince: async (since) => {
      // Summed here rather than with $group: the cap keeps this to a few thousand small documents.
      const docs = await uploads
        .find({ usedBy: null, createdAt: { $gte: since } }, { projection: { _id: 0, bytes: 1 } })
        .toArray();
      return docs.reduce((sum, doc) => sum + doc.bytes, 0);
    },

    markReceived: async (key, bytes, now) => {
      const { modifiedCount } = await uploads.updateOne(
        { _id: key, receivedAt: null },
        { $set: { receivedAt: now, bytes } },
      );
      return modifiedCount === 1;
    },

    claim,

    release: async (key, recordId) => {
      await uploads.updateOne({ _id: key, usedBy: recordId }, { $set: { usedBy: null } });
      await claims.deleteOne({ _id: claimId(key), value: recordId });
    },

    forgetUsedBy: async (recordIds) => {
      if (recordIds.length === 0) return [];
      const keys = await uploads
        .find({ usedBy: { $in: [...recordIds] } }, { projection: { _id: 1 } })
        .map((doc) => doc._id)
        .toArray();
      if (keys.length === 0) return [];
      await uploads.deleteMany({ _id: { $in: keys } });
      await claims.deleteMany({ _id: { $in: keys.map(claimId) } });
      return keys;
    },

    listUnclaimedBefore: async (before, limit) =>
      (
        await uploads
          .find({ usedBy: null, createdAt: { $lt: before } })
          .sort({ createdAt: 1, _id: 1 })
          .limit(limit)
          .toArray()
      ).map(toUpload),

    deleteUnclaimed: async (key) => {
      const won = await claimOnce(ctx, {
        _id: claimId(key),
        kind: 'upload',
        owner: key,
        value: SWEPT,
        createdAt: ctx.now(),
      });
      // A sweep that died after its claim is finished by the next one.
      if (!won && (await findClaim(ctx, claimId(key)))?.value !== SWEPT) return false;
      const { deletedCount } = await uploads.deleteOne({ _id: key, usedBy: null });
      await claims.deleteOne({ _id: claimId(key), value: SWEPT });
      return deletedCount === 1;
    },

    referencedKeys: async (keys) => {
      if (keys.length === 0) return new Set<string>();
      const pattern = endsWithOneOf(keys);
      const [resumes, jobDescriptions] = await Promise.all([
        applications
          .find({ resumeUrl: { $regex: pattern } }, { projection: { _id: 0, resumeUrl: 1 } })
          .toArray(),
        positions
          .find(
            { jobDescriptionUrl: { $regex: pattern } },
            { projection: { _id: 0, jobDescriptionUrl: 1 } },
          )
          .toArray(),
      ]);
      const addresses = [
        ...resumes.map((doc) => doc.resumeUrl),
        ...jobDescriptions.map((doc) => doc.jobDescriptionUrl),
      ].filter((address): address is string => typeof address === 'string');
      return keysNamedBy(addresses, keys);
    },
  };
}
