import { http, HttpResponse } from 'msw';
import { beforeEach } from 'vitest';
import { authApi, CALLS } from '@wl/api-client';
import { createTestStore } from '@wl/testing';
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

/**
 * The balance call held until `answer()`: then a ₫ wallet (a currency with no decimals), so a form can be tried before
 * the currency is known and after.
 */
export function heldDongBalance(): { handler: ReturnType<typeof http.get>; answer: () => void } {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const handler = http.get(`*${CALLS.wallet.balance.path}`, async () => {
    await answered;
    return HttpResponse.json({
      success: true,
      value: { sumBalance: 1000, currencySymbol: '₫', balance: [{ accountTypeId: 0, availBalance: 1000 }] },
    });
  });
  return { handler, answer: () => answer() };
}

/**
 * A player just registered, logged in as the site stores a session: no payment password, no bank account, no points.
 * Answers a store made after the session is in, as the site's is.
 */
export async function asNewPlayer(username: string) {
  const { token } = await createTestStore()
    .dispatch(
      authApi.endpoints.register.initiate({ username, password: 'Secret#123', confirmPassword: 'Secret#123', registerMethod: 'WEB' }),
    )
    .unwrap();
  sessionStorage.setItem('token', token);
  sessionStorage.setItem('isAgent', '0');
  return createTestStore();
}
