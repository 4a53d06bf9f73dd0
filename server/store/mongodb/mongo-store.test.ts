// What only the MongoDB adapter decides: which database a connection string opens, and how it reads
// documents that older versions wrote (MongoDB has no migrations: absent fields have defaults).
// The second part needs a server: it runs when MONGODB_URL is set, as the contract suite does.
import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applicationData, churchData, positionData } from '../../testing/store-fixtures';
import { StaleVersionError, type Store } from '../port';
import { collectionsOf, type MongoCollections } from './context';
import type { ApplicationDoc, PositionDoc } from './documents';
import { databaseNameOf, openMongoStore } from './mongo-store';

const MONGODB_URL = process.env.MONGODB_URL || undefined;

/** Church c1 of user u1 as written before the settings and versions existed. */
async function insertLegacyChurch(db: MongoCollections, createdAt: Date): Promise<void> {
  await db.churchProfiles.insertOne({
    _id: 'c1',
    userId: 'u1',
    churchName: 'Grace',
    denomination: null,
    location: 'Town',
    website: null,
    description: null,
    contactPhone: null,
    logoUrl: null,
    createdAt,
    updatedAt: createdAt,
  });
}

describe('databaseNameOf', () => {
  it('reads the database from the path of a connection string', () => {
    expect(databaseNameOf('mongodb://127.0.0.1:27018/board')).toBe('board');
    expect(databaseNameOf('mongodb://u:p%40ss@h1:1,h2:2/board?replicaSet=rs0')).toBe('board');
    expect(databaseNameOf('mongodb+srv://cluster0.example.net/my%20db?retryWrites=true')).toBe(
      'my db',
    );
  });

  it('answers undefined when the string names no database', () => {
    expect(databaseNameOf('mongodb://127.0.0.1:27018/')).toBeUndefined();
    expect(databaseNameOf('mongodb://127.0.0.1:27018')).toBeUndefined();
    expect(databaseNameOf('mongodb://127.0.0.1:27018/?appName=x')).toBeUndefined();
  });
});

