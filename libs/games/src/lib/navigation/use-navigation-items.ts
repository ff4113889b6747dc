import { useMemo } from 'react';
import { useGetVendorLanesQuery } from '@wl/api-client';
import { useBrand } from '@wl/brand';
import { useLanguage } from '@wl/i18n';
import { buildNavigation, type NavItem } from './nav-rules';

/**
 * The navigation from the vendor lanes of the player's language (cached per language by the
 * api-client). Until they arrive, or if they cannot be had, the items that need no vendor show.
 */
export function useNavigationItems(): NavItem[] {
  const brand = useBrand();
  const { language } = useLanguage();
  const { data } = useGetVendorLanesQuery({ language });
  const lanes = data?.data.lanes;
  return useMemo(() => buildNavigation(lanes ?? [], brand), [lanes, brand]);
}
