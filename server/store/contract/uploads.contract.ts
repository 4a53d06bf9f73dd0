// uploads: which stored files the records still point at, for the orphan upload sweep. A wrong
// "unreferenced" deletes a student's resume, so the cases below lean on the keep side.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from './context';
import { applicationData, seedChurch, seedPosition } from './fixtures';

const resumeKey = () => `resumes/${randomUUID()}.pdf`;
const jobDescriptionKey = () => `job-descriptions/${randomUUID()}.docx`;

/** The upload reference repository's contract. */
export function uploadsContract({ store }: ContractContext): void {
  describe('uploads', () => {
    it('names the keys that a resume or a job description address ends with', async () => {
      const [resume, jobDescription, orphan] = [resumeKey(), jobDescriptionKey(), resumeKey()];
      const { profile } = await seedChurch(store());
      const position = await seedPosition(store(), profile.id, {
        jobDescriptionUrl: `https://board.example.org/api/uploads/${jobDescription}`,
      });
      await store().applications.create(
        position.id,
        applicationData({ resumeUrl: `https://board.example.org/api/uploads/${resume}` }),
      );
      await store().applications.create(position.id, applicationData({ resumeUrl: null }));

      expect(await store().uploads.referencedKeys([resume, jobDescription, orphan])).toEqual(
        new Set([resume, jobDescription]),
      );
      expect(await store().uploads.referencedKeys([orphan])).toEqual(new Set());
      expect(await store().uploads.referencedKeys([])).toEqual(new Set());
    });

    it('matches by key whatever origin, bucket or path the address was stored with', async () => {
      const keys = [resumeKey(), resumeKey(), resumeKey(), resumeKey(), jobDescriptionKey()];
      const [pathOnly, oldOrigin, bucket, withQuery, bare] = keys as [
        string,
        string,
        string,
        string,
        string,
      ];
      const { profile } = await seedChurch(store());
      const position = await seedPosition(store(), profile.id, { jobDescriptionUrl: bare });
      for (const resumeUrl of [
        `/api/uploads/${pathOnly}`,
        `http://localhost:3000/api/uploads/${oldOrigin}`,
        `https://minio.example.org:9000/board/${bucket}`,
        `https://board.example.org/api/uploads/${withQuery}?sig=abc`,
      ]) {
        await store().applications.create(position.id, applicationData({ resumeUrl }));
      }
      expect(await store().uploads.referencedKeys(keys)).toEqual(new Set(keys));
    });

    it('does not count an address that only contains the key or a longer name', async () => {
      const key = resumeKey();
      const { profile } = await seedChurch(store());
      const position = await seedPosition(store(), profile.id);
      for (const resumeUrl of [
        `/api/uploads/${key}.old`,
        `/api/uploads/x${key}`,
        `/api/uploads/${key}/more`,
      ]) {
        await store().applications.create(position.id, applicationData({ resumeUrl }));
      }
      expect(await store().uploads.referencedKeys([key])).toEqual(new Set());
    });

    it('forgets the references of a deleted position and its applications', async () => {
      const [resume, jobDescription] = [resumeKey(), jobDescriptionKey()];
      const { profile } = await seedChurch(store());
      const position = await seedPosition(store(), profile.id, {
        jobDescriptionUrl: `/api/uploads/${jobDescription}`,
      });
      await store().applications.create(
        position.id,
        applicationData({ resumeUrl: `/api/uploads/${resume}` }),
      );
      await store().positions.delete(position.id);
      expect(await store().uploads.referencedKeys([resume, jobDescription])).toEqual(new Set());
    });

    it('answers for a batch of many keys', async () => {
      const keys = Array.from({ length: 300 }, (_, i) =>
        i % 2 ? resumeKey() : jobDescriptionKey(),
      );
      const { profile } = await seedChurch(store());
      const position = await seedPosition(store(), profile.id);
      const referenced = [keys[0], keys[151], keys[299]] as string[];
      for (const key of referenced) {
        await store().applications.create(
          position.id,
          applicationData({ resumeUrl: `/api/uploads/${key}` }),
        );
      }
      expect(await store().uploads.referencedKeys(keys)).toEqual(new Set(referenced));
    });
  });
}