describe.skipIf(!MONGODB_URL)(
  'a database written before the settings, tokens, summary, closing time and versions',
  () => {
    const url = MONGODB_URL ?? '';
    const dbName = `legacy_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    let client: MongoClient;
    let store: Store | undefined;

    beforeEach(async () => {
      client = await MongoClient.connect(url);
    });

    afterEach(async () => {
      await store?.close();
      store = undefined;
      await client.db(dbName).dropDatabase();
      await client.close();
    });

    it('reads its documents with the defaults, and retention counts from updatedAt', async () => {
      const createdAt = new Date('2026-01-05T10:00:00.000Z');
      const closedAt = new Date('2026-02-01T08:00:00.000Z');
      const db = collectionsOf(client.db(dbName));
      await insertLegacyChurch(db, createdAt);
      const position: Omit<PositionDoc, '_id' | 'title' | 'status' | 'updatedAt'> = {
        churchProfileId: 'c1',
        description: 'Lead',
        jobDescriptionUrl: null,
        positionType: 'full-time',
        employmentType: 'permanent',
        contactPerson: null,
        contactEmail: null,
        contactPhone: null,
        anticipatedStartDate: null,
        qualifications: null,
        responsibilities: null,
        compensation: null,
        additionalInfo: null,
        approved: true,
        createdAt,
      };
      await db.positions.insertMany([
        {
          ...position,
          _id: 'p1',
          title: 'Pastor',
          status: 'closed',
          updatedAt: closedAt,
        },
        {
          ...position,
          _id: 'p2',
          title: 'Organist',
          status: 'active',
          updatedAt: createdAt,
        },
      ]);
      const application: Omit<ApplicationDoc, '_id' | 'positionId' | 'studentName' | 'resumeUrl'> =
        {
          studentEmail: 'a@example.edu',
          studentPhone: null,
          studentMajor: null,
          graduationYear: null,
          availableStartDate: null,
          coverLetter: null,
          status: 'pending',
          createdAt,
          updatedAt: createdAt,
        };
      await db.applications.insertMany([
        {
          ...application,
          _id: 'a1',
          positionId: 'p1',
          studentName: 'First',
          resumeUrl: '/uploads/resumes/a1.pdf',
        },
        {
          ...application,
          _id: 'a2',
          positionId: 'p2',
          studentName: 'Second',
          resumeUrl: null,
        },
        {
          ...application,
          _id: 'a3',
          positionId: 'p2',
          studentName: 'Third',
          resumeUrl: null,
        },
      ]);
      await db.applicationNotes.insertOne({
        _id: 'n1',
        applicationId: 'a1',
        authorId: 'u1',
        text: 'Kept until retention',
        createdAt: closedAt,
      });

      store = await openMongoStore(url, dbName);
      expect(await store.churches.findById('c1')).toMatchObject({
        churchName: 'Grace',
        applicationEmails: 'each',
        declineTemplate: null,
      });
      // A save without the settings gives them their defaults.
      const { profile } = await store.churches.upsertForUser(
        'u1',
        churchData({ churchName: 'Grace' }),
      );
      expect(profile).toMatchObject({ applicationEmails: 'each', declineTemplate: null });
      expect(await store.applications.findById('a2')).toMatchObject({ studentName: 'Second' });
      expect(await store.applications.countsByStatusForChurch('c1')).toEqual({
        p1: { pending: 1, reviewed: 0, contacted: 0, declined: 0, hired: 0 },
        p2: { pending: 2, reviewed: 0, contacted: 0, declined: 0, hired: 0 },
      });
      // Older applications wait for no summary, even once their church chooses one.
      await store.churches.upsertForUser('u1', churchData({ applicationEmails: 'daily' }));
      expect(await store.applications.awaitingDigest(new Date())).toEqual([]);
      // Applications without a token (any number of them) do not stand in the token index's way.
      const withToken = await store.applications.create('p2', {
        ...applicationData(),
        statusTokenHash: 'a'.repeat(64),
      });
      expect(await store.applications.findByStatusTokenHash('a'.repeat(64))).toEqual(withToken);

      // p1 was closed before closedAt was kept: its retention counts from its updatedAt.
      expect(await store.applications.deleteOfPositionsClosedBefore(closedAt)).toEqual({
        applicationIds: [],
        resumeUrls: [],
      });
      expect(
        await store.applications.deleteOfPositionsClosedBefore(new Date(closedAt.getTime() + 1)),
      ).toEqual({ applicationIds: ['a1'], resumeUrls: ['/uploads/resumes/a1.pdf'] });
      expect(await store.applications.listNotes('a1')).toEqual([]);
      expect(await store.applications.findById('a2')).toBeDefined();
    });

    it('reads positions and profiles from before versions, and their first change keeps their times', async () => {
      const createdAt = new Date('2026-01-05T10:00:00.000Z');
      const closedAt = new Date('2026-02-01T08:00:00.000Z');
      const db = collectionsOf(client.db(dbName));
      await insertLegacyChurch(db, createdAt);
      const legacy: Omit<PositionDoc, '_id' | 'status' | 'approved' | 'updatedAt'> = {
        ...positionData(),
        churchProfileId: 'c1',
        createdAt,
      };
      delete legacy.applyBy;
      await db.positions.insertMany([
        { ...legacy, _id: 'closed', status: 'closed', approved: true, updatedAt: closedAt },
        { ...legacy, _id: 'live', status: 'active', approved: true, updatedAt: createdAt },
        { ...legacy, _id: 'edited', status: 'active', approved: true, updatedAt: createdAt },
        { ...legacy, _id: 'pending', status: 'active', approved: false, updatedAt: createdAt },
      ]);

      store = await openMongoStore(url, dbName);
      expect(await store.churches.findById('c1')).toMatchObject({ version: 1 });
      await expect(
        store.churches.upsertForUser('u1', churchData({ churchName: 'Grace' }), 2),
      ).rejects.toBeInstanceOf(StaleVersionError);
      const { profile } = await store.churches.upsertForUser('u1', churchData(), 1);
      expect(profile.version).toBe(2);

      // Closed then only by the 60-day archive, whose write was the last update.
      expect(await store.positions.findById('closed')).toMatchObject({
        version: 1,
        applyBy: null,
        approvedAt: closedAt.toISOString(),
        closedReason: 'expired',
        closedAt: closedAt.toISOString(),
        declined: null,
      });
      // Approved ones went live when approving last updated them.
      expect(await store.positions.findById('live')).toMatchObject({
        version: 1,
        approvedAt: createdAt.toISOString(),
        closedReason: null,
        closedAt: null,
      });
      expect(await store.positions.findById('pending')).toMatchObject({ approvedAt: null });
      const afterLive = new Date(createdAt.getTime() + 1);
      expect((await store.positions.dueForExpiryReminder(afterLive)).map((p) => p.id)).toEqual([
        'edited',
        'live',
      ]);

      // A change moves updatedAt, not the time the position went live.
      const saved = await store.positions.saveRevision('edited', positionData({ title: 'New' }), 1);
      expect(saved?.position).toMatchObject({ version: 2, approvedAt: createdAt.toISOString() });
      expect(await store.positions.extendLive('edited', createdAt.toISOString())).toMatchObject({
        version: 3,
      });
      expect((await store.positions.dueForExpiryReminder(afterLive)).map((p) => p.id)).toEqual([
        'live',
      ]);
      expect(await store.positions.closeExpired(afterLive)).toEqual(['live']);
      // The pending one never expires.
      expect(await store.positions.findById('pending')).toMatchObject({ status: 'active' });
      // A reopened legacy position goes live again, and closedAt no longer counts for retention.
      expect(await store.positions.reopen('closed', false)).toMatchObject({
        status: 'active',
        version: 2,
        closedReason: null,
        closedAt: null,
      });
    });

    it('reads an audit entry recorded before approvals kept the version', async () => {
      const at = new Date('2026-03-01T09:00:00.000Z');
      await collectionsOf(client.db(dbName)).auditLog.insertOne({
        _id: 'e1',
        at,
        actorId: 'u1',
        actorEmail: 'admin@example.edu',
        action: 'approve',
        positionId: 'p1',
        positionTitle: 'Pastor',
        detail: null,
      });
      store = await openMongoStore(url, dbName);
      expect(await store.auditLog.list(10)).toEqual([
        expect.objectContaining({ id: 'e1', action: 'approve', version: null }),
      ]);
    });

    it('gets past the claim of a writer that died, and not past a live one', async () => {
      store = await openMongoStore(url, dbName);
      const user = await store.users.create({
        email: 'grace@example.org',
        firstName: null,
        lastName: null,
        profileImageUrl: null,
        passwordHash: null,
        oidcSubject: null,
        emailVerified: true,
      });
      const { profile } = await store.churches.upsertForUser(user.id, churchData());
      const position = await store.positions.create(profile.id, positionData());
      const claims = collectionsOf(client.db(dbName)).claims;
      await claims.insertOne({
        _id: `position:${position.id}#1`,
        kind: 'position',
        owner: position.id,
        value: null,
        createdAt: new Date(Date.now() - 60_000),
      });
      expect(await store.positions.approve(position.id, 1)).toMatchObject({ version: 2 });
      expect(await claims.countDocuments()).toBe(0);

      await claims.insertOne({
        _id: `position:${position.id}#2`,
        kind: 'position',
        owner: position.id,
        value: null,
        createdAt: new Date(),
      });
      await expect(store.positions.close(position.id, 'filled')).rejects.toThrow(/busy/);
      // Deleting the position takes its leftover claims with it.
      await store.positions.delete(position.id);
      expect(await claims.countDocuments()).toBe(0);
    });
  },
);

