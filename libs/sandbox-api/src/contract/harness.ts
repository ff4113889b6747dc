import { configureStore } from '@reduxjs/toolkit';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { authApi, baseApi, isApiError, type ApiClientConfig, type ApiError, type CipherScheme } from '@wl/api-client';
import { CALLS, CONTRACT, type Domain } from '@wl/api-client/contract';
import { createSandboxApp } from '../lib/app';
import { sandboxHandlers } from '../lib/msw';
import { DEMO_ACCOUNTS } from '../lib/seed/accounts';
import type { SandboxOptions } from '../lib/state';

/**
 * Contract tests run the real api-client endpoints against the in-process sandbox over MSW, and
 * check every answer against the contract's zod schema. Each spec file gets its own sandbox.
 */
export function contractHarness(options: SandboxOptions = {}) {
  const app = createSandboxApp(options);
  const server = setupServer(...sandboxHandlers(app));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const session = { token: null as string | null };
  const covered = new Set<string>();

  function newStore(overrides: Partial<ApiClientConfig> = {}) {
    const apiClient: ApiClientConfig = {
      baseUrl: '',
      merchantCode: 'SANDBOX',
      getLanguage: () => 'EN',
      getToken: () => session.token,
      onSessionExpired: vi.fn(() => {
        session.token = null;
      }),
      ...overrides,
    };
    const store = configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (getDefault) =>
        getDefault({ thunk: { extraArgument: { apiClient } }, serializableCheck: false, immutableCheck: false }).concat(baseApi.middleware),
    });
    return Object.assign(store, { apiClient });
  }
  const store = newStore();

  return {
    app,
    store,
    session,
    newStore,
    /** Talks to the sandbox's own routes (reset, faults, outbox…). */
    admin: (path: string, init?: RequestInit) => app.request(path, init),
    async reset() {
      await app.request('/__sandbox/reset', { method: 'POST' });
      session.token = null;
      store.dispatch(baseApi.util.resetApiState());
    },
    /** Logs a demo account in through the real encrypted login call. */
    async loginAs(username: string, cipherScheme?: CipherScheme) {
      const account = DEMO_ACCOUNTS.find((entry) => entry.username === username);
      if (!account) throw new Error(`No demo account ${username}`);
      const target = cipherScheme ? newStore({ cipherScheme }) : store;
      const result = await target
        .dispatch(authApi.endpoints.login.initiate({ type: 'username', username, password: account.password }))
        .unwrap();
      session.token = result.token;
      return result;
    },
    /** Asserts a call succeeded and its answer is what the contract says; counts the call as covered. */
    expectContract<D extends Domain>(domain: D, name: keyof (typeof CALLS)[D] & string, result: { data?: unknown; error?: unknown }) {
      expect(result.error).toBeUndefined();
      const schema = (
        CONTRACT[domain] as Record<string, { response: { safeParse: (value: unknown) => { success: boolean; error?: unknown } } }>
      )[name]?.response;
      const parsed = schema?.safeParse(result.data);
      expect(parsed?.error).toBeUndefined();
      covered.add(`${domain}.${name}`);
      return result.data;
    },
    /** Asserts a call failed with a catalogued error (spec §8), not an exception. */
    expectError(result: { error?: unknown }, messageKey: ApiError['messageKey'], code?: string): ApiError {
      expect(isApiError(result.error)).toBe(true);
      const error = result.error as ApiError;
      expect(error.messageKey).toBe(messageKey);
      if (code) expect(error.code).toBe(code);
      return error;
    },
    /** Every call of the domain has had a contract test in this file. */
    uncovered: (domain: Domain) => Object.keys(CALLS[domain]).filter((name) => !covered.has(`${domain}.${name}`)),
  };
}
