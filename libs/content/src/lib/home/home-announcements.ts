import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { BrandConfig } from '@wl/brand';
import { needsHost, promotionsApi, siteAnnouncements, type Announcements, type Banner } from '@wl/api-client';
import { preloadImage } from '@wl/ui-kit';

/**
 * The notice modal, which the site registers; it opens on the notice given as `noticeId` (home's ticker). Here, in
 * the module the site's start already holds: a module of its own became a chunk of its own (+0.3 KB on the start).
 */
export const NOTICE_MODAL = 'notice';

/** Spec §2: the home carousel's banner group. */
export const HOME_BANNER_GROUP = 'w_home';

/** The home carousel's banners, in their order. */
export function homeBanners(announcements: Announcements | undefined): Banner[] {
  return (announcements?.banners ?? []).filter((banner) => banner.groupName === HOME_BANNER_GROUP);
}

/**
 * Starts the home's first call (its banners, the page's largest paint) while the site opens, and
 * preloads the first banner's picture as soon as the answer is in: it no longer waits for the page
 * to render the carousel. The answer stays cached for the page.
 */
export const prefetchHomeAnnouncements =
  (brand: BrandConfig, language: string, doc: Document = document) =>
  async (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) => {
    const { data } = await dispatch(
      promotionsApi.endpoints.getAnnouncements.initiate(siteAnnouncements(brand, language), { subscribe: false }),
    );
    const [first] = homeBanners(data);
    // A file on the image hosts is left to the carousel: its address waits for the settings that name them.
    if (first?.url && !needsHost(first.url)) preloadImage(first.url, doc);
  };
