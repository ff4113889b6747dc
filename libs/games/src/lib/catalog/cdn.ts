/**
 * Spec §9: image and launch hosts are picked at random from the server's CDN lists. A path the
 * server gives without a leading slash names a file on those hosts; an absolute URL or a
 * root-relative path is used as it is (docs/decisions.md, Home and lobbies).
 */
export function pickHost(hosts: readonly string[], random: () => number = Math.random): string | undefined {
  if (hosts.length === 0) return undefined;
  return hosts[Math.floor(random() * hosts.length)];
}

export function onCdn(url: string, hosts: readonly string[], random: () => number = Math.random): string {
  if (!url || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('/')) return url;
  const host = pickHost(hosts, random);
  return host ? `${host.replace(/\/+$/, '')}/${url}` : `/${url}`;
}
