import { useMemo } from 'react';
import { useGetPermissionQuery, useWhiteLabel, type Resource, type WhiteLabel } from '@wl/api-client';

/**
 * Spec §2 `loginedToHomePage`, read from the white-label module of that name; a merchant whose
 * settings do not carry it, and the moments before the settings arrive, run with it off
 * (docs/decisions.md, "Site shell").
 */
export const DEFAULT_LOGINED_TO_HOME_PAGE = false;

/** Spec §3 resource types the side bar and footer link to. */
export const RESOURCE_TYPES = { telegram: 'TELEGRAM', facebook: 'FACEBOOK' } as const;

export interface SiteSettings {
  loginedToHomePage: boolean;
  isOn: WhiteLabel['isOn'];
  resource: (type: string) => Resource | undefined;
}

/** The permission response ("settings"), read once per tab (the api-client keeps it in sessionStorage). */
export function useSiteSettings(): SiteSettings {
  const { data } = useGetPermissionQuery();
  const { isOn } = useWhiteLabel();
  return useMemo(() => {
    const resources = data?.resources ?? [];
    return {
      loginedToHomePage: isOn('loginedToHomePage', DEFAULT_LOGINED_TO_HOME_PAGE),
      isOn,
      resource: (type) => resources.find((resource) => resource.resourceType === type && resource.url),
    };
  }, [data, isOn]);
}
