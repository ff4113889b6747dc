/**
 * Where /login sends a player once logged in: the page the route guard sent them from (the
 * navigation's state, that page's location), when it is a path of this site; home otherwise. Never
 * another origin (`//host`, `/\\host`, `https:`), so nothing can turn it into an open redirect.
 */
export function returnPath(from: unknown): string {
  const { pathname, search = '', hash = '' } = (from ?? {}) as { pathname?: unknown; search?: string; hash?: string };
  if (typeof pathname !== 'string' || !pathname.startsWith('/')) return '/';
  const here = globalThis.location.origin;
  const url = new URL(`${pathname}${search}${hash}`, here);
  return url.origin === here ? `${url.pathname}${url.search}${url.hash}` : '/';
}