describe.skipIf(!MONGODB_URL)('the mail queue shared by two server instances', () => {
  const url = MONGODB_URL ?? '';
  const dbName = `mail_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  let client: MongoClient;
  let one: Store;
  let two: Store;

  beforeEach(async () => {
    client = await MongoClient.connect(url);
    one = await openMongoStore(url, dbName);
    two = await openMongoStore(url, dbName);
  });

  afterEach(async () => {
    await one.close();
    await two.close();
    await client.db(dbName).dropDatabase();
    await client.close();
  });

  /** The grouped notices' message: how many positions are live, then one line each. */
  const compose = (items: readonly string[]) => ({
    subject: `${String(items.length)} positions are live`,
    text: items.join('\n'),
    html: null,
  });

  it('gathers the notices both instances queue for one group into one message', async () => {
    const until = new Date(Date.now() + 120_000);
    const items = Array.from({ length: 40 }, (_, n) => `position ${String(n)}`);
    const queued = await Promise.all(
      items.map((item, n) =>
        (n % 2 === 0 ? one : two).mail.enqueueGrouped(
          { to: 'grace@church.test' },
          { key: 'position-live|grace@church.test', item, until, compose },
        ),
      ),
    );
    expect(new Set(queued.map((message) => message.id)).size).toBe(1);
    const claimed = await two.mail.claimDue(until, new Date(until.getTime() + 60_000), 10);
    expect(claimed).toHaveLength(1);
    expect(claimed[0]?.subject).toBe('40 positions are live');
    expect(claimed[0]?.text.split('\n').sort()).toEqual([...items].sort());
  });

  it('queues a burst of 100 notices for one church without failing or losing one', async () => {
    const until = new Date(Date.now() + 120_000);
    const items = Array.from({ length: 100 }, (_, n) => `position ${String(n)}`);
    await Promise.all(
      items.map((item, n) =>
        (n % 2 === 0 ? one : two).mail.enqueueGrouped(
          { to: 'grace@church.test' },
          { key: 'position-live|grace@church.test', item, until, compose },
        ),
      ),
    );
    const claimed = await two.mail.claimDue(until, new Date(until.getTime() + 60_000), 100);
    // Joins take turns; a notice that waited long starts the group's next message instead.
    expect(claimed.length).toBeLessThanOrEqual(4);
    const sent = claimed.flatMap((message) => message.text.split('\n'));
    expect(sent.sort()).toEqual([...items].sort());
  });

  it('starts the next message of the group when a notice joining the waiting one died', async () => {
    const until = new Date(Date.now() + 120_000);
    const group = (item: string) => ({
      key: 'position-live|ada@church.test',
      item,
      until,
      compose,
    });
    const first = await one.mail.enqueueGrouped({ to: 'ada@church.test' }, group('Worship Leader'));
    // A joiner of the other instance took the message's next round and died before writing it.
    await collectionsOf(client.db(dbName)).claims.insertOne({
      _id: `mail:${first.id}#1`,
      kind: 'mail',
      owner: first.id,
      value: new Date(Date.now() + 30_000),
      createdAt: new Date(),
    });
    const next = await two.mail.enqueueGrouped({ to: 'ada@church.test' }, group('Youth Pastor'));
    expect(next.id).not.toBe(first.id);
    expect(next.subject).toBe('1 positions are live');
    expect(next.text).toBe('Youth Pastor');
  });

  it('sends a message queued before priorities and Reply-To as a notice without Reply-To', async () => {
    const createdAt = new Date(Date.now() - 60_000);
    await collectionsOf(client.db(dbName)).mailQueue.insertOne({
      _id: randomUUID(),
      to: 'grace@church.test',
      subject: 'Worship Leader is live on the job board',
      text: 'Hello',
      html: null,
      attempts: 0,
      nextAttemptAt: createdAt,
      lastError: null,
      sentAt: null,
      createdAt,
      leases: 0,
    });
    const verify = await one.mail.enqueue({
      to: 'ada@church.test',
      subject: 'Confirm your e-mail address',
      text: 'Open the link',
      html: null,
      priority: 'sign-in',
    });
    const now = new Date(Date.now() + 1000);
    const claimed = await two.mail.claimDue(now, new Date(now.getTime() + 60_000), 10);
    expect(claimed.map((message) => message.id)[0]).toBe(verify.id);
    expect(claimed[1]).toMatchObject({
      replyTo: null,
      priority: 'notice',
      to: 'grace@church.test',
    });
  });
});
