// The store contract: one suite, run on every adapter of server/store/port.ts. SQLite always runs
// (in memory); MongoDB runs when MONGODB_URL is set (CI points it at FerretDB) and is skipped with a
// printed notice otherwise. Each test gets a fresh, empty store.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contractTargets, type ContractContext } from '../testing/contract-targets';
import { applicationLifecycleContract } from './contract/application-lifecycle.contract';
import { applicationReviewContract } from './contract/application-review.contract';
import { applicationsContract } from './contract/applications.contract';
import { auditLogContract } from './contract/audit-log.contract';
import { churchesContract } from './contract/churches.contract';
import { declineMessagesContract } from './contract/decline-messages.contract';
import { erasureContract } from './contract/erasure.contract';
import { idempotencyContract } from './contract/idempotency.contract';
import { jobsContract } from './contract/jobs.contract';
import { mailContract } from './contract/mail.contract';
import { positionLifecycleContract } from './contract/position-lifecycle.contract';
import { positionReviewContract } from './contract/position-review.contract';
import { positionsContract } from './contract/positions.contract';
import { publicListSyncContract } from './contract/public-list-sync.contract';
import { publicListVersionContract } from './contract/public-list-version.contract';
import { rateLimitsContract } from './contract/rate-limits.contract';
import { sessionsContract } from './contract/sessions.contract';
import { tokensContract } from './contract/tokens.contract';
import { uploadsContract } from './contract/uploads.contract';
import { usersContract } from './contract/users.contract';
import type { Store } from './port';

const targets = contractTargets(process.env.MONGODB_URL || undefined);

for (const target of targets) {
  // console.log, not console.error: the test setup fails any test that writes to console.error.
  if (target.skipReason !== null)
    console.log(`MongoDB contract suite skipped: ${target.skipReason}`);
}

describe.each(targets)('$name store', (target) => {
  // describe.each cannot skip one row, so each row skips its own body.
  const suite = target.skipReason === null ? describe : describe.skip;

  suite('contract', () => {
    let current: Store | undefined;
    const ctx: ContractContext = {
      target,
      store: () => {
        if (current === undefined) throw new Error('No store is open');
        return current;
      },
    };

    beforeEach(async () => {
      current = await target.open();
    });

    afterEach(async () => {
      if (current !== undefined) await target.dispose(current);
      current = undefined;
    });

    afterAll(() => target.teardown());

    it('answers ping and reports its kind', async () => {
      await expect(ctx.store().ping()).resolves.toBeUndefined();
      expect(ctx.store().kind).toBe(target.name);
      // Only a store several instances can share keeps rate limits (SQLite's count in memory).
      expect(ctx.store().rateLimits === null).toBe(target.name === 'sqlite');
    });

    usersContract(ctx);
    sessionsContract(ctx);
    churchesContract(ctx);
    positionsContract(ctx);
    positionReviewContract(ctx);
    positionLifecycleContract(ctx);
    applicationsContract(ctx);
    applicationReviewContract(ctx);
    applicationLifecycleContract(ctx);
    declineMessagesContract(ctx);
    publicListVersionContract(ctx);
    publicListSyncContract(ctx);
    idempotencyContract(ctx);
    tokensContract(ctx);
    mailContract(ctx);
    jobsContract(ctx);
    uploadsContract(ctx);
    auditLogContract(ctx);
    erasureContract(ctx);
    if (target.name === 'mongodb') rateLimitsContract(ctx);
  });
});
