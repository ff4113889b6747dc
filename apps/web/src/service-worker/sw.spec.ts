import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { RouteMatchCallbackOptions } from 'workbox-core/types.js';
import type { Route } from 'workbox-routing';
import { SKIP_WAITING } from './sw-contract';
import { TAKEOVER_DEADLINE_MS, type OpenWindow } from './sw-rules';

const ORIGIN = 'https://brand.test';

/** The routes the worker registers: Workbox's router is left out, as is its precache (no Cache Storage here). */
const registered = vi.hoisted(() => ({ routes: [] as Route[] }));
vi.mock('workbox-routing', async (original) => ({
  ...(await original<typeof import('workbox-routing')>()),
  registerRoute: (route: Route) => registered.routes.push(route),
}));
vi.mock('workbox-precaching', async () => {
  const { Route } = await import('workbox-routing');
  return {
    precache: () => undefined,
    cleanupOutdatedCaches: () => undefined,
    createHandlerBoundToURL: () => async () => new Response('the shell'),
    // The precache's own route, as Workbox's answers `/` with the precached index.html.
    addRoute: () =>
      registered.routes.push(
        new Route(
          ({ url }) => ['/', '/index.html'].includes(url.pathname),
          async () => new Response('precached'),
        ),
      ),
  };
});

const waiting = { postMessage: vi.fn() };

/** Starts the worker with a build waiting and the site's `windows` open; returns its answer to a navigation to `path`. */
async function startWorker(windows: OpenWindow[]) {
  vi.resetModules();
  registered.routes = [];
  Object.assign(globalThis, {
    __WB_MANIFEST: [],
    // Workbox's development build logs every match.
    __WB_DISABLE_DEV_LOGS: true,
    registration: { waiting },
    clients: { matchAll: async () => windows },
  });
  await import('./sw');
  return async (path: string) => {
    const url = new URL(path, ORIGIN);
    const request = { mode: 'navigate', destination: 'document', method: 'GET', url: url.href } as Request;
    const event = {} as RouteMatchCallbackOptions['event'];
    const route = registered.routes.find((candidate) => candidate.match({ url, request, event, sameOrigin: true }));
    return route?.handler.handle({ url, request, event });
  };
}

beforeEach(() => waiting.postMessage.mockClear());
afterEach(() => vi.resetModules());

describe('a navigation while a new build waits', () => {
  it('a reload of the only tab tells the waiting build to take over and answers with a page that loads again (for the new build to serve)', async () => {
    const navigate = await startWorker([{ url: `${ORIGIN}/promotions`, frameType: 'top-level', focused: true }]);
    const answer = await navigate('/promotions');
    expect(waiting.postMessage).toHaveBeenCalledExactlyOnceWith({ type: SKIP_WAITING });
    expect(answer?.headers.get('Refresh')).toBe('0');
    expect(await answer?.text()).toBe('');
  });

  it('a reload of home, which the precache holds as index.html, lets the waiting build take over too', async () => {
    const navigate = await startWorker([{ url: `${ORIGIN}/`, frameType: 'top-level', focused: true }]);
    const answer = await navigate('/');
    expect(waiting.postMessage).toHaveBeenCalledExactlyOnceWith({ type: SKIP_WAITING });
    expect(answer?.headers.get('Refresh')).toBe('0');
  });

  it(`sends the reload back while the build takes over, and after ${TAKEOVER_DEADLINE_MS} ms without it serves the shell (the prompt remains)`, async () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const navigate = await startWorker([{ url: `${ORIGIN}/`, frameType: 'top-level', focused: true }]);
    expect((await navigate('/'))?.headers.get('Refresh')).toBe('0');
    vi.advanceTimersByTime(TAKEOVER_DEADLINE_MS);
    expect((await navigate('/'))?.headers.get('Refresh')).toBe('0');
    vi.advanceTimersByTime(1);
    expect(await (await navigate('/'))?.text()).toBe('the shell');
    expect(waiting.postMessage).toHaveBeenCalledTimes(2);
  });

  it('with another tab open it gets the shell, and the build waits for the prompt', async () => {
    const navigate = await startWorker([
      { url: `${ORIGIN}/promotions`, frameType: 'top-level', focused: true },
      { url: `${ORIGIN}/rng`, frameType: 'top-level', focused: true },
    ]);
    const answer = await navigate('/promotions');
    expect(waiting.postMessage).not.toHaveBeenCalled();
    expect(await answer?.text()).toBe('the shell');
  });
});
