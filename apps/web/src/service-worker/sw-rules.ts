import type { RouteHandlerCallback } from 'workbox-core/types.js';
import { NavigationRoute } from 'workbox-routing';
import { API_PATH } from './sw-contract';

/**
 * Navigations that get what they ask for, never the site's shell: the API, sandbox and lottery paths, the
 * build's and the brand's own files (a link to one, opened while the worker controls the tab), robots, sitemap, the app's manifest.
 */
export const NOT_THE_SHELL = [API_PATH, /^\/(?:assets|brand)\//, /^\/(?:robots\.txt|sitemap\.xml|manifest\.webmanifest)(?:\?|$)/];

/** The route that answers the site's navigations, all but `NOT_THE_SHELL`, with `handler`. */
export function shellRoute(handler: RouteHandlerCallback): NavigationRoute {
  return new NavigationRoute(handler, { denylist: NOT_THE_SHELL });
}

/** A window the worker controls, as `clients.matchAll({ type: 'window' })` lists it. */
export interface OpenWindow {
  url: string;
  frameType: 'auxiliary' | 'top-level' | 'nested' | 'none';
  /** Whether the tab has the focus: a reloaded tab has it; one left for a new tab does not. */
  focused: boolean;
}

/** How long the worker keeps sending navigations back while the waiting build takes over; then it gives up (the prompt remains). */
export const TAKEOVER_DEADLINE_MS = 5000;

export interface Navigation {
  /** Whether a new build is waiting. */
  waiting: boolean;
  request: { destination: string; url: string };
  windows: readonly OpenWindow[];
  /** How long ago this worker first told that waiting build to take over; undefined if it has not. */
  askedMsAgo?: number;
}

/**
 * Whether a navigation lets the waiting build take over at once: a reload of the site's only tab, or no tab
 * of the site open. Every recovery in the page is a plain reload, which alone never activates a waiting build
 * (the old page is still a client while it navigates), so a broken build held the player until every tab
 * closed. With another tab open the prompt stays: that tab would run on under a worker without its files.
 * The navigation's own new client is not listed yet and its `clientId` is empty, so a reload's old page is
 * known as the one tab, at the same address and with the focus: a new tab opened beside it takes the focus away.
 */
export function takesOverOnNavigation({ waiting, request, windows, askedMsAgo = 0 }: Navigation): boolean {
  if (!waiting || request.destination !== 'document' || askedMsAgo > TAKEOVER_DEADLINE_MS) return false;
  // A frame of the site inside its own tab is not another tab.
  const tabs = windows.filter((window) => window.frameType !== 'nested');
  return (
    tabs.length === 0 || (tabs.length === 1 && tabs[0]?.focused === true && withoutFragment(tabs[0].url) === withoutFragment(request.url))
  );
}

const withoutFragment = (url: string) => url.split('#')[0];
