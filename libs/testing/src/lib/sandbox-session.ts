import type { ReactElement } from 'react';
import { authApi, type LoginResult } from '@wl/api-client';
import { SESSION_STORAGE_KEYS } from '@wl/session';
import { renderWithProviders, type RenderedWithProviders } from './render';
import { createTestStore } from './test-store';

/** Seeded sandbox accounts (`GET /__sandbox/accounts`, README "Demo accounts") that tests and stories log in as. */
export const SANDBOX_ACCOUNTS = {
  demo_member: { password: 'Member#2024' },
  demo_vip: { password: 'Vip#2024' },
  /** Agents by level: 1 (top), 2, and 41 and 42 under agent_l2. */
  agent_l1: { password: 'Agent1#2024' },
  agent_l2: { password: 'Agent2#2024' },
  agent_l41: { password: 'Agent41#2024' },
  /** An agent with nothing yet: no contracts, no records, no bank account (the empty states). */
  agent_l42: { password: 'Agent42#2024' },
} as const;
export type SandboxAccount = keyof typeof SANDBOX_ACCOUNTS;

function keep(result: LoginResult): LoginResult {
  sessionStorage.setItem(SESSION_STORAGE_KEYS.token, result.token);
  sessionStorage.setItem(SESSION_STORAGE_KEYS.isAgent, String(result.customerType));
  sessionStorage.setItem(SESSION_STORAGE_KEYS.account, result.userName);
  return result;
}

/**
 * Logs in against the sandbox answering the test and leaves the session where the site finds it
 * after a login (sessionStorage): a store made afterwards starts logged in. The login flow itself
 * is the auth library's to test.
 */
export async function logInToSandbox(account: SandboxAccount): Promise<LoginResult> {
  const { password } = SANDBOX_ACCOUNTS[account];
  return keep(
    await createTestStore()
      .dispatch(authApi.endpoints.login.initiate({ type: 'username', username: account, password }))
      .unwrap(),
  );
}

/** A story's loader (Storybook `loaders`) that logs `account` in before the story renders. */
export const loggedInAs = (account: SandboxAccount) => async () => {
  await logInToSandbox(account);
  return {};
};

/** A free-trial session: a trial account (customer type 4). */
export async function startSandboxTrial(): Promise<LoginResult> {
  const nonce = crypto.randomUUID();
  return keep(
    await createTestStore()
      .dispatch(authApi.endpoints.freePlayLogin.initiate({ os: 'Linux', platform: 'W', nonce }))
      .unwrap(),
  );
}

/** Renders `ui` as the site does once `account` has logged in against the test's sandbox. */
export async function renderAs(
  account: SandboxAccount,
  ui: ReactElement,
  options?: Parameters<typeof renderWithProviders>[1],
): Promise<RenderedWithProviders> {
  await logInToSandbox(account);
  return renderWithProviders(ui, options);
}

/** Sets the test sandbox's faults from now on (`PUT /__sandbox/faults`; an empty object clears them). */
export const setSandboxFaults = (faults: object) =>
  fetch(new URL('/__sandbox/faults', window.location.origin), { method: 'PUT', body: JSON.stringify(faults) });
