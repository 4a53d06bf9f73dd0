// uploads: the grants (who may use a file, the hourly cap's bytes, one record per file) and which
// stored files legacy records still point at, for the orphan upload sweep. A wrong "unreferenced"
// deletes a student's resume, so the reference cases below lean on the keep side.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_UPLOADER, userUploader } from '../port';
import type { ContractContext } from '../../testing/contract-targets';
import { applicationData, seedChurch, seedPosition } from '../../testing/store-fixtures';

const resumeKey = () => `resumes/${randomUUID()}.pdf`;
const jobDescriptionKey = () => `job-descriptions/${randomUUID()}.docx`;

/** The upload reference repository's contract. */
export function uploadsContract({ store }: ContractContext): void {
  describe('uploads: grants', () => {
    const at = (iso: string) => new Date(iso);
    const grant = (
      key: string,
      bytes = 1000,
      owner = ANONYMOUS_UPLOADER,
      name: string | null = null,
    ) => ({
      key,
      kind: key.startsWith('resumes/') ? ('resume' as const) : ('job-description' as const),
      owner,
      bytes,
      name,
    });

    it('records a grant, finds it and marks it received once, with its real size', async () => {
      const key = jobDescriptionKey();
      const owner = userUploader(randomUUID());
      const created = await store().uploads.create(
        grant(key, 5000, owner, 'Youth Pastor – 2026.docx'),
        at('2030-01-01T10:00:00.000Z'),
      );
      expect(created).toEqual({
        key,
        kind: 'job-description',
        owner,
        bytes: 5000,
        createdAt: '2030-01-01T10:00:00.000Z',
        receivedAt: null,
        usedBy: null,
        name: 'Youth Pastor – 2026.docx',
      });
      expect(await store().uploads.find(key)).toEqual(created);
      expect(await store().uploads.find(resumeKey())).toBeUndefined();

      expect(await store().uploads.markReceived(key, 4000, at('2030-01-01T10:01:00.000Z'))).toBe(
        true,
      );
      expect(await store().uploads.markReceived(key, 9, at('2030-01-01T10:02:00.000Z'))).toBe(
        false,
      );
      expect(await store().uploads.markReceived(resumeKey(), 9, new Date())).toBe(false);
      expect(await store().uploads.find(key)).toMatchObject({
        bytes: 4000,
        receivedAt: '2030-01-01T10:01:00.000Z',
      });
    });

    it('gives the uploaded names of the keys that have one, and forgets a name with its grant', async () => {
      const [named, unnamed, used, absent] = [
        resumeKey(),
        resumeKey(),
        jobDescriptionKey(),
        resumeKey(),
      ];
      await store().uploads.create(
        grant(named, 1000, ANONYMOUS_UPLOADER, 'Ada CV.pdf'),
        new Date(),
      );
      await store().uploads.create(grant(unnamed), new Date());
      await store().uploads.create(grant(used, 1000, ANONYMOUS_UPLOADER, 'jd.docx'), new Date());
      expect((await store().uploads.find(unnamed))?.name).toBeNull();
      const names = await store().uploads.namesOf([named, unnamed, used, absent]);
      expect(Object.fromEntries(names)).toEqual({ [named]: 'Ada CV.pdf', [used]: 'jd.docx' });
      expect((await store().uploads.namesOf([])).size).toBe(0);

      const record = randomUUID();
      await store().uploads.claim(used, record);
      await store().uploads.forgetUsedBy([record]);
      expect(await store().uploads.namesOf([used])).toEqual(new Map());
      await store().uploads.deleteUnclaimed(named);
      expect(await store().uploads.namesOf([named])).toEqual(new Map());
    });

    it('sums the bytes of unused grants since a moment, all owners together', async () => {
      const [old, fresh, other, used] = [
        resumeKey(),
        resumeKey(),
        jobDescriptionKey(),
        resumeKey(),
      ];
      await store().uploads.create(grant(old, 100), at('2030-01-01T08:59:59.999Z'));
      await store().uploads.create(grant(fresh, 200), at('2030-01-01T09:00:00.000Z'));
      await store().uploads.create(
        grant(other, 400, userUploader(randomUUID())),
        at('2030-01-01T09:30:00.000Z'),
      );
      await store().uploads.create(grant(used, 800), at('2030-01-01T09:40:00.000Z'));
      expect(await store().uploads.claim(used, randomUUID())).toBe('claimed');
      expect(await store().uploads.unclaimedBytesSince(at('2030-01-01T09:00:00.000Z'))).toBe(600);
      expect(await store().uploads.unclaimedBytesSince(at('2030-01-01T11:00:00.000Z'))).toBe(0);
    });

    it('lets one record claim an upload, again idempotently, and no other', async () => {
      const key = resumeKey();
      const [first, second] = [randomUUID(), randomUUID()];
      await store().uploads.create(grant(key), new Date());
      expect(await store().uploads.claim(key, first)).toBe('claimed');
      expect(await store().uploads.claim(key, first)).toBe('claimed');
      expect(await store().uploads.claim(key, second)).toBe('taken');
      expect(await store().uploads.claim(resumeKey(), first)).toBe('missing');
      expect((await store().uploads.find(key))?.usedBy).toBe(first);
    });

    it('gives an upload to exactly one of many concurrent claims', async () => {
      const key = resumeKey();
      await store().uploads.create(grant(key), new Date());
      const ids = Array.from({ length: 8 }, () => randomUUID());
      const answers = await Promise.all(ids.map((id) => store().uploads.claim(key, id)));
      expect(answers.filter((a) => a === 'claimed')).toHaveLength(1);
      expect(answers.filter((a) => a === 'taken')).toHaveLength(7);
      expect((await store().uploads.find(key))?.usedBy).toBe(ids[answers.indexOf('claimed')]);
    });

    it("releases only the releasing record's claim", async () => {
      const key = resumeKey();
      const [owner, stranger] = [randomUUID(), randomUUID()];
      await store().uploads.create(grant(key), new Date());
      await store().uploads.claim(key, owner);
      await store().uploads.release(key, stranger);
      expect((await store().uploads.find(key))?.usedBy).toBe(owner);
      await store().uploads.release(key, owner);
      expect((await store().uploads.find(key))?.usedBy).toBeNull();
      expect(await store().uploads.claim(key, stranger)).toBe('claimed');
    });

    it('forgets the grants of deleted records and returns their keys, and only theirs', async () => {
      const [a, b, c] = [resumeKey(), jobDescriptionKey(), resumeKey()];
      const [first, second, other] = [randomUUID(), randomUUID(), randomUUID()];
      for (const key of [a, b, c]) await store().uploads.create(grant(key), new Date());
      await store().uploads.claim(a, first);
      await store().uploads.claim(b, second);
      await store().uploads.claim(c, other);
      expect((await store().uploads.forgetUsedBy([first, second, randomUUID()])).sort()).toEqual(
        [a, b].sort(),
      );
      expect(await store().uploads.find(a)).toBeUndefined();
      expect(await store().uploads.find(b)).toBeUndefined();
      expect((await store().uploads.find(c))?.usedBy).toBe(other);
      expect(await store().uploads.forgetUsedBy([])).toEqual([]);
      // A forgotten key can be granted again without a trace of its old claim.
      await store().uploads.create(grant(a), new Date());
      expect(await store().uploads.claim(a, other)).toBe('claimed');
    });

    it('lists unused grants older than a moment, oldest first, and deletes only unused ones', async () => {
      const [oldest, older, fresh, used] = [
        resumeKey(),
        jobDescriptionKey(),
        resumeKey(),
        resumeKey(),
      ];
      await store().uploads.create(grant(older), at('2030-01-01T08:30:00.000Z'));
      await store().uploads.create(grant(oldest), at('2030-01-01T08:00:00.000Z'));
      await store().uploads.create(grant(fresh), at('2030-01-01T09:30:00.000Z'));
      await store().uploads.create(grant(used), at('2030-01-01T07:00:00.000Z'));
      const user = randomUUID();
      await store().uploads.claim(used, user);
      const before = at('2030-01-01T09:00:00.000Z');
      expect((await store().uploads.listUnclaimedBefore(before, 10)).map((u) => u.key)).toEqual([
        oldest,
        older,
      ]);
      expect((await store().uploads.listUnclaimedBefore(before, 1)).map((u) => u.key)).toEqual([
        oldest,
      ]);
      expect(await store().uploads.deleteUnclaimed(oldest)).toBe(true);
      expect(await store().uploads.deleteUnclaimed(oldest)).toBe(false);
      expect(await store().uploads.deleteUnclaimed(used)).toBe(false);
      expect(await store().uploads.find(used)).toMatchObject({ usedBy: user });
      expect(await store().uploads.claim(oldest, randomUUID())).toBe('missing');
    });

    it('never lets the sweep and a record both win one upload', async () => {
      for (let trial = 0; trial < 5; trial++) {
        const key = resumeKey();
        await store().uploads.create(grant(key), new Date());
        const record = randomUUID();
        const [claimed, swept] = await Promise.all([
          store().uploads.claim(key, record),
          store().uploads.deleteUnclaimed(key),
        ]);
        const row = await store().uploads.find(key);
        if (claimed === 'claimed') {
          expect(swept).toBe(false);
          expect(row?.usedBy).toBe(record);
        } else {
          expect(swept).toBe(true);
          expect(row).toBeUndefined();
        }
      }
    });
  });

  describe('uploads: legacy references', () => {
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
