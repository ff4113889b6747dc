import { baseApi } from '../api';

/** Spec §2 / §4 startup: 0 normal site, 1 maintenance, 2 region restriction. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type SystemStatusCode = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

export interface SystemStatus {
  status: SystemStatusCode;
  /** The visitor as the server sees them, shown on the region page. */
  location: { ip: string; country: string };
}

/** An entry of the merchant's router list; type 3 is customer service, its path encrypted (spec §7). */
export interface RouterEntry {
  type: number;
  path: string;
}

export const systemApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSystemStatus: build.query<SystemStatus, void>({
      query: () => ({ url: '/wps/system/status', params: { host: globalThis.location?.host } }),
    }),
    getRouters: build.query<RouterEntry[], void>({
      query: () => ({ url: '/wps/system/routers' }),
    }),
  }),
});

export const { useGetSystemStatusQuery, useGetRoutersQuery } = systemApi;
