// What only the MongoDB adapter decides: which database a connection string opens, and how it reads
// documents that older versions wrote (MongoDB has no migrations: absent fields have defaults).
// The second part needs a server: it runs when MONGODB_URL is set, as the contract suite does.
import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applicationData, churchData } from '../../testing/store-fixtures';
import type { Store } from '../port';
import { collectionsOf } from './context';
import type { ApplicationDoc, PositionDoc } from './documents';
import { databaseNameOf, openMongoStore } from './mongo-store';

const MONGODB_URL = process.env.MONGODB_URL || undefined;

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
  'a database written before the settings, tokens, summary and closing time',
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
  },
);
