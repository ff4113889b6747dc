import { authApi, type LoginResult } from '@wl/api-client';
import { createTestStore } from '@wl/testing';

/** The demo accounts the agent center's tests and stories use (README "Demo accounts"). */
export const DEMO_LOGINS = {
  demo_member: 'Member#2024',
  agent_l1: 'Agent1#2024',
  agent_l2: 'Agent2#2024',
  agent_l41: 'Agent41#2024',
  agent_l42: 'Agent42#2024',
} as const;
export type DemoLogin = keyof typeof DEMO_LOGINS;

/** Logs in against the sandbox answering the page and keeps the token where the site's store reads it. */
export async function logInAs(username: DemoLogin): Promise<LoginResult> {
  const result = await createTestStore()
    .dispatch(authApi.endpoints.login.initiate({ type: 'username', username, password: DEMO_LOGINS[username] }))
    .unwrap();
  sessionStorage.setItem('token', result.token);
  sessionStorage.setItem('isAgent', String(result.customerType));
  return result;
}

/** A free-trial session (customer type 4). */
export async function startTrial(): Promise<LoginResult> {
  const result = await createTestStore()
    .dispatch(authApi.endpoints.freePlayLogin.initiate({ os: 'Linux', platform: 'W', nonce: crypto.randomUUID() }))
    .unwrap();
  sessionStorage.setItem('token', result.token);
  sessionStorage.setItem('isAgent', String(result.customerType));
  return result;
}
