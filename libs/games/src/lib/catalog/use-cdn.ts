import { useMemo } from 'react';
import { useGetPermissionQuery } from '@wl/api-client';
import { onCdn, pickHost } from './cdn';

/**
 * The server's image (or launch) hosts: one is picked at random per list and kept, so an image's URL
 * stays the same across renders and the browser's cache serves it.
 */
export function useCdn(list: 'imageCDNs' | 'launchGameCDNs'): (url: string) => string {
  const { data } = useGetPermissionQuery();
  const hosts = data?.[list];
  return useMemo(() => {
    const host = pickHost(hosts ?? []);
    return (url: string) => onCdn(url, host ? [host] : []);
  }, [hosts]);
}
