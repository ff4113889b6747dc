import { http, HttpResponse } from 'msw';
import { beforeEach } from 'vitest';
import { serveSandbox } from '@wl/testing/vitest';

/** The sandbox answering a wallet spec: each test logged out, with a sandbox of its own back at the seeded balances. */
export function serveWalletSandbox() {
  const sandbox = serveSandbox();
  beforeEach(() => {
    sessionStorage.clear();
    sandbox.use({});
  });
  return sandbox;
}

/** GET `path` fails with a server error whose code the error catalogue does not name. */
export const serverErrorOn = (path: string, options?: { once: boolean }) =>
  http.get(`*${path}`, () => HttpResponse.json({ success: false, value: null, errorCode: 'boom' }, { status: 500 }), options);
