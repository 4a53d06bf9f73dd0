// Liveness and readiness (docs/decisions/0033-stopping-health-and-jobs.md).
// GET /healthz: liveness, what a supervisor asks before restarting the process. 200 whenever the
// process answers: restarting does not bring back a database or a bucket, and every instance shares
// them, so a 503 there would restart them all at once. The body reports the store, the file storage
// and the data disk (under its floor new uploads are refused with 507), `status` 'degraded' when
// the store or the files do not answer, for monitoring to alert on.
// GET /readyz: readiness, what a load balancer asks before sending traffic. 503 while the store does
// not answer (no page or write could work) and from the moment the process begins to stop, so
// traffic drains. The file storage is left out: without it only uploads and downloads fail, and
// every instance shares it, so taking them all out of rotation would lose the rest too.
import Router from '@koa/router';
import type { AppDeps, AppState } from '../deps';
import { diskReport, type DiskReport } from '../uploads/disk-space';

/** What only the running process knows about itself. */
export interface Lifecycle {
  /** True once the process has begun to stop. */
  isStopping: () => boolean;
}

async function disk(deps: AppDeps): Promise<DiskReport | { error: string }> {
  try {
    return await diskReport(deps.config);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

async function probe(check: () => Promise<void>): Promise<{ ok: boolean; error?: string }> {
  try {
    await check();
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** GET /healthz (liveness, with a report) and GET /readyz (readiness). */
export function healthRoutes(deps: AppDeps, lifecycle: Lifecycle): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/healthz', async (ctx) => {
    const [store, files, space] = await Promise.all([
      probe(() => deps.store.ping()),
      probe(() => deps.files.ping()),
      disk(deps),
    ]);
    ctx.status = 200;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      status: store.ok && files.ok ? 'ok' : 'degraded',
      store: { kind: deps.store.kind, ...store },
      files: { kind: deps.files.kind, ...files },
      disk: space,
    };
  });
  router.get('/readyz', async (ctx) => {
    const store = lifecycle.isStopping() ? null : await probe(() => deps.store.ping());
    const ready = store !== null && store.ok;
    ctx.status = ready ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      status: ready ? 'ready' : store === null ? 'stopping' : 'unavailable',
      ...(store === null ? {} : { store: { kind: deps.store.kind, ...store } }),
    };
  });
  return router;
}
