import { configureStore } from '@reduxjs/toolkit';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { ModalProvider } from '@wl/ui-kit';
import { AUTH_MODALS } from '../modals/auth-modal-ids';
import { returnPath } from './return-path';
import { authModals } from '../modals/auth-modals';
import { sessionSlice, type SessionState } from '@wl/session';
import { RequireSession } from './route-guard';
import { GuardedActionProvider, useRequireLogin } from './use-require-login';
import { useLoginAfterExpiry } from './login-after-expiry';

// jsdom does not scroll; modals give the page its scroll position back on close.
vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

const GUEST: SessionState = { status: 'guest' };
const as = (customerType: number): SessionState => ({
  status: 'loggedIn',
  token: 'tok-0000000000000001',
  customerType,
  account: 'player',
  nickname: '',
  customerId: '1',
  merchant: 'TEST01',
});

const sessionStore = (session: SessionState) => configureStore({ reducer: { session: sessionSlice.reducer }, preloadedState: { session } });

/** A login popup's body that never loads (a slow phone's lazy chunk): the guards watch the popup, not its body. */
const neverLoads = new Promise<never>(() => undefined);
function LoadingBody(): never {
  throw neverLoads;
}
/** The guards' own modals: the login popup is empty here, or still loading (the login flow has its own tests). */
let loginBody = () => null as ReactNode;
const registry = {
  [AUTH_MODALS.login]: { title: 'Log in', render: () => loginBody() },
  // Its body has its own tests (trial-warning-body.spec.tsx); here, the button that closes it.
  [AUTH_MODALS.trialWarning]: {
    ...authModals[AUTH_MODALS.trialWarning],
    render: ({ close }: { close: () => void }) => (
      <button type="button" onClick={close}>
        Confirm
      </button>
    ),
  },
};

function withSession(session: SessionState, store = sessionStore(session)) {
  return (children: ReactNode) => (
    <Provider store={store}>
      <ModalProvider registry={registry}>{children}</ModalProvider>
    </Provider>
  );
}

describe('loginedToHomePage (spec §2)', () => {
  function LoginPage() {
    const { state } = useLocation();
    return (
      <>
        <h1>Login page</h1>
        <output aria-label="return to">{returnPath(state)}</output>
      </>
    );
  }

  function LoginAfterExpiry() {
    useLoginAfterExpiry();
    return null;
  }

  function site(route: string, session: SessionState, loginedToHomePage = true, store = sessionStore(session)) {
    renderWithProviders(
      <GuardedActionProvider>
        <LoginAfterExpiry />
        <Routes>
          <Route
            element={
              <RequireSession
                loginedToHomePage={loginedToHomePage}
                openToGuests={(pathname) => pathname.toLowerCase().startsWith('/download')}
                loginPath="/login"
              />
            }
          >
            <Route path="/vip" element={<h1>VIP page</h1>} />
            <Route path="/download" element={<h1>Download page</h1>} />
          </Route>
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </GuardedActionProvider>,
      { route, wrapper: withSession(session, store) },
    );
  }

  it('sends a guest on a guarded route to /login, carrying where they were going', async () => {
    site('/vip?tab=rank#perks', GUEST);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'return to' })).toHaveTextContent('/vip?tab=rank#perks');
  });

  it('keeps the page of a session that ends mid-visit, with the login popup over it (docs/decisions.md)', async () => {
    const store = sessionStore(as(0));
    site('/vip', as(0), true, store);
    await screen.findByRole('heading', { name: 'VIP page' });
    act(() => void store.dispatch(sessionSlice.actions.sessionExpired()));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'VIP page', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Login page', hidden: true })).not.toBeInTheDocument();
  });

  it('closing the login popup of an ended session without logging in sends the guest to /login, and the old account goes', async () => {
    const store = sessionStore(as(0));
    site('/vip', as(0), true, store);
    await screen.findByRole('heading', { name: 'VIP page' });
    act(() => void store.dispatch(sessionSlice.actions.sessionExpired()));
    await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'return to' })).toHaveTextContent('/vip');
    expect(store.getState().session).toEqual({ status: 'guest' });
  });

  it('closing that popup while its body is still loading ends the session all the same', async () => {
    loginBody = () => (
      <Suspense fallback="Loading…">
        <LoadingBody />
      </Suspense>
    );
    onTestFinished(() => {
      loginBody = () => null;
    });
    const store = sessionStore(as(0));
    site('/vip', as(0), true, store);
    await screen.findByRole('heading', { name: 'VIP page' });
    act(() => void store.dispatch(sessionSlice.actions.sessionExpired()));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toHaveTextContent('Loading…');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(store.getState().session).toEqual({ status: 'guest' });
  });

  it('lets a guest open a route the site map opens to guests', async () => {
    site('/download', GUEST);
    expect(await screen.findByRole('heading', { name: 'Download page' })).toBeInTheDocument();
  });

  it('lets a stored session through, trial accounts included', async () => {
    site('/vip', as(4));
    expect(await screen.findByRole('heading', { name: 'VIP page' })).toBeInTheDocument();
  });

  it('lets a guest through everywhere while the setting is off', async () => {
    site('/vip', GUEST, false);
    expect(await screen.findByRole('heading', { name: 'VIP page' })).toBeInTheDocument();
  });
});

describe('guarded actions (spec §4)', () => {
  function Deposit({ action, realAccount }: { action: () => void; realAccount?: boolean }) {
    const requireLogin = useRequireLogin();
    return <button onClick={() => requireLogin(action, { realAccount })}>Deposit</button>;
  }

  it('without a token the login popup opens and the action does not run', async () => {
    const action = vi.fn();
    renderWithProviders(<Deposit action={action} />, { wrapper: withSession(GUEST) });
    await userEvent.click(await screen.findByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('a trial account gets the in_need_true_account warning for a real-account action', async () => {
    const action = vi.fn();
    renderWithProviders(<Deposit action={action} realAccount />, { wrapper: withSession(as(4)) });
    await userEvent.click(await screen.findByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('dialog', { name: 'Real account needed' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('a trial account may do what is open to any session', async () => {
    const action = vi.fn();
    renderWithProviders(<Deposit action={action} />, { wrapper: withSession(as(4)) });
    await userEvent.click(await screen.findByRole('button', { name: 'Deposit' }));
    expect(action).toHaveBeenCalledOnce();
  });

  it('a member and an agent run the action', async () => {
    for (const customerType of [0, 41]) {
      const action = vi.fn();
      const { unmount } = renderWithProviders(<Deposit action={action} realAccount />, { wrapper: withSession(as(customerType)) });
      await userEvent.click(await screen.findByRole('button', { name: 'Deposit' }));
      expect(action).toHaveBeenCalledOnce();
      unmount();
    }
  });
});
