import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteMatchCallbackOptions } from 'workbox-core/types.js';
import { TAKEOVER_DEADLINE_MS, shellRoute, takesOverOnNavigation, type Navigation, type OpenWindow } from './sw-rules';

const ORIGIN = 'https://brand.test';

// Workbox's development build logs every match.
beforeAll(() => void Object.assign(globalThis, { __WB_DISABLE_DEV_LOGS: true }));

/** Whether the worker answers a navigation to `address` with the site's shell. */
function getsTheShell(address: string): boolean {
  const route = shellRoute(async () => new Response());
  const url = new URL(address, ORIGIN);
  const request = { mode: 'navigate', url: url.href } as Request;
  return Boolean(route.match({ url, request, sameOrigin: true, event: {} as RouteMatchCallbackOptions['event'] }));
}

describe('navigations the shell answers', () => {
  it.each([
    '/wps/x',
    '/lgw/x',
    '/lotto/lobby?x',
    '/__sandbox/',
    '/robots.txt',
    '/sitemap.xml',
    '/brand/assets/logo.svg',
    '/assets/x.js',
    '/manifest.webmanifest',
  ])('%s gets what it asks for, not the shell', (address) => expect(getsTheShell(address)).toBe(false));

  it.each(['/', '/promotions', '/rng?vassalage=JILI'])('%s gets the shell', (address) => expect(getsTheShell(address)).toBe(true));
});

const tab = (path: string, frameType: OpenWindow['frameType'] = 'top-level', focused = true): OpenWindow => ({
  url: `${ORIGIN}${path}`,
  frameType,
  focused,
});

/** A navigation to `path` while a build waits, with the site's `windows` open. */
function navigation(path: string, windows: OpenWindow[], more: Partial<Navigation> = {}): Navigation {
  return { waiting: true, request: { destination: 'document', url: `${ORIGIN}${path}` }, windows, ...more };
}

describe('a waiting build takes over on a navigation', () => {
  it('a reload of the only tab lets it take over: a plain reload recovers from a broken build', () => {
    expect(takesOverOnNavigation(navigation('/promotions', [tab('/promotions#terms')]))).toBe(true);
  });

  it('a frame of the site inside that tab is not another tab', () => {
    expect(takesOverOnNavigation(navigation('/rng', [tab('/rng'), tab('/__sandbox/game', 'nested')]))).toBe(true);
  });

  it('with no tab of the site open, it takes over', () => {
    expect(takesOverOnNavigation(navigation('/', []))).toBe(true);
  });

  it('with another tab open, it waits for the prompt: a reload there, or a new tab beside it', () => {
    expect(takesOverOnNavigation(navigation('/', [tab('/'), tab('/rng')]))).toBe(false);
    expect(takesOverOnNavigation(navigation('/promotions', [tab('/')]))).toBe(false);
  });

  it('a new tab opened at the address of the only tab waits for the prompt: that tab, left for it, has lost the focus', () => {
    expect(takesOverOnNavigation(navigation('/', [tab('/', 'top-level', false)]))).toBe(false);
  });

  it('only a page of its own: not a frame', () => {
    expect(takesOverOnNavigation(navigation('/', [tab('/')], { request: { destination: 'iframe', url: `${ORIGIN}/` } }))).toBe(false);
  });

  it('nothing to do when no build waits', () => {
    expect(takesOverOnNavigation(navigation('/', [tab('/')], { waiting: false }))).toBe(false);
  });

  it(`keeps sending the reload back while the build takes over, and gives up after ${TAKEOVER_DEADLINE_MS} ms`, () => {
    expect(takesOverOnNavigation(navigation('/', [tab('/')], { askedMsAgo: TAKEOVER_DEADLINE_MS }))).toBe(true);
    expect(takesOverOnNavigation(navigation('/', [tab('/')], { askedMsAgo: TAKEOVER_DEADLINE_MS + 1 }))).toBe(false);
  });
});
