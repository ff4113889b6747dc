import { Hono } from 'hono';
import { ERROR_CODES, ROUTER_TYPES, SYSTEM_STATUS } from '@wl/api-client';
import { encryptCustomerServicePath } from '@wl/api-client/server';
import type { SandboxEnv } from '../app';
import { endpoint } from '../endpoint';
import { fail, ok } from '../envelope';
import { whiteLabelTree } from '../modules';
import {
  COUNTRIES,
  domainRoutes,
  GTAG_ID,
  HELP_CENTER,
  IMAGE_CDNS,
  LAUNCH_GAME_CDNS,
  MERCHANT_DEFAULT_PASSWORD,
  REGISTER_SETTINGS,
  RESOURCES,
} from '../seed/settings';
import { inCurrency } from '../seed/currency';

/** The status each scenario answers. */
const STATUS_OF_SCENARIO = {
  normal: SYSTEM_STATUS.normal,
  maintenance: SYSTEM_STATUS.maintenance,
  region: SYSTEM_STATUS.regionRestricted,
} as const;

/** Served by the sandbox itself, so the popup opens a real page. */
export const CUSTOMER_SERVICE_PAGE = '/__sandbox/customer-service';
const CUSTOMER_SERVICE_KEY = 'Cs8kEy24';

export function systemRoutes() {
  const routes = new Hono<SandboxEnv>();

  endpoint(routes, 'system', 'status', (_input, { c }) => {
    const { scenario, state, visitorIp } = c.var;
    if (scenario === 'domain') return fail(c, ERROR_CODES.domainNotAvailable, "This domain is not one of the merchant's");
    return ok(c, {
      status: STATUS_OF_SCENARIO[scenario],
      location: { ip: visitorIp, country: scenario === 'region' ? state.regionCountry : '' },
    });
  });

  endpoint(routes, 'system', 'permission', (_input, { c }) => {
    const { scenario, state, visitorIp } = c.var;
    return ok(c, {
      whitelabel: whiteLabelTree(state, c.var.humanVerification),
      register: REGISTER_SETTINGS,
      resources: RESOURCES,
      customerService: [
        { csType: 'LIVECHAT' as const, path: CUSTOMER_SERVICE_PAGE },
        { csType: 'VIP' as const, path: `${CUSTOMER_SERVICE_PAGE}?channel=vip` },
      ],
      analytics: { gtagId: GTAG_ID },
      imageCDNs: IMAGE_CDNS,
      launchGameCDNs: LAUNCH_GAME_CDNS,
      location: { ip: visitorIp, country: scenario === 'region' ? state.regionCountry : 'Philippines' },
      maintenance: scenario === 'maintenance',
      regionRestriction: scenario === 'region',
      defaultPassword: MERCHANT_DEFAULT_PASSWORD,
    });
  });

  endpoint(routes, 'system', 'registerSettings', (_input, { c }) => ok(c, REGISTER_SETTINGS));

  endpoint(routes, 'system', 'routers', (_input, { c }) =>
    ok(c, [
      { type: 1, path: '/' },
      { type: ROUTER_TYPES.customerService, path: encryptCustomerServicePath(CUSTOMER_SERVICE_PAGE, CUSTOMER_SERVICE_KEY) },
    ]),
  );

  // The merchant's own country first: the dialling-code pickers start on it.
  endpoint(routes, 'system', 'countries', (_input, { c, state }) =>
    ok(c, [state.market.country, ...COUNTRIES.filter(({ countryCode }) => countryCode !== state.market.country.countryCode)]),
  );
  endpoint(routes, 'system', 'domainRoute', (_input, { c }) => ok(c, domainRoutes(new URL(c.req.url).origin)));
  endpoint(routes, 'system', 'helpCenter', (_input, { c, state }) => ok(c, inCurrency(HELP_CENTER, state.currencySymbol)));

  return routes;
}
