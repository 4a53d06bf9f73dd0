// What the server answered to this page's own review writes, held until the screens' reads catch
// up. A delivered write leaves the outbox at once, but the list and the application are read again
// only after it; in between they would show the old status or lose the new note for a moment.
// Each answer counts only over a read older than itself: a newer read already shows it.
import { useSyncExternalStore } from 'react';
import type { ApplicationNote, ReviewedApplication } from '../../../../shared/types';

/** Something delivered, with when (epoch ms). */
interface At<T> {
  value: T;
  at: number;
}

/** The delivered review of one application. */
interface Settled {
  application?: At<ReviewedApplication>;
  addedNotes: At<ApplicationNote>[];
  deletedNotes: At<string>[];
}

/** The delivered reviews, by application id. */
export type SettledReviews = ReadonlyMap<string, Settled>;

let settled: SettledReviews = new Map();
const listeners = new Set<() => void>();

function update(applicationId: string, change: (entry: Settled, at: number) => Settled): void {
  const next = new Map(settled);
  next.set(
    applicationId,
    change(next.get(applicationId) ?? { addedNotes: [], deletedNotes: [] }, Date.now()),
  );
  settled = next;
  for (const listener of listeners) listener();
}

/** The server's answer to a status change. */
export function settleApplication(application: ReviewedApplication): void {
  update(application.id, (entry, at) => ({ ...entry, application: { value: application, at } }));
}

/** The server's answer to a note added. */
export function settleNoteAdded(note: ApplicationNote): void {
  update(note.applicationId, (entry, at) => ({
    ...entry,
    addedNotes: [...entry.addedNotes, { value: note, at }],
  }));
}

/** A note deletion the server applied. */
export function settleNoteDeleted(applicationId: string, noteId: string): void {
  update(applicationId, (entry, at) => ({
    ...entry,
    deletedNotes: [...entry.deletedNotes, { value: noteId, at }],
  }));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The delivered reviews, followed live. */
export function useSettledReviews(): SettledReviews {
  return useSyncExternalStore(subscribe, () => settled);
}

/** The application with a status delivered after `readAt` (when the screen's copy was read). */
export function withSettled<T extends ReviewedApplication>(
  application: T,
  readAt: number,
  reviews: SettledReviews,
): T {
  const delivered = reviews.get(application.id)?.application;
  if (!delivered || delivered.at <= readAt) return application;
  const { status, history, updatedAt } = delivered.value;
  return { ...application, status, updatedAt, ...(history ? { history } : {}) };
}

/** The notes with those added and deleted after `readAt`. */
export function notesWithSettled(
  applicationId: string,
  notes: readonly ApplicationNote[],
  readAt: number,
  reviews: SettledReviews,
): ApplicationNote[] {
  const entry = reviews.get(applicationId);
  if (!entry) return [...notes];
  const known = new Set(notes.map((note) => note.id));
  const added = entry.addedNotes
    .filter((item) => item.at > readAt && !known.has(item.value.id))
    .map((item) => item.value);
  const deleted = new Set(
    entry.deletedNotes.filter((item) => item.at > readAt).map((item) => item.value),
  );
  return [...notes, ...added].filter((note) => !deleted.has(note.id));
}
