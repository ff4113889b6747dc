import { Hono } from 'hono';
import { encryptCustomerServicePath } from '@wl/api-client/server';
import { ok } from '../envelope';
import type { SandboxEnv } from '../app';

/** Spec §2 / §4: 0 normal, 1 maintenance, 2 region restriction. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, region: 2 } as const;

const CUSTOMER_SERVICE_ROUTER_TYPE = 3;
/** Served by the sandbox itself, so the popup opens a real page. */
export const CUSTOMER_SERVICE_PAGE = '/__sandbox/customer-service';
const CUSTOMER_SERVICE_KEY = 'Cs8kEy24';

export function systemRoutes() {
  const routes = new Hono<SandboxEnv>();
  routes.get('/wps/system/status', (c) => {
    const { scenario, state, visitorIp } = c.var;
    return ok(c, {
      status: SYSTEM_STATUS[scenario],
      location: { ip: visitorIp, country: scenario === 'region' ? state.regionCountry : '' },
    });
  });
  routes.get('/wps/system/routers', (c) =>
    ok(c, [
      { type: 1, path: '/' },
      { type: CUSTOMER_SERVICE_ROUTER_TYPE, path: encryptCustomerServicePath(CUSTOMER_SERVICE_PAGE, CUSTOMER_SERVICE_KEY) },
    ]),
  );
  routes.get(CUSTOMER_SERVICE_PAGE, (c) =>
    c.html('<!doctype html><title>Sandbox customer service</title><h1>Sandbox customer service</h1><p>A chat agent would answer here.</p>'),
  );
  return routes;
}
