import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useNavigate, useNavigationType, type NavigateFunction } from 'react-router-dom';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { AUTH_MODALS } from '@wl/auth';
import { sessionStarted } from '@wl/session';
import { createTestStore, logInToSandbox, renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { ModalProvider } from '@wl/ui-kit';
import RegisterPage from './register-page';

const sandbox = serveSandbox();

/** The codes the register modal was drawn with, in this test: one drawn and closed at once leaves no dialog to find. */
const registerDrawn: string[] = [];
beforeEach(() => {
  registerDrawn.length = 0;
});

/** A register modal that shows what it was opened with, standing in for the register flow. */
const registry = {
  [AUTH_MODALS.register]: {
    title: 'Register',
    render: ({ props }: { props: { referralCode?: string } }) => {
      registerDrawn.push(props.referralCode ?? 'no code');
      return <p>Opened with {props.referralCode ?? 'no code'}</p>;
    },
  },
};

/** The merchant's white-label switches, as the sandbox serves them for the rest of the test. */
async function switchModules(switches: Record<string, boolean>) {
  const modules = new URL('/__sandbox/modules', window.location.href);
  const answer = await fetch(modules, { method: 'PUT', body: JSON.stringify(switches) });
  if (!answer.ok) throw new Error(`The sandbox refused the switches: ${await answer.text()}`);
  onTestFinished(async () => void (await fetch(modules, { method: 'DELETE' })));
}

describe('/register and /register.html (spec §2)', () => {
  it('open registration with the referralCode of the query', async () => {
    renderWithProviders(
      <ModalProvider registry={registry}>
        <RegisterPage />
      </ModalProvider>,
      { route: '/register?referralCode=FRIEND7' },
    );
    expect(await screen.findByRole('dialog', { name: 'Register' })).toHaveTextContent('Opened with FRIEND7');
  });

  it('open registration without a code when the link has none', async () => {
    renderWithProviders(
      <ModalProvider registry={registry}>
        <RegisterPage />
      </ModalProvider>,
      { route: '/register.html' },
    );
    expect(await screen.findByRole('dialog', { name: 'Register' })).toHaveTextContent('Opened with no code');
  });

  it('close registration when the player leaves the address, by the back button or a link', async () => {
    let navigate: NavigateFunction = () => undefined;
    function Navigator() {
      navigate = useNavigate();
      return null;
    }
    renderWithProviders(
      <ModalProvider registry={registry}>
        <Navigator />
        <Routes>
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/help" element={<h1>Help</h1>} />
        </Routes>
      </ModalProvider>,
      { route: '/register' },
    );
    await screen.findByRole('dialog', { name: 'Register' });
    await act(() => navigate('/help'));
    expect(await screen.findByRole('heading', { name: 'Help' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register' })).not.toBeInTheDocument());
  });

  /** The register page at `/register`, and home at `/` saying how it was reached. */
  function site(store = createTestStore()) {
    function Home() {
      return <h1>Home, by {useNavigationType()}</h1>;
    }
    renderWithProviders(
      <ModalProvider registry={registry}>
        <Routes>
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/" element={<Home />} />
        </Routes>
      </ModalProvider>,
      { route: '/register?referralCode=FRIEND7', store },
    );
  }

  it('are a guest’s: a logged-in player is sent on to home, in place of the address, without registration', async () => {
    await logInToSandbox('demo_member');
    site();
    expect(await screen.findByRole('heading', { name: 'Home, by REPLACE' })).toBeInTheDocument();
    expect(registerDrawn).toEqual([]);
  });

  it('are the merchant’s to offer: with registration off, the address gives way to home, without registration', async () => {
    await switchModules({ USERNAMEREG3: false, MOBILENUMREG3: false });
    site();
    expect(await screen.findByRole('heading', { name: 'Home, by REPLACE' })).toBeInTheDocument();
    expect(registerDrawn).toEqual([]);
  });

  it('open registration, code and all, when the settings call fails: only settings that arrived can say it is off', async () => {
    sandbox.server.use(http.get('*/wps/system/whitelabel', () => HttpResponse.error()));
    site();
    expect(await screen.findByRole('dialog', { name: 'Register' })).toHaveTextContent('Opened with FRIEND7');
    expect(screen.queryByRole('heading', { name: /^Home/ })).not.toBeInTheDocument();
  });

  it('give way to home once the player has signed up, so that a reload does not open registration again', async () => {
    const store = createTestStore();
    site(store);
    await screen.findByRole('dialog', { name: 'Register' });
    // The session a sign-up starts (the register flow's own test covers the call).
    const { token, customerType, userName, id } = await logInToSandbox('demo_member');
    act(() => {
      store.dispatch(sessionStarted({ token, customerType, account: userName, nickname: '', customerId: String(id), merchant: 'M' }));
    });
    expect(await screen.findByRole('heading', { name: 'Home, by REPLACE' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register' })).not.toBeInTheDocument());
  });
});
