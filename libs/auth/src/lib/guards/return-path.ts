/**
 * Where /login sends a player once logged in: the page the route guard sent them from (the
 * navigation's state), when it is a path of this site; home otherwise. Never another origin
 * (`//host`, `/\host`, `https:`), so nothing can turn it into an open redirect.
 */
export function returnPath(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/')) return '/';
  const here = globalThis.location.origin;
  const url = new URL(from, here);
  return url.origin === here ? `${url.pathname}${url.search}${url.hash}` : '/';
}
