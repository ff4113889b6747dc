import { createApi } from '@reduxjs/toolkit/query/react';
import { wpsBaseQuery } from './base-query';

/**
 * The one RTK Query api. It knows no domain: each domain injects its endpoints (Redux Toolkit's
 * code-splitting pattern), so a feature loads only its own calls and no barrel cycle can leave
 * an endpoint undefined.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: wpsBaseQuery,
  endpoints: () => ({}),
});
