import { useBrand, type BrandConfig } from '@wl/brand';
import { promotionsApi, useGetAnnouncementsQuery } from '@wl/api-client';

/** Spec §7: home asks for banners, player notices, pop-ups and promotions in one call. */
export const HOME_ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR'] as const;
/** Spec §2: the home carousel's banner group. */
export const HOME_BANNER_GROUP = 'w_home';

/** The home announcements' call: the types the brand offers, in the brand's default execution. */
function homeAnnouncementsArgs(brand: BrandConfig) {
  const types = HOME_ANNOUNCEMENT_TYPES.filter((type) => brand.announcementTypes.includes(type)).join(',');
  return { types: types || 'B', execution: brand.announcementDefaultExecution };
}

/** The home announcements (cached for the session). */
export function useHomeAnnouncements() {
  return useGetAnnouncementsQuery(homeAnnouncementsArgs(useBrand()));
}

/**
 * Starts the home's first call (its banners, the page's largest paint) while the site opens, so the
 * first banner's picture is asked for as soon as the page renders rather than a round trip later.
 */
export const prefetchHomeAnnouncements = (brand: BrandConfig) =>
  promotionsApi.util.prefetch('getAnnouncements', homeAnnouncementsArgs(brand), {});
