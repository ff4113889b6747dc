import type { ComponentType } from 'react';
import { loadChunk } from '@wl/ui-kit';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/** Chunks asked for ahead of their route: the route waits on that request, and on its timeout, rather than starting its own. */
const preloads = new Map<PageLoader, Promise<PageModule>>();
/** The pages whose chunk has arrived ahead of their route. */
const arrived = new Map<PageLoader, ComponentType>();

/**
 * Fetches a page's chunk ahead of its route (the page a visit opens on, while the site starts).
 * Kept free of React: the site's start runs before React has arrived. A failure is the route's to
 * show; its retry fetches again. Returns the request.
 */
export function preloadPageChunk(load: PageLoader): Promise<PageModule> {
  const loading = loadChunk(load);
  preloads.set(load, loading);
  loading.then(
    ({ default: page }) => void arrived.set(load, page),
    () => undefined,
  );
  return loading;
}

/** The page itself once its preloaded chunk has arrived, else the request in flight, if any. */
export function preloadedPage(load: PageLoader): { page?: ComponentType; loading?: Promise<PageModule> } {
  return { page: arrived.get(load), loading: preloads.get(load) };
}

/** Forgets a preload, so a retry after a failure fetches the chunk again. */
export function forgetPreload(load: PageLoader): void {
  preloads.delete(load);
  arrived.delete(load);
}
