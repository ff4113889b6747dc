import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { promotionsApi, SITE_ANNOUNCEMENTS } from '@wl/api-client';

/**
 * Starts the site announcements' call while the site opens, for a visit landing on a page drawn
 * from it (the promotions, a promotion, the notices): their cards are the page's largest paint,
 * and asked from the page they would wait for the whole first render. The answer stays cached for
 * the page.
 */
export const prefetchSiteAnnouncements = () => (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) =>
  dispatch(promotionsApi.endpoints.getAnnouncements.initiate(SITE_ANNOUNCEMENTS, { subscribe: false }));
