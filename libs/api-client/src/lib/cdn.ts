/**
 * Spec §9: image and launch hosts are picked at random from the server's CDN lists. A path the
 * server gives without a leading slash names a file on those hosts; an absolute URL or a
 * root-relative path is used as it is (docs/decisions.md, Home and lobbies).
 */
export function pickHost(hosts: readonly string[], random: () => number = Math.random): string | undefined {
  if (hosts.length === 0) return undefined;
  return hosts[Math.floor(random() * hosts.length)];
}

/** Whether an address names a file on the server's hosts (a path without a leading slash). */
export const needsHost = (url: string): boolean => url !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('/');

export function onCdn(url: string, hosts: readonly string[], random: () => number = Math.random): string {
  if (!needsHost(url)) return url;
  const host = pickHost(hosts, random);
  return host ? `${host.replace(/\/+$/, '')}/${url}` : `/${url}`;
}

/** The host each CDN list gave this visit (keyed by the list). */
const visitHosts = new Map<string, string | undefined>();

/**
 * A picture's address on the host its list gives for the whole visit: picked at random once, so
 * every page asks the same host (its cache serves a picture seen before), and a picture asked for
 * ahead of its page (a lobby's first game) has the address the page will ask for.
 */
export function onVisitCdn(url: string, hosts: readonly string[]): string {
  const key = hosts.join(' ');
  if (!visitHosts.has(key)) visitHosts.set(key, pickHost(hosts));
  const host = visitHosts.get(key);
  return onCdn(url, host ? [host] : []);
}
