import { createApi } from '@reduxjs/toolkit/query/react';
import { wpsBaseQuery } from './base-query';

/** What a player's session owns: refetched when it changes (login, logout, transfers…). */
export const PLAYER_TAGS = ['Balance', 'LoginInfo', 'Member', 'Favourites', 'Recent', 'Points', 'Contracts', 'Promotions'] as const;

/**
 * The one RTK Query api. It knows no domain: each domain injects its endpoints (Redux Toolkit's
 * code-splitting pattern), so a feature loads only its own calls and no barrel cycle can leave
 * an endpoint undefined.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: wpsBaseQuery,
  tagTypes: PLAYER_TAGS,
  endpoints: () => ({}),
});
