import { authApi, type LoginResult } from '@wl/api-client';
import { demoAccounts } from '@wl/sandbox-api';
import { createTestStore } from '@wl/testing';

/** Logs a demo account in against the sandbox answering the page and keeps the token where the site's store reads it (tests and stories). */
export async function logInAs(username: string): Promise<LoginResult> {
  const password = demoAccounts().find((account) => account.username === username)?.password ?? '';
  const result = await createTestStore()
    .dispatch(authApi.endpoints.login.initiate({ type: 'username', username, password }))
    .unwrap();
  sessionStorage.setItem('token', result.token);
  sessionStorage.setItem('isAgent', String(result.customerType));
  return result;
}
