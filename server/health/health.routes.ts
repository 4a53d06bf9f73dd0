// GET /healthz: what a load balancer or an operator asks. 503 when the store or the file storage
// does not answer, with which one.
import Router from '@koa/router';
import type { AppDeps, AppState } from '../deps';

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
    const [store, files] = await Promise.all([
      probe(() => deps.store.ping()),
      probe(() => deps.files.ping()),
    ]);
    const ok = store.ok && files.ok;
    ctx.status = ok ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      status: ok ? 'ok' : 'unavailable',
      store: { kind: deps.store.kind, ...store },
      files: { kind: deps.files.kind, ...files },
    };
  });
  return router;
}
