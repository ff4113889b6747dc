import { useEffect, useLayoutEffect, useState, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { authApi, type LoginResult } from '@wl/api-client';
import { useLanguage } from '@wl/i18n';
import { createSessionStore, sessionStarted } from '@wl/session';
import { renderWithProviders, SANDBOX_ACCOUNTS, testBrand, type SandboxAccount } from '@wl/testing';

/** The seeded accounts the member stories and tests play as (README demo accounts). */
const DEMO = { member: 'demo_member', vip: 'demo_vip' } as const satisfies Record<string, SandboxAccount>;

/**
 * The site's own store (its session persistence and expiry included), talking to whatever answers the API: the
 * in-process sandbox. `getLanguage` is the `Language` header's source (a test switching languages passes its own).
 */
export function createMemberStore(merchantCode = testBrand.merchantCode, getLanguage: () => string = () => 'EN') {
  return createSessionStore({ baseUrl: '', merchantCode, getLanguage });
}
export type MemberStore = ReturnType<typeof createMemberStore>;

/** Starts the store's session as the site does after a login or a registration. */
function startSession(store: MemberStore, result: LoginResult): LoginResult {
  store.dispatch(
    sessionStarted({
      token: result.token,
      customerType: result.customerType,
      account: result.userName,
      nickname: '',
      customerId: String(result.id),
      merchant: testBrand.merchantCode,
    }),
  );
  return result;
}

/** Logs a demo account (or a free-trial session) in through the real encrypted calls and starts the session in the store. */
export async function logInAs(store: MemberStore, who: keyof typeof DEMO | 'trial') {
  const result =
    who === 'trial'
      ? await store.dispatch(authApi.endpoints.freePlayLogin.initiate({ os: 'Linux', platform: 'W', nonce: crypto.randomUUID() })).unwrap()
      : await store
          .dispatch(
            authApi.endpoints.login.initiate({ type: 'username', username: DEMO[who], password: SANDBOX_ACCOUNTS[DEMO[who]].password }),
          )
          .unwrap();
  return startSession(store, result);
}

/** Registers a new player (never deposited, no limit) and starts their session. */
export async function registerNewPlayer(store: MemberStore, username: string) {
  const password = 'Secret#123';
  const result = await store
    .dispatch(authApi.endpoints.register.initiate({ username, password, confirmPassword: password, registerMethod: 'WEB' }))
    .unwrap();
  return startSession(store, result);
}

/** Stories: the story rendered inside its own store, once the demo account has logged in against the story's sandbox. */
export function MemberSession({ as = 'member', children }: { as?: keyof typeof DEMO | 'trial'; children: ReactNode }) {
  const [store] = useState(createMemberStore);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void logInAs(store, as).then(() => setReady(true));
  }, [store, as]);
  return ready ? <Provider store={store}>{children}</Provider> : null;
}

type RenderOptions = Omit<NonNullable<Parameters<typeof renderWithProviders>[1]>, 'store' | 'wrapper'>;

/**
 * Tells `onLanguage` the page's language as it changes. In a layout effect: before the page's queries subscribe (in
 * their effects), so their calls already carry the new language.
 */
function FollowLanguage({ onLanguage }: { onLanguage: (language: string) => void }) {
  const { language } = useLanguage();
  useLayoutEffect(() => {
    onLanguage(language);
  }, [onLanguage, language]);
  return null;
}

/** Renders `ui` as the site would, inside `store` (in the brand and language `options` name, if any). */
function renderInStore(store: MemberStore, ui: ReactElement, options: RenderOptions = {}, onLanguage?: (language: string) => void) {
  const view = renderWithProviders(ui, {
    ...options,
    wrapper: (children) => (
      <Provider store={store}>
        {onLanguage && <FollowLanguage onLanguage={onLanguage} />}
        {children}
      </Provider>
    ),
  });
  return { store, ...view };
}

/**
 * Tests: renders `ui` as the site would, inside a store where `who` has logged in against the test's sandbox. The
 * store's `Language` header follows the page's language (`options.language`, then `setLanguage` on the result), as the
 * site's does.
 */
export async function renderAs(who: keyof typeof DEMO | 'trial', ui: ReactElement, options?: RenderOptions) {
  let language: string = options?.language ?? 'EN';
  const store = createMemberStore(undefined, () => language);
  await logInAs(store, who);
  return renderInStore(store, ui, options, (next) => {
    language = next;
  });
}

/** Tests: renders `ui` for a player who has just registered as `username` (never deposited, no limit). */
export async function renderAsNewPlayer(username: string, ui: ReactElement) {
  const store = createMemberStore();
  await registerNewPlayer(store, username);
  return renderInStore(store, ui);
}
