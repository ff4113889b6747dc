import { useCallback } from 'react';
import { useGetPermissionQuery } from './endpoints/system';
import { needsHost, onVisitCdn } from './cdn';

/**
 * Addresses on the server's image (or launch) hosts: one host per list for the visit (`onVisitCdn`).
 * A path on those hosts has no address until the settings name them (`undefined`): asked for on the
 * site's own origin it would fail, and spend a picture's one attempt (spec §9). If the settings call
 * failed, the own origin is the only address left.
 */
export function useCdn(list: 'imageCDNs' | 'launchGameCDNs'): (url: string) => string | undefined {
  const { data, isError } = useGetPermissionQuery();
  const hosts = data?.[list];
  return useCallback((url: string) => (hosts || isError || !needsHost(url) ? onVisitCdn(url, hosts ?? []) : undefined), [hosts, isError]);
}
