import { authApi, type LoginResult } from '@wl/api-client';
import { SESSION_STORAGE_KEYS } from '@wl/session';
import { createTestStore } from './test-store';

/** Seeded sandbox accounts (`GET /__sandbox/accounts`) that tests log in as. */
export const SANDBOX_ACCOUNTS = {
  member: { username: 'demo_member', password: 'Member#2024' },
  vip: { username: 'demo_vip', password: 'Vip#2024' },
  agent: { username: 'agent_l41', password: 'Agent41#2024' },
} as const;

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
export async function logInToSandbox(account: keyof typeof SANDBOX_ACCOUNTS): Promise<LoginResult> {
  const { username, password } = SANDBOX_ACCOUNTS[account];
  return keep(
    await createTestStore()
      .dispatch(authApi.endpoints.login.initiate({ type: 'username', username, password }))
      .unwrap(),
  );
}

/** A free-trial session: a trial account (customer type 4). */
export async function startSandboxTrial(): Promise<LoginResult> {
  const nonce = crypto.randomUUID();
  return keep(
    await createTestStore()
      .dispatch(authApi.endpoints.freePlayLogin.initiate({ os: 'Linux', platform: 'W', nonce }))
      .unwrap(),
  );
}
