import { act, fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import { CALLS } from '@wl/api-client';
import { selectIsLoggedIn } from '@wl/session';
import { logInToSandbox, renderWithProviders, testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { createAppStore } from '../store';
import { LogoutBody } from './logout-body';

const sandbox = serveSandbox();

afterEach(() => vi.useRealTimers());

it('logout ends the session and closes even when the server never answers the logout call (spec §4)', async () => {
  await logInToSandbox('demo_member');
  const store = createAppStore({ baseUrl: '', merchantCode: testBrand.merchantCode, getLanguage: () => testBrand.defaultLanguage });
  expect(selectIsLoggedIn(store.getState())).toBe(true);
  const close = vi.fn();
  renderWithProviders(<LogoutBody props={{}} close={close} />, { store });
  const submit = await screen.findByRole('button', { name: 'Sign out' });
  // The server takes the call and never answers.
  sandbox.server.use(http.post(`*${CALLS.auth.logout.path}`, () => new Promise<never>(() => undefined)));
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  fireEvent.click(submit);
  // The wait for an answer runs out.
  await act(() => vi.runOnlyPendingTimersAsync());
  expect(selectIsLoggedIn(store.getState())).toBe(false);
  expect(close).toHaveBeenCalledOnce();
});
