import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { memberApi, PERSIST_PREFIX, walletApi } from '@wl/api-client';
import { selectIsLoggedIn, selectSessionExpired, SESSION_STORAGE_KEYS } from '@wl/session';
import { logInToSandbox, renderWithProviders, testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { LogoutBody } from './modals/logout-body';
import { createAppStore, type SiteApiConfig } from './store';

serveSandbox();

const CONFIG: SiteApiConfig = { baseUrl: '', merchantCode: testBrand.merchantCode, getLanguage: () => testBrand.defaultLanguage };
/** Spec §3's language keys hold the site's language, which outlives a session; every other key is the player's. */
const LANGUAGE_KEYS: readonly string[] = [SESSION_STORAGE_KEYS.lang, SESSION_STORAGE_KEYS.hisLang];

/** A logged-in site with player data cached (the balance is kept in sessionStorage, spec §4). */
async function loggedInSite() {
  const { token } = await logInToSandbox('demo_member');
  const store = createAppStore(CONFIG);
  await store.dispatch(walletApi.endpoints.getBalance.initiate()).unwrap();
  sessionStorage.setItem(SESSION_STORAGE_KEYS.lang, 'EN');
  // The check below can fail: the session and its cached data are there before it ends.
  expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.token)).toBe(token);
  expect(Object.keys(sessionStorage).some((key) => key.startsWith(`${PERSIST_PREFIX}player.`))).toBe(true);
  return { store, token };
}

/** OWASP ASVS V3: nothing of the ended session remains in any storage or cookie. */
function expectNoTraceOf(token: string) {
  for (const key of Object.values(SESSION_STORAGE_KEYS)) {
    if (LANGUAGE_KEYS.includes(key)) {
      expect(sessionStorage.getItem(key) ?? 'EN', key).toMatch(/^[A-Z]{2}$/);
      continue;
    }
    expect(sessionStorage.getItem(key), `sessionStorage ${key}`).toBeNull();
    expect(localStorage.getItem(key), `localStorage ${key}`).toBeNull();
    expect(document.cookie, `cookie ${key}`).not.toMatch(new RegExp(`(^|; )${key}=`));
  }
  expect(Object.keys(sessionStorage).filter((key) => key.startsWith(`${PERSIST_PREFIX}player.`))).toEqual([]);
  const everything = [...Object.values({ ...sessionStorage }), ...Object.values({ ...localStorage }), document.cookie];
  expect(everything.filter((value) => value.includes(token))).toEqual([]);
}

describe('no key of spec §3 outlives a session (issue 19, OWASP ASVS V3)', () => {
  it('after a logout', async () => {
    const { store, token } = await loggedInSite();
    renderWithProviders(<LogoutBody props={{}} close={vi.fn()} />, { store });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(selectIsLoggedIn(store.getState())).toBe(false));
    expectNoTraceOf(token);
    // A logout is the player's own choice: no login popup follows it.
    expect(selectSessionExpired(store.getState())).toBe(false);
  });

  it('after the server answers login.not.session', async () => {
    const { store, token } = await loggedInSite();
    await fetch(new URL('/__sandbox/sessions/expire', window.location.href), { method: 'POST' });
    const answer = await store.dispatch(memberApi.endpoints.getLoginInfo.initiate());
    expect(answer.error).toMatchObject({ code: 'login.not.session' });
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expectNoTraceOf(token);
    // …and the site knows to ask for a login again (the login popup opens over the same screen).
    expect(selectSessionExpired(store.getState())).toBe(true);
  });
});
