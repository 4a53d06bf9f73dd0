// The daily summary for churches that chose one (decision 0020): every waiting application, one
// e-mail per church and recipient address (a position's contact e-mail, else the account's), then
// those applications are marked sent. The scheduler's claim runs it on one instance a day; a crash
// between queueing and marking sends those again the next day rather than never.
import type { AppDeps } from '../deps';
import { churchRecipient } from '../applications/application-notifications';
import { applicationDigestMessage, type DigestEntry } from '../mail/application-messages';
import { queueWithoutFailing } from '../mail/queued-mailer';
import type { DigestItem } from '../store/port';

type Deps = Pick<AppDeps, 'store' | 'config' | 'mailer' | 'log' | 'now'>;

/** What one run did. */
export interface DigestResult {
  /** Summaries queued. */
  sent: number;
  /** Applications they listed (now marked). */
  applications: number;
}

interface Summary {
  to: string;
  churchName: string;
  churchUserId: string;
  entries: DigestEntry[];
}

/** Groups the waiting applications by church and recipient; items whose recipient is gone are dropped. */
async function summaries(deps: Deps, items: readonly DigestItem[]): Promise<Summary[]> {
  const grouped = new Map<string, Summary>();
  const accountEmails = new Map<string, string | undefined>();
  for (const item of items) {
    let to = item.positionContactEmail ?? undefined;
    if (!to) {
      if (!accountEmails.has(item.churchUserId)) {
        accountEmails.set(item.churchUserId, await churchRecipient(deps, null, item.churchUserId));
      }
      to = accountEmails.get(item.churchUserId);
    }
    if (!to) continue;
    const key = `${item.churchProfileId}\u0000${to.toLowerCase()}`;
    const summary = grouped.get(key) ?? {
      to,
      churchName: item.churchName,
      churchUserId: item.churchUserId,
      entries: [],
    };
    summary.entries.push({
      applicationId: item.applicationId,
      studentName: item.studentName,
      positionTitle: item.positionTitle,
      createdAt: item.createdAt,
    });
    grouped.set(key, summary);
  }
  return [...grouped.values()];
}

/** Sends the churches' daily summaries of the applications that arrived before now. */
export async function sendApplicationDigests(deps: Deps): Promise<DigestResult> {
  const items = await deps.store.applications.awaitingDigest(deps.now());
  const result: DigestResult = { sent: 0, applications: 0 };
  const done: string[] = [];
  for (const summary of await summaries(deps, items)) {
    const queued = await queueWithoutFailing(
      deps,
      {
        ...applicationDigestMessage(deps.config, summary.to, summary.churchName, summary.entries),
        // The summary names each student: erasing any of them takes the whole summary away.
        about: [...summary.entries.map((entry) => entry.applicationId), summary.churchUserId],
      },
      { mail: 'application digest', applications: summary.entries.length },
    );
    // A summary that could not be queued stays waiting: tomorrow's run lists it again.
    if (!queued) continue;
    result.sent += 1;
    result.applications += summary.entries.length;
    done.push(...summary.entries.map((entry) => entry.applicationId));
  }
  if (done.length > 0) await deps.store.applications.markDigested(done);
  return result;
}
