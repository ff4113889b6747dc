import { useMemo } from 'react';
import { useGetPermissionQuery, whiteLabelSwitches, type Resource } from '@wl/api-client';

/**
 * Spec §2 `loginedToHomePage`, read from the white-label module of that name; a merchant whose
 * settings do not carry it, and the moments before the settings arrive, run with it off
 * (docs/decisions.md, "Site shell").
 */
export const DEFAULT_LOGINED_TO_HOME_PAGE = false;

/** The white-label modules (spec §6, CONTRACT.md ids) the shell switches on and off. */
export const WHITE_LABEL = {
  usernameRegister: 'USERNAMEREG3',
  mobileRegister: 'MOBILENUMREG3',
  freePlay: 'FREEPLAY3',
  mobileCodeLogin: 'MOBILECODELOGIN3',
  googleLogin: 'GOOGLELOGIN3',
  facebookLogin: 'FACEBOOKLOGIN3',
  loginedToHomePage: 'LOGINEDTOHOMEPAGE3',
} as const;

/** Spec §3 resource types the side bar and footer link to. */
export const RESOURCE_TYPES = { telegram: 'TELEGRAM', facebook: 'FACEBOOK' } as const;

export interface SiteSettings {
  loginedToHomePage: boolean;
  /** Off until the settings arrive: nothing flag-gated flashes on and then away. */
  isOn: (module: (typeof WHITE_LABEL)[keyof typeof WHITE_LABEL]) => boolean;
  resource: (type: string) => Resource | undefined;
}

/** The permission response ("settings"), read once per tab (the api-client keeps it in sessionStorage). */
export function useSiteSettings(): SiteSettings {
  const { data } = useGetPermissionQuery();
  return useMemo(() => {
    const switches = data ? whiteLabelSwitches(data.whitelabel) : {};
    const resources = data?.resources ?? [];
    return {
      loginedToHomePage: switches[WHITE_LABEL.loginedToHomePage] ?? DEFAULT_LOGINED_TO_HOME_PAGE,
      isOn: (module) => switches[module] === true,
      resource: (type) => resources.find((resource) => resource.resourceType === type && resource.url),
    };
  }, [data]);
}
