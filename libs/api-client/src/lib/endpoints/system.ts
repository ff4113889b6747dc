import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../api';
import { callRequest } from '../base-query';
import { SYSTEM_CALLS } from '../calls/system';
import type { WithApiClientConfig } from '../config';
import type { Res } from '../contract-types';
import { listsOtherDomains, measureDomains, routeThroughDomains } from '../domain-failover';
import type { WhiteLabelModule } from '../contract/system';
import type { InLanguage } from './games';
import { ROUTER_TYPES, SYSTEM_STATUS, type SystemStatusCode } from '../system-codes';

export { ROUTER_TYPES, SYSTEM_STATUS, type SystemStatusCode };

const C = SYSTEM_CALLS;

export interface SystemStatus {
  status: SystemStatusCode;
  /** The visitor as the server sees them, shown on the region page. */
  location: { ip: string; country: string };
}

/** An entry of the merchant's router list; `ROUTER_TYPES.customerService` holds the encrypted customer-service path (spec §7). */
export interface RouterEntry {
  type: number;
  path: string;
}

export const systemApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSystemStatus: build.query<SystemStatus, void>({
      query: () => callRequest(C.status, { host: globalThis.location?.host }),
    }),
    /** Kept in session storage and fetched once (spec §4). */
    getRouters: build.query<RouterEntry[], void>({
      query: () => callRequest(C.routers, {}, { persist: { key: 'routers', scope: 'site' } }),
    }),
    /** The permission response of spec §3 ("settings"): kept in session storage, fetched once. */
    getPermission: build.query<Res<'system', 'permission'>, void>({
      query: () => callRequest(C.permission, {}, { persist: { key: 'permission', scope: 'site' } }),
    }),
    /** The validation rules of spec §5: kept in session storage, fetched once. */
    getRegisterSettings: build.query<Res<'system', 'registerSettings'>, void>({
      query: () => callRequest(C.registerSettings, {}, { persist: { key: 'registerSettings', scope: 'site' } }),
    }),
    getCountries: build.query<Res<'system', 'countries'>, void>({ query: () => callRequest(C.countries) }),
    getDomainRoutes: build.query<Res<'system', 'domainRoute'>, void>({ query: () => callRequest(C.domainRoute) }),
    /** Articles in the player's language (the `Language` header says it): the language keys the cache, as games' do. */
    getHelpCenter: build.query<Res<'system', 'helpCenter'>, InLanguage>({ query: () => callRequest(C.helpCenter) }),
  }),
});

export const {
  useGetSystemStatusQuery,
  useGetRoutersQuery,
  useGetPermissionQuery,
  useGetRegisterSettingsQuery,
  useGetCountriesQuery,
  useLazyGetCountriesQuery,
  useGetDomainRoutesQuery,
  useGetHelpCenterQuery,
} = systemApi;

/**
 * Spec §3 domain list: measures the merchant's domains and sends every later call to the fastest
 * that answers, moving to the next when one stops answering (domain-failover.ts). A merchant with no
 * list, or a list that cannot be had, leaves the brand's base in use.
 */
export function routeToFastestDomain() {
  return async (dispatch: ThunkDispatch<unknown, WithApiClientConfig, UnknownAction>, _getState: unknown, extra: WithApiClientConfig) => {
    const listed = await dispatch(systemApi.endpoints.getDomainRoutes.initiate(undefined, { subscribe: false }));
    if (!listed.data || !listsOtherDomains(extra.apiClient, listed.data)) return;
    routeThroughDomains(extra.apiClient, await measureDomains(listed.data, C.domainRoute.path));
  };
}

/**
 * docs/api-contract.md: white-label switches are read as a map from module id to on/off, flattened from
 * the module tree; a module is on when its `enabled` is '1' (spec §6) and so is every module above it: registration
 * switched off (`REGISTER3`) takes registration by username with it, whatever `USERNAMEREG3` says.
 */
export function whiteLabelSwitches(tree: WhiteLabelModule[]): Record<string, boolean> {
  const switches: Record<string, boolean> = {};
  // A leaf's `childrenNodes` may come as null, as Java back ends send an empty list: that must not stop the site.
  const walk = (nodes: WhiteLabelModule[] | null, parentOn: boolean) => {
    for (const node of nodes ?? []) {
      switches[node.modId] = parentOn && node.enabled === '1';
      walk(node.childrenNodes, switches[node.modId]);
    }
  };
  walk(tree, true);
  return switches;
}
