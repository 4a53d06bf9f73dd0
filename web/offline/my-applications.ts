// The applications sent from this device, in the read model's `myApplications` table:
// kept from each receipt the server gives a delivered application (whoever sent it: the apply
// dialog, a page's flush or the service worker's), so the position's card and page say
// 'Applied on {date}' and link to the private status page. The status page keeps its last answer
// here too, so it opens offline; a page opened from the e-mail on another device starts a record.
import { liveQuery } from 'dexie';
import type { ApplicationReceipt, ApplicationStatusView } from '../../shared/types';
import { CacheDb, type MyApplication } from './cache-db';
import type { OutboxEntry } from './outbox-db';

let instance: CacheDb | undefined;

/** The read-model database, opened on first use (the service worker has its own instance). */
export function myApplicationsDb(): CacheDb {
  instance ??= new CacheDb();
  return instance;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The receipt in POST /api/applications's answer, or undefined when the answer has none (an
 * answer without a status token gives no status page to link to).
 */
export function receiptOf(body: unknown): ApplicationReceipt | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const receipt = body as Partial<Record<keyof ApplicationReceipt, unknown>>;
  if (
    !isText(receipt.id) ||
    !isText(receipt.positionId) ||
    !isText(receipt.statusToken) ||
    !isText(receipt.createdAt)
  ) {
    return undefined;
  }
  return body as ApplicationReceipt;
}

/**
 * Keeps a delivered application's receipt, with the position's name when the sender knew it
 * (again: the status page's copy stays).
 */
export async function keepReceipt(
  receipt: ApplicationReceipt,
  db = myApplicationsDb(),
  position?: MyApplication['position'],
): Promise<void> {
  await db.transaction('rw', db.myApplications, async () => {
    const existing = await db.myApplications.get(receipt.id);
    await db.myApplications.put({
      ...existing,
      applicationId: receipt.id,
      positionId: receipt.positionId,
      statusToken: receipt.statusToken,
      appliedAt: receipt.createdAt,
      ...(position ? { position } : {}),
    });
  });
}

/** A delivery a flush reported: the entry and the server's answer. */
export interface Delivery {
  entry: OutboxEntry;
  body: unknown;
}

/**
 * Keeps the receipts of the applications among `delivered` (a flush's report). Never rejects: the
 * applications did arrive, and a device that cannot store the receipt only loses 'Applied on'.
 */
export async function keepDeliveredApplications(
  delivered: readonly Delivery[],
  db = myApplicationsDb(),
): Promise<void> {
  for (const { entry, body } of delivered) {
    if (entry.operation.kind !== 'application') continue;
    const receipt = receiptOf(body);
    if (!receipt) continue;
    try {
      await keepReceipt(receipt, db, entry.operation.position);
    } catch (error) {
      console.warn('Could not keep the application on this device:', error);
    }
  }
}

/** The application this device keeps under `token`, if any. */
export async function myApplicationByToken(
  token: string,
  db = myApplicationsDb(),
): Promise<MyApplication | undefined> {
  // A handful of records per device: no index needed.
  return db.myApplications.filter((record) => record.statusToken === token).first();
}

/** The latest application this device sent to each position. */
export function latestByPosition(
  records: readonly MyApplication[],
): ReadonlyMap<string, MyApplication> {
  const latest = new Map<string, MyApplication>();
  for (const record of records) {
    const known = latest.get(record.positionId);
    if (!known || known.appliedAt < record.appliedAt) latest.set(record.positionId, record);
  }
  return latest;
}

/** The latest application this device sent to `positionId`, if any. */
export async function myApplicationFor(
  positionId: string,
  db = myApplicationsDb(),
): Promise<MyApplication | undefined> {
  const records = await db.myApplications.where('positionId').equals(positionId).toArray();
  return latestByPosition(records).get(positionId);
}

/**
 * Keeps the status page's answer with the application, for reading offline; an application this
 * device did not send (the page opened from the e-mail elsewhere) gets its record here.
 */
export async function keepStatusView(
  token: string,
  view: ApplicationStatusView,
  now = Date.now(),
  db = myApplicationsDb(),
): Promise<void> {
  await db.transaction('rw', db.myApplications, async () => {
    const existing = await db.myApplications.get(view.application.id);
    await db.myApplications.put({
      applicationId: view.application.id,
      positionId: view.position.id,
      statusToken: token,
      appliedAt: existing?.appliedAt ?? view.application.createdAt,
      lastView: view,
      lastViewAt: now,
    });
  });
}

/** Removes the application kept under `token` (withdrawn, or the server no longer has it). */
export async function forgetMyApplication(token: string, db = myApplicationsDb()): Promise<void> {
  await db.myApplications.filter((record) => record.statusToken === token).delete();
}

/** Calls `onChange` with the latest application per position now and after every change. */
export function watchMyApplications(
  onChange: (byPosition: ReadonlyMap<string, MyApplication>) => void,
  onError: (error: unknown) => void,
  db = myApplicationsDb(),
): () => void {
  const subscription = liveQuery(async () =>
    latestByPosition(await db.myApplications.toArray()),
  ).subscribe({ next: onChange, error: onError });
  return () => subscription.unsubscribe();
}

/** Calls `onChange` with every application this device keeps, newest first, now and after changes. */
export function watchAllMyApplications(
  onChange: (records: readonly MyApplication[]) => void,
  onError: (error: unknown) => void,
  db = myApplicationsDb(),
): () => void {
  const subscription = liveQuery(async () =>
    (await db.myApplications.toArray()).sort((a, b) => b.appliedAt.localeCompare(a.appliedAt)),
  ).subscribe({ next: onChange, error: onError });
  return () => subscription.unsubscribe();
}
