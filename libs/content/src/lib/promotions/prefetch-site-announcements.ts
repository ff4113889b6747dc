import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { promotionsApi, siteAnnouncements } from '@wl/api-client';
import type { BrandConfig } from '@wl/brand';

/**
 * Starts the site announcements' call while the site opens, for a visit landing on a page drawn
 * from it (the promotions, a promotion, the notices): their cards are the page's largest paint,
 * and asked from the page they would wait for the whole first render. The answer stays cached for
 * the page.
 */
export const prefetchSiteAnnouncements =
  (brand: BrandConfig, language: string) => (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) =>
    dispatch(promotionsApi.endpoints.getAnnouncements.initiate(siteAnnouncements(brand, language), { subscribe: false }));
