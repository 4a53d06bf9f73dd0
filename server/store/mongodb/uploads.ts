// Upload references on MongoDB. One regular expression per collection narrows the documents on the
// server to addresses ending in one of the keys (no index can serve a suffix, but the scan stays on
// the server); the exact tail match is then the same as on SQLite (upload-references.ts).
import type { UploadReferenceRepository } from '../port';
import { keysNamedBy } from '../upload-references';
import type { MongoContext } from './context';

/** `text` as a literal inside a regular expression. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matches an address whose path ends with one of `keys`, with or without an origin. */
function endsWithOneOf(keys: readonly string[]): string {
  return `(^|/)(${keys.map(escapeRegExp).join('|')})([?#]|$)`;
}

/** The upload reference repository of a MongoDB store. */
export function mongoUploads(ctx: MongoContext): UploadReferenceRepository {
  const { applications, positions } = ctx.collections;
  return {
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
