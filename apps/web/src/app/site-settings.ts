import { useMemo } from 'react';
import { trustedPageUrl, useGetPermissionQuery, useWhiteLabel, type Resource, type WhiteLabel } from '@wl/api-client';

/**
 * Spec §2 `loginedToHomePage`, read from the white-label module of that name; a merchant whose
 * settings do not carry it, and the moments before the settings arrive, run with it off
 * (docs/decisions.md, "Site shell").
 */
export const DEFAULT_LOGINED_TO_HOME_PAGE = false;

/** Spec §3 resource types the side bar and footer link to. */
export const RESOURCE_TYPES = { telegram: 'TELEGRAM', facebook: 'FACEBOOK' } as const;

export interface SiteSettings {
  /** The settings have arrived, or failed and left every switch off: what depends on them can show without changing later. */
  settled: boolean;
  loginedToHomePage: boolean;
  isOn: WhiteLabel['isOn'];
  /** The first resource of a type with a page to open (https or the site's own): never a javascript:, data: or app link. */
  resource: (type: string) => Resource | undefined;
}

/** The permission response ("settings"), read once per tab (the api-client keeps it in sessionStorage). */
export function useSiteSettings(): SiteSettings {
  const { data, isLoading } = useGetPermissionQuery();
  const { isOn } = useWhiteLabel();
  return useMemo(() => {
    const resources = data?.resources ?? [];
    return {
      settled: !isLoading,
      loginedToHomePage: isOn('loginedToHomePage', DEFAULT_LOGINED_TO_HOME_PAGE),
      isOn,
      resource: (type) => {
        for (const resource of resources) {
          const url = resource.resourceType === type && resource.url ? trustedPageUrl(resource.url, globalThis.location.origin) : null;
          if (url) return { ...resource, url };
        }
        return undefined;
      },
    };
  }, [data, isLoading, isOn]);
}
