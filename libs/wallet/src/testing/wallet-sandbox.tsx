import type { RenderResult } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { beforeEach } from 'vitest';
import { logInToSandbox, renderWithProviders, type SandboxAccount } from '@wl/testing';
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

/** Renders `ui` as the site does once `account` has logged in against the test's sandbox. */
export async function renderAs(
  account: SandboxAccount,
  ui: ReactElement,
  options?: Parameters<typeof renderWithProviders>[1],
): Promise<RenderResult> {
  await logInToSandbox(account);
  return renderWithProviders(ui, options);
}

/** Sets the sandbox's faults from now on (an empty object clears them). */
export const setSandboxFaults = (faults: object) =>
  fetch(new URL('/__sandbox/faults', window.location.origin), { method: 'PUT', body: JSON.stringify(faults) });

/** GET `path` fails with a server error whose code the error catalogue does not name. */
export const serverErrorOn = (path: string, options?: { once: boolean }) =>
  http.get(`*${path}`, () => HttpResponse.json({ success: false, value: null, errorCode: 'boom' }, { status: 500 }), options);
