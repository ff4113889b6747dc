import { configureStore } from '@reduxjs/toolkit';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Navigate, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { sessionSlice, type SessionState } from '@wl/session';
import { ModalProvider } from '@wl/ui-kit';
import LoginPage from './login-page';

const MEMBER: SessionState = {
  status: 'loggedIn',
  token: 'tok-0000000000000001',
  customerType: 0,
  account: 'player',
  nickname: '',
  customerId: '1',
  merchant: 'TEST01',
};

function loginPage(from: unknown) {
  const store = configureStore({ reducer: { session: sessionSlice.reducer }, preloadedState: { session: MEMBER } });
  renderWithProviders(
    <Routes>
      {/* The route guard's hand-over: /login with the page the guest was going to as the state. */}
      <Route path="/guarded" element={<Navigate to="/login" state={from} replace />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/vip" element={<h1>VIP page</h1>} />
      <Route path="/" element={<h1>Home page</h1>} />
    </Routes>,
    {
      route: '/guarded',
      wrapper: (children: ReactNode) => (
        <Provider store={store}>
          <ModalProvider registry={{}}>{children}</ModalProvider>
        </Provider>
      ),
    },
  );
}

describe('/login (spec §2): once logged in, the player returns where the guard stopped them', () => {
  it('goes to the page named by the return path', async () => {
    loginPage({ pathname: '/vip', search: '', hash: '' });
    expect(await screen.findByRole('heading', { name: 'VIP page' })).toBeInTheDocument();
  });

  it('goes home for a return path that is not a page of this site', async () => {
    loginPage({ pathname: '//evil.example/vip', search: '', hash: '' });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});
