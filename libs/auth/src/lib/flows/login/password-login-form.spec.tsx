import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT } from '@wl/api-client/contract';
import { renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { ModalProvider, useModals } from '@wl/ui-kit';
import { createSessionStore, flowModals, sandboxOutbox, sentBodies } from '../../../testing/account-flows';
import { AUTH_MODALS } from '../../modals/auth-modal-ids';

const sandbox = serveSandbox();
beforeEach(() => sandbox.use({}));

function OpenLogin() {
  const { open } = useModals();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    open(AUTH_MODALS.login);
  }, [open]);
  return null;
}

/** 0-9 as a Persian keyboard types them. */
const persian = (digits: string) => digits.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]);

describe('the new-device code typed in Persian digits (FA)', () => {
  it('is read as ASCII digits and the login sends 0-9', async () => {
    const logins = sentBodies(CONTRACT.auth.login.request);
    const store = createSessionStore();
    renderWithProviders(<OpenLogin />, {
      language: 'FA',
      wrapper: (children) => (
        <Provider store={store}>
          <ModalProvider registry={flowModals}>{children}</ModalProvider>
        </Provider>
      ),
    });
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(within(login).getByLabelText('Username'), 'new_device');
    await userEvent.type(within(login).getByLabelText('Password'), 'Device#2024');
    await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
    const field = await within(login).findByRole('textbox', { name: 'Verification code' });
    const { sms } = await sandboxOutbox();
    const code = sms.filter((entry) => entry.purpose === 'device').at(-1)?.code ?? '';
    expect(code).toMatch(/^\d+$/);
    await userEvent.type(field, persian(code));
    expect(field).toHaveValue(code);
    await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('new_device'));
    expect(logins().at(-1)).toEqual(expect.objectContaining({ username: 'new_device', deviceCode: code }));
  });
});
