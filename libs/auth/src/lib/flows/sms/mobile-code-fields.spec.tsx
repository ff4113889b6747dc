import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT } from '@wl/api-client/contract';
import type { LanguageCode } from '@wl/i18n';
import { renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { ModalProvider, useModals } from '@wl/ui-kit';
import { createSessionStore, flowModals, sandboxOutbox, sentBodies } from '../../../testing/account-flows';
import { AUTH_MODALS } from '../../modals/auth-modal-ids';
import { SMS_SEND_THROTTLE_MS } from './send-code-button';

const sandbox = serveSandbox();
beforeEach(() => sandbox.use({}));

function OpenSmsLogin() {
  const { open } = useModals();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    open(AUTH_MODALS.login, { mode: 'sms' });
  }, [open]);
  return null;
}

/** The login's mobile-code tab, as a player reading the site in `language` meets it. */
function openSmsLoginIn(language: LanguageCode) {
  const store = createSessionStore();
  renderWithProviders(<OpenSmsLogin />, {
    language,
    wrapper: (children) => (
      <Provider store={store}>
        <ModalProvider registry={flowModals}>{children}</ModalProvider>
      </Provider>
    ),
  });
  return screen.findByRole('dialog', { name: 'Log in' });
}

/** 0-9 as a Persian keyboard types them. */
const persian = (digits: string) => digits.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]);

describe('a mobile number and its code typed in Persian digits (FA)', () => {
  it('are read as ASCII digits: the number passes its rule and the SMS and the login send 0-9', async () => {
    const sends = sentBodies(CONTRACT.auth.sendLoginSms.request);
    const logins = sentBodies(CONTRACT.auth.login.request);
    const dialog = await openSmsLoginIn('FA');
    const number = await within(dialog).findByLabelText('Mobile number');
    await userEvent.type(number, persian('9175550101'));
    expect(number).toHaveValue('9175550101');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(sends()).toEqual([expect.objectContaining({ mobileNum: '9175550101' })]));
    // The countdown's news counts in the page's digits (a number argument).
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('status')
          .map((status) => status.textContent),
      ).toContain('Code sent. You can ask for a new one in ۳۰۰ s.'),
    );
    const { sms } = await sandboxOutbox();
    const code = sms.findLast((message) => message.to.endsWith('9175550101'))?.code ?? '';
    expect(code).toMatch(/^\d+$/);
    const codeField = within(dialog).getByLabelText('Verification code');
    await userEvent.type(codeField, persian(code));
    expect(codeField).toHaveValue(code);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
    expect(logins()).toEqual([expect.objectContaining({ type: 'sms', mobileNum: '9175550101', verificationCode: code })]);
  });
});

describe('the mobile-code login’s verification code (spec §5)', () => {
  it('spec §5: the verification-code field takes at most 255 characters: a longer paste keeps the first 255', async () => {
    const dialog = await openSmsLoginIn('EN');
    const codeField = await within(dialog).findByLabelText('Verification code');
    await userEvent.click(codeField);
    await userEvent.paste('7'.repeat(300));
    expect(codeField).toHaveValue('7'.repeat(255));
  });
});

describe('Send code without a valid mobile number', () => {
  it('sends nothing and moves the focus to the number, which reads its error, as a refused submit does', async () => {
    const sends = sentBodies(CONTRACT.auth.sendLoginSms.request);
    const dialog = await openSmsLoginIn('EN');
    const send = await within(dialog).findByRole('button', { name: 'Send code' });
    await userEvent.click(send);
    const number = within(dialog).getByLabelText('Mobile number');
    expect(number).toHaveFocus();
    expect(number).toHaveAccessibleDescription(/valid phone number/i);
    expect(sends()).toEqual([]);
  });

  it('a send refused before it goes takes the last send’s failure away: it no longer speaks for the form', async () => {
    const dialog = await openSmsLoginIn('EN');
    const number = await within(dialog).findByLabelText('Mobile number');
    await userEvent.type(number, '9170000999');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send code' }));
    const failure = (await within(dialog).findByRole('alert')).textContent ?? '';
    await userEvent.clear(number);
    // Past the button's throttle (spec §5: a send at most once a second), so the press is taken.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + SMS_SEND_THROTTLE_MS);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    } finally {
      vi.useRealTimers();
    }
    expect(number).toHaveFocus();
    expect(within(dialog).queryByText(failure)).toBeNull();
  });
});
