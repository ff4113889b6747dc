import { useMemo } from 'react';
import { gamesApi, useGetVendorLanesQuery } from '@wl/api-client';
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

/**
 * Whether the navigation's vendor lanes for the player's language have answered or failed (or were
 * never asked for): until then a desktop's navigation bar shows only its fixed entries.
 */
export function useNavigationSettled(): boolean {
  const { language } = useLanguage();
  return !gamesApi.endpoints.getVendorLanes.useQueryState({ language }).isLoading;
}
