import { useBrand } from '@wl/brand';
import { useGetAnnouncementsQuery } from '@wl/api-client';

/** Spec §7: home asks for banners, player notices, pop-ups and promotions in one call. */
export const HOME_ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR'] as const;
/** Spec §2: the home carousel's banner group. */
export const HOME_BANNER_GROUP = 'w_home';

/** The home announcements, of the types the brand offers, in the brand's default execution (cached for the session). */
export function useHomeAnnouncements() {
  const brand = useBrand();
  const types = HOME_ANNOUNCEMENT_TYPES.filter((type) => brand.announcementTypes.includes(type)).join(',');
  return useGetAnnouncementsQuery({ types: types || 'B', execution: brand.announcementDefaultExecution });
}
