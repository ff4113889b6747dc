import { useCallback } from 'react';
import { useGetPermissionQuery } from '@wl/api-client';
import { onVisitCdn } from './cdn';

/** Addresses on the server's image (or launch) hosts: one host per list for the visit (`onVisitCdn`). */
export function useCdn(list: 'imageCDNs' | 'launchGameCDNs'): (url: string) => string {
  const { data } = useGetPermissionQuery();
  const hosts = data?.[list];
  return useCallback((url: string) => onVisitCdn(url, hosts ?? []), [hosts]);
}
