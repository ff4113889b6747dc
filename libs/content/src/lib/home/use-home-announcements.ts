import { siteAnnouncements, useGetAnnouncementsQuery } from '@wl/api-client';
import { useBrand } from '@wl/brand';
import { useLanguage } from '@wl/i18n';

/**
 * The home announcements (cached for the session), in the player's language. A module apart from
 * `prefetchHomeAnnouncements`: the site's start runs that before React has arrived, and the language
 * provider this reads comes with React's chunk.
 */
export function useHomeAnnouncements() {
  return useGetAnnouncementsQuery(siteAnnouncements(useBrand(), useLanguage().language));
}
