import { type CallSpec } from './call-spec';

/** Site status, white-label switches, registration settings, countries, domains and help (spec §7). */
export const SYSTEM_CALLS = {
  status: { method: 'GET', path: '/wps/system/status', answer: 'object' },
  permission: { method: 'GET', path: '/wps/system/whitelabel', answer: 'object' },
  registerSettings: { method: 'GET', path: '/wps/system/setting/register', answer: 'object' },
  routers: { method: 'GET', path: '/wps/system/routers', answer: 'array' },
  countries: { method: 'GET', path: '/wps/system/country', answer: 'array' },
  domainRoute: { method: 'GET', path: '/wps/system/domainRoute', answer: 'array' },
  helpCenter: { method: 'GET', path: '/wps/system/helpCenter', answer: 'array' },
} as const satisfies Record<string, CallSpec>;
