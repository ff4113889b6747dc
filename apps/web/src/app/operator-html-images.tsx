import { useMemo, type ReactNode } from 'react';
import { systemApi } from '@wl/api-client';
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

/**
 * Reads the settings the site has fetched, never asking for them itself: it stands above the startup gate (around the
 * modals), where a call would go out over the maintenance and region pages.
 */
export function OperatorHtmlImages({ children }: { children: ReactNode }) {
  const { data } = systemApi.endpoints.getPermission.useQueryState();
  const hosts = useMemo(() => imageHostsOf(data?.imageCDNs), [data]);
  return <SafeHtmlImageHosts.Provider value={hosts}>{children}</SafeHtmlImageHosts.Provider>;
}
