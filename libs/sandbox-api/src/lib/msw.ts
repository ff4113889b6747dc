import { http } from 'msw';
import type { SandboxApp } from './app';

/** The API prefixes the sandbox answers (docs/api-contract.md) plus its own admin routes. */
export const SANDBOX_PATH_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/__sandbox/'] as const;

/** MSW handlers that answer every API call in-process with the same Hono app the server runs. */
export function sandboxHandlers(app: SandboxApp) {
  return sandboxHandlersFor(() => app);
}

/** The same, with the app chosen per request (Storybook: one sandbox per brand, by the call's `Merchant` header). */
export function sandboxHandlersFor(appFor: (request: Request) => SandboxApp) {
  return SANDBOX_PATH_PREFIXES.map((prefix) => http.all(`*${prefix}*`, ({ request }) => appFor(request).fetch(request)));
}
