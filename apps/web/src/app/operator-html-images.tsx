import { useMemo, type ReactNode } from 'react';
import { useGetPermissionQuery } from '@wl/api-client';
import { SafeHtmlImageHosts } from '@wl/ui-kit';

/** The hosts of the server's image CDNs (spec §3 `imageCDNs`): the only places operator HTML may show images from. */
export function imageHostsOf(imageCDNs: readonly string[] | undefined): string[] {
  return (imageCDNs ?? []).flatMap((url) => {
    try {
      return [new URL(url).host];
    } catch {
      return [];
    }
  });
}

export function OperatorHtmlImages({ children }: { children: ReactNode }) {
  const { data } = useGetPermissionQuery();
  const hosts = useMemo(() => imageHostsOf(data?.imageCDNs), [data]);
  return <SafeHtmlImageHosts.Provider value={hosts}>{children}</SafeHtmlImageHosts.Provider>;
}
