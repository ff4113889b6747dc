import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AUTH_MODALS } from '@wl/auth';
import { renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { ModalProvider } from '@wl/ui-kit';
import RegisterPage from './register-page';

serveSandbox();

/** A register modal that shows what it was opened with, standing in for the register flow. */
const registry = {
  [AUTH_MODALS.register]: {
    title: 'Register',
    render: ({ props }: { props: { referralCode?: string } }) => <p>Opened with {props.referralCode ?? 'no code'}</p>,
  },
};

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
});
