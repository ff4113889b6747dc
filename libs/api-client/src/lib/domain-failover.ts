import type { ApiClientConfig } from './config';

/** How long a call may wait on one domain before the next is tried, when there is a next (spec §3 domain list). */
export const DOMAIN_TIMEOUT_MS = 8000;
/** How long a domain may take to answer its measurement before it is left out. */
export const PROBE_TIMEOUT_MS = 3000;

/** A domain of the merchant's list (`GET /wps/system/domainRoute`) with the speed the server gives it. */
export interface DomainRoute {
  domain: string;
  speed: number;
}

interface Route {
  bases: string[];
  current: number;
}

/** The domains each store's client uses, fastest first; a store without a list uses its brand's base alone. */
const routes = new WeakMap<ApiClientConfig, Route>();

/** A base as an absolute URL without its trailing slash: an empty base is the page's own origin. */
function normalise(base: string): string {
  return new URL(base || '/', globalThis.location?.origin ?? 'http://localhost').toString().replace(/\/$/, '');
}

/** Whether the list names any domain besides the brand's own base: otherwise there is nothing to measure or move to. */
export function listsOtherDomains(config: ApiClientConfig, list: DomainRoute[]): boolean {
  return list.some(({ domain }) => normalise(domain) !== normalise(config.baseUrl));
}

/** The base URL calls go to now. */
export function activeBase(config: ApiClientConfig): string {
  const route = routes.get(config);
  return route ? route.bases[route.current] : config.baseUrl;
}

/** Whether a failing domain has another to move to: only then do reads time out and retry. */
export function canFailOver(config: ApiClientConfig): boolean {
  return (routes.get(config)?.bases.length ?? 0) > 1;
}

/**
 * A transport failure or a timeout on `failedBase`: the next domain of the list becomes the one in
 * use (after the last, the first again). Several calls failing on the same domain move it once.
 */
export function moveOn(config: ApiClientConfig, failedBase: string): void {
  const route = routes.get(config);
  if (route && route.bases[route.current] === failedBase) route.current = (route.current + 1) % route.bases.length;
}

/**
 * Uses the listed domains in this order, the brand's own base last as a fallback. A list with no
 * domain other than the brand's base changes nothing.
 */
export function routeThroughDomains(config: ApiClientConfig, ordered: string[]): void {
  const own = normalise(config.baseUrl);
  const bases = [...new Set([...ordered.map(normalise), own])];
  if (bases.length > 1) routes.set(config, { bases, current: 0 });
  else routes.delete(config);
}

/** One request that gives up after `timeoutMs`, or when the caller gives up. */
export async function fetchWithin(url: string, init: RequestInit, timeoutMs: number | undefined, signal?: AbortSignal): Promise<Response> {
  if (timeoutMs === undefined) return fetch(url, { ...init, signal });
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, timeoutMs);
  signal?.addEventListener('abort', abort);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/**
 * Measures each listed https domain with one small request and orders the ones that answered ok by how long
 * they took (the server's speed breaks ties); the others are left out.
 */
export async function measureDomains(
  list: DomainRoute[],
  probePath: string,
  now: () => number = () => performance.now(),
): Promise<string[]> {
  const measured = await Promise.all(
    list.map(async ({ domain, speed }) => {
      const started = now();
      try {
        // https only (a domain without its scheme would resolve against the site's own address), and an ok reply:
        // a 5xx or a gateway's page is no API answering.
        if (domain.startsWith('https://') && (await fetchWithin(normalise(domain) + probePath, { method: 'GET' }, PROBE_TIMEOUT_MS)).ok)
          return { domain, speed, took: now() - started };
      } catch {
        // Left out, as below.
      }
      return undefined;
    }),
  );
  return measured
    .filter((entry) => entry !== undefined)
    .sort((a, b) => a.took - b.took || a.speed - b.speed)
    .map((entry) => entry.domain);
}
