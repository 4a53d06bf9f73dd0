// GET /healthz: what a load balancer or an operator asks. 503 when the store or the file storage
// does not answer, with which one. The data disk's free space is reported too: under its floor new
// uploads are refused (507), but everything else works, so the answer stays 200 and the instance in
// rotation; `disk.uploads` says "refused" for monitoring to alert on.
import Router from '@koa/router';
import type { AppDeps, AppState } from '../deps';
import { diskReport, type DiskReport } from '../uploads/disk-space';

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

/** GET /healthz reporting the store and the file storage. */
export function healthRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/healthz', async (ctx) => {
    const [store, files, space] = await Promise.all([
      probe(() => deps.store.ping()),
      probe(() => deps.files.ping()),
      disk(deps),
    ]);
    const ok = store.ok && files.ok;
    ctx.status = ok ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      status: ok ? 'ok' : 'unavailable',
      store: { kind: deps.store.kind, ...store },
      files: { kind: deps.files.kind, ...files },
      disk: space,
    };
  });
  return router;
}
