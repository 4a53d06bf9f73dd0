// The first screen in a page's answer (appPage with its sources): what each page is rendered from,
// that a missing or failing renderer leaves the page as before (empty #root, logged), and that a
// page drawn for a signed-in viewer is private.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import type { FirstScreenData } from '../../shared/first-screen';
import type { ApiErrorBody } from '../../shared/types';
import { adminClient, churchWithProfile, postedPosition } from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { appPerTest } from '../testing/per-test';
import { appPage } from './app-pages';
import { JOBS_NOSCRIPT, type FirstScreenSources } from './first-screen';
import type { RenderFirstScreen } from './first-screen-renderer';

const template = readFileSync(path.join(import.meta.dirname, '../../web/index.html'), 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
const LIST = { positions: [], total: 3, refreshedAt: 1_700_000_000_000 };

const app = appPerTest({ env: { COLLEGE_NAME: 'Test College' } });

/** Sources whose renderer records what it was asked to draw. */
function recordingSources(render?: RenderFirstScreen) {
  const calls: { url: string; data: FirstScreenData }[] = [];
  const sources: FirstScreenSources = {
    renderer: () =>
      Promise.resolve(
        render ??
          ((url, data) => {
            calls.push({ url, data });
            return Promise.resolve(`<h1>${data.config.collegeName}</h1>`);
          }),
      ),
    list: () => Promise.resolve(LIST),
  };
  return { sources, calls };
}

const anonymous = (path: string) => ({ path, viewer: undefined });

describe('a page with its first screen', () => {
  it('draws /jobs from the configuration, no viewer and the first positions', async () => {
    const { sources, calls } = recordingSources();
    const page = await appPage(app.deps, template, anonymous('/jobs'), sources);
    expect(page.status).toBe(200);
    expect(page.private).toBe(false);
    expect(calls).toEqual([
      {
        url: '/jobs',
        data: {
          // As GET /api/config answers.
          config: (await new TestClient(app.callback).get('/api/config')).body,
          viewer: null,
          list: LIST,
        },
      },
    ]);
    expect(page.html).toContain(`<div id="root"><h1>Test College</h1>${JOBS_NOSCRIPT}</div>`);
    expect(page.html).toContain('<script type="application/json" id="first-screen">');
  });

  it("draws a position's page from its detail, and a missing position not at all", async () => {
    const { client: church } = await churchWithProfile(app, 'grace@church.test');
    const position = await postedPosition(church, {}, await adminClient(app));
    const { sources, calls } = recordingSources();
    const shown = await appPage(app.deps, template, anonymous(`/jobs/${position.id}`), sources);
    expect(shown.status).toBe(200);
    expect(calls[0]?.data.position?.id).toBe(position.id);
    expect(calls[0]?.data.position?.church?.churchName).toBeTruthy();

    const missing = await appPage(app.deps, template, anonymous('/jobs/nothing-here'), sources);
    expect(missing.status).toBe(404);
    expect(calls).toHaveLength(1);
    expect(missing.html).toContain(EMPTY_ROOT);
  });

  it("draws a closed position's page from the API's 410 body, and the query the address carries", async () => {
    const { client: church } = await churchWithProfile(app, 'grace@church.test');
    const position = await postedPosition(church, { title: 'Closed Post' }, await adminClient(app));
    await app.store.positions.close(position.id, 'filled');
    const { sources, calls } = recordingSources();
    const page = await appPage(
      app.deps,
      template,
      { path: `/jobs/${position.id}`, search: 'apply=true', viewer: undefined },
      sources,
    );
    expect(page.status).toBe(410);
    const answer = await new TestClient(app.callback).get<ApiErrorBody>(api.position(position.id));
    expect(calls).toEqual([
      {
        url: `/jobs/${position.id}?apply=true`,
        data: expect.objectContaining({ closed: answer.body.closed }) as unknown,
      },
    ]);
    expect(calls[0]?.data.position).toBeUndefined();
  });

  it('is private when drawn for a signed-in viewer', async () => {
    const { user } = await churchWithProfile(app, 'grace@church.test');
    const viewer = await app.store.users.findById(user.id);
    const { sources, calls } = recordingSources();
    const page = await appPage(app.deps, template, { path: '/', viewer }, sources);
    expect(page.private).toBe(true);
    expect(calls[0]?.data.viewer).toEqual(user);
  });

  it('leaves #root empty on pages drawn in the browser only', async () => {
    const { sources, calls } = recordingSources();
    const page = await appPage(app.deps, template, anonymous('/church/dashboard'), sources);
    expect(calls).toEqual([]);
    expect(page.html).toContain(EMPTY_ROOT);
  });
});

describe('a page whose first screen cannot be drawn', () => {
  it('goes out with an empty #root when no renderer is built', async () => {
    const sources: FirstScreenSources = {
      renderer: () => Promise.resolve(null),
      list: () => Promise.resolve(LIST),
    };
    const page = await appPage(app.deps, template, anonymous('/jobs'), sources);
    expect(page.status).toBe(200);
    expect(page.html).toContain(EMPTY_ROOT);
    expect(page.html).not.toContain('first-screen');
  });

  it('goes out with an empty #root, and the failure logged, when rendering throws', async () => {
    const { sources } = recordingSources(() =>
      Promise.reject(new TypeError('window is not defined')),
    );
    const page = await appPage(app.deps, template, anonymous('/jobs'), sources);
    expect(page.status).toBe(200);
    expect(page.html).toContain(EMPTY_ROOT);
    expect(page.html).toContain('<title>');
    expect(app.log.lines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'first screen not rendered',
        error: 'TypeError: window is not defined',
      }),
    );
  });

  it('goes out with an empty #root when the list cannot be read', async () => {
    const sources: FirstScreenSources = {
      renderer: recordingSources().sources.renderer,
      list: () => Promise.reject(new Error('store down')),
    };
    const page = await appPage(app.deps, template, anonymous('/jobs'), sources);
    expect(page.status).toBe(200);
    expect(page.html).toContain(EMPTY_ROOT);
  });
});
