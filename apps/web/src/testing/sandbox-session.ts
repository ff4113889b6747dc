import { authApi, type LoginResult } from '@wl/api-client';
import { SESSION_STORAGE_KEYS } from '@wl/auth';
import { createTestStore } from '@wl/testing';

/** Seeded sandbox accounts (GET /__sandbox/accounts), one per role the shell tells apart. */
export const ACCOUNTS = {
  member: { username: 'demo_member', password: 'Member#2024' },
  agent: { username: 'agent_l41', password: 'Agent41#2024' },
} as const;

function store(result: LoginResult) {
  sessionStorage.setItem(SESSION_STORAGE_KEYS.token, result.token);
  sessionStorage.setItem(SESSION_STORAGE_KEYS.isAgent, String(result.customerType));
  sessionStorage.setItem(SESSION_STORAGE_KEYS.account, result.userName);
  return result;
}

/**
 * Logs in against the sandbox answering this test file and leaves the session where the site
 * finds it after a login (sessionStorage), so the site starts logged in with a token the sandbox
 * accepts. The login flow itself is the auth library's to test.
 */
export async function logInAs(account: keyof typeof ACCOUNTS): Promise<LoginResult> {
  const { username, password } = ACCOUNTS[account];
  return store(
    await createTestStore()
      .dispatch(authApi.endpoints.login.initiate({ type: 'username', username, password }))
      .unwrap(),
  );
}

/** A free-trial session: a trial account (customer type 4). */
export async function startFreeTrial(): Promise<LoginResult> {
  const nonce = crypto.randomUUID();
  return store(
    await createTestStore()
      .dispatch(authApi.endpoints.freePlayLogin.initiate({ os: 'Linux', platform: 'W', nonce }))
      .unwrap(),
  );
}
