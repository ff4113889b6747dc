import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CALLS, PERSIST_PREFIX } from '@wl/api-client';
import { translatedAs } from '../../testing/translated-as';
import { sessionEnded } from '@wl/session';
import { createTestStore, logInToSandbox, renderAs, renderWithProviders } from '@wl/testing';
import { heldDongBalance, serveWalletSandbox } from '../../testing/wallet-sandbox';
import DepositPage from './deposit-page';

const sandbox = serveWalletSandbox();

/** demo_member places a deposit of ¥300 (its pay-in details shown), then leaves the page; the store stays. */
async function depositThenLeave() {
  await logInToSandbox('demo_member');
  const store = createTestStore();
  const first = renderWithProviders(<DepositPage />, { store });
  const form = await screen.findByRole('form', { name: 'Deposit' });
  await userEvent.type(within(form).getByRole('textbox', { name: 'Amount' }), '300');
  await userEvent.click(within(form).getByRole('button', { name: 'Deposit' }));
  const order = (await within(await screen.findByRole('region', { name: 'How to pay' })).findByRole('status')).textContent;
  first.unmount();
  return { store, order };
}

describe('deposit (spec §4)', () => {
  it("offers each channel's presets, holds the submit outside its bounds, and shows what to pay in once submitted", async () => {
    await renderAs('demo_member', <DepositPage />);
    await userEvent.click(await screen.findByRole('radio', { name: /QR Ph/ }));
    expect(screen.getByText('From ¥10.00 to ¥10,000.00')).toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '10000.01');
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '¥300.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const payIn = await screen.findByRole('region', { name: 'How to pay' });
    expect(payIn).toHaveTextContent(/Deposit D\d+ of ¥300.00 is pending/);
    expect(await screen.findByRole('img', { name: 'QR code to scan with your payment app' })).toBeInTheDocument();
  });

  it("the bank's account number and the reference read left to right in every language, the payee's names isolated from the page", async () => {
    await renderAs('demo_member', <DepositPage />);
    const form = await screen.findByRole('form', { name: 'Deposit' });
    await userEvent.click(within(form).getByRole('radio', { name: /Bank transfer/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount' }), '300');
    await userEvent.click(within(form).getByRole('button', { name: 'Deposit' }));
    const payIn = await screen.findByRole('region', { name: 'How to pay' });
    // A right-to-left page would otherwise draw `0012 3456 7890` as `7890 3456 0012`.
    const accountNumber = within(payIn).getByText('0012 3456 7890');
    expect(accountNumber.tagName).toBe('BDI');
    expect(accountNumber).toHaveAttribute('dir', 'ltr');
    expect(within(payIn).getByText(/^REF/)).toHaveAttribute('dir', 'ltr');
    const payee = within(payIn).getByText('Sandbox Merchant Inc.');
    expect(payee.tagName).toBe('BDI');
    expect(payee).not.toHaveAttribute('dir');
  });

  it('the pay-in details outlive the page (another entry of the member center, and back) until another deposit is asked for; a new order is not needed to find them', async () => {
    const { store, order } = await depositThenLeave();
    renderWithProviders(<DepositPage />, { store });
    const payIn = await screen.findByRole('region', { name: 'How to pay' });
    expect(within(payIn).getByText('0012 3456 7890')).toBeInTheDocument();
    expect(within(payIn).getByRole('status')).toHaveTextContent(order ?? '');
    await userEvent.click(within(payIn).getByRole('button', { name: 'Make another deposit' }));
    expect(await screen.findByRole('form', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('the pay-in details outlive a reload of the page, until another deposit is asked for', async () => {
    await depositThenLeave();
    // A reload: a new store, with what the tab's storage kept.
    const reloaded = renderWithProviders(<DepositPage />, { store: createTestStore() });
    const payIn = await screen.findByRole('region', { name: 'How to pay' });
    expect(within(payIn).getByRole('status')).toHaveTextContent(/Deposit D\d+ of ¥300.00 is pending/);
    await userEvent.click(within(payIn).getByRole('button', { name: 'Make another deposit' }));
    expect(await screen.findByRole('form', { name: 'Deposit' })).toBeInTheDocument();
    reloaded.unmount();
    renderWithProviders(<DepositPage />, { store: createTestStore() });
    expect(await screen.findByRole('form', { name: 'Deposit' })).toBeInTheDocument();
  });

  it("a kept copy that is not a deposit (the tab's storage edited) is left alone: the page offers the form", async () => {
    await logInToSandbox('demo_member');
    for (const broken of [
      { orderId: 'D1', payIn: null },
      { orderId: 'D1', amount: 'lots', payIn: { type: 'QR', qrContent: 'x', reference: 'R' } },
      { orderId: 'D1', amount: '300', payIn: { type: 'BANK', reference: 'R' } },
    ]) {
      sessionStorage.setItem(`${PERSIST_PREFIX}player.record.placedDeposit`, JSON.stringify(broken));
      const page = renderWithProviders(<DepositPage />, { store: createTestStore() });
      expect(await screen.findByRole('form', { name: 'Deposit' })).toBeInTheDocument();
      page.unmount();
    }
  });

  it("a session's end takes the pay-in details with it: the next player on the computer gets the form", async () => {
    const { store } = await depositThenLeave();
    act(() => void store.dispatch(sessionEnded()));
    renderWithProviders(<DepositPage />, { store });
    expect(screen.queryByRole('region', { name: 'How to pay' })).not.toBeInTheDocument();
  });

  it('a merchant with no payment method says that no payment method is available, and offers no form', async () => {
    sandbox.server.use(http.get(`*${CALLS.wallet.depositChannels.path}`, () => HttpResponse.json({ success: true, value: [] })));
    await renderAs('demo_member', <DepositPage />);
    expect(await screen.findByText('No payment method is available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Deposit' })).toBeNull();
  });

  it('a submitted deposit takes the focus to its pending message, and "Make another deposit" takes it to the new form', async () => {
    await renderAs('demo_member', <DepositPage />);
    const form = await screen.findByRole('form', { name: 'Deposit' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount' }), '300');
    await userEvent.click(within(form).getByRole('button', { name: 'Deposit' }));
    const payIn = await screen.findByRole('region', { name: 'How to pay' });
    // Not dropped to the page with the submit button that went away.
    expect(within(payIn).getByRole('status')).toHaveTextContent(/Deposit D\d+ of ¥300.00 is pending/);
    expect(within(payIn).getByRole('status')).toHaveFocus();
    // A keyboard goes on from the message to its action.
    await userEvent.tab();
    expect(within(payIn).getByRole('button', { name: 'Make another deposit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('form', { name: 'Deposit' })).toHaveFocus());
  });

  it('a refused deposit is no longer said once the player picks another payment method: the message is the last deposit’s', async () => {
    sandbox.server.use(
      http.post(
        `*${CALLS.wallet.deposit.path}`,
        () => HttpResponse.json({ success: false, value: null, errorCode: 'quota.insufficient' }),
        {
          once: true,
        },
      ),
    );
    await renderAs('demo_member', <DepositPage />);
    const form = await screen.findByRole('form', { name: 'Deposit' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount' }), '300');
    await userEvent.click(within(form).getByRole('button', { name: 'Deposit' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your quota is not sufficient.');
    await userEvent.click(within(form).getByRole('radio', { name: /QR Ph/ }));
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('an amount is not sent before the wallet currency is known, then is held to its decimals (₫: none)', async () => {
    const balance = heldDongBalance();
    sandbox.server.use(balance.handler);
    const sent = sandbox.record(new RegExp(`${CALLS.wallet.deposit.path}$`));
    await renderAs('demo_member', <DepositPage />);
    const form = await screen.findByRole('form', { name: 'Deposit' });
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    // Typed with the default's two decimals, as the field takes them until the currency is in.
    await userEvent.type(amount, '300.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Deposit' }));
    expect(within(form).getByRole('status')).toHaveTextContent('Balance updating');
    expect(sent).toEqual([]);
    balance.answer();
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/^Enter a valid amount/));
    expect(amount).toHaveValue('300.5');
    expect(within(form).getByRole('button', { name: 'Deposit' })).toBeDisabled();
    expect(within(form).queryByRole('status')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('another payment method keeps the amount typed, and says at once when its limits do not take it', async () => {
    await renderAs('demo_member', <DepositPage />);
    const form = await screen.findByRole('form', { name: 'Deposit' });
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '15000');
    await userEvent.click(within(form).getByRole('radio', { name: /QR Ph/ }));
    expect(amount).toHaveValue('15,000.00');
    expect(amount).toHaveAccessibleDescription(/^The maximum is ¥10,000.00/);
    expect(within(form).getByRole('button', { name: 'Deposit' })).toBeDisabled();
    await userEvent.click(within(form).getByRole('radio', { name: /GCash/ }));
    expect(amount).toHaveValue('15,000.00');
    expect(amount).not.toBeInvalid();
    expect(within(form).getByRole('button', { name: 'Deposit' })).toBeEnabled();
  });

  it("another payment method keeps a preset's amount, and says at once when its limits do not take it", async () => {
    await renderAs('demo_member', <DepositPage />);
    const form = await screen.findByRole('form', { name: 'Deposit' });
    await userEvent.click(within(form).getByRole('radio', { name: /GCash/ }));
    await userEvent.click(within(form).getByRole('button', { name: '¥50.00' }));
    await userEvent.click(within(form).getByRole('radio', { name: /Bank transfer/ }));
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('50.00');
    expect(amount).toHaveAccessibleDescription(/^The minimum is ¥100.00/);
    expect(within(form).getByRole('button', { name: 'Deposit' })).toBeDisabled();
    await userEvent.click(within(form).getByRole('button', { name: '¥500.00' }));
    expect(amount).not.toBeInvalid();
  });

  it("a language orders a channel's name and kind on its chip its own way", async () => {
    await renderAs('demo_member', <DepositPage />, { wrapper: translatedAs({ 'wallet.deposit.channelOption': '{type}: {name}' }) });
    expect(await screen.findByRole('radio', { name: 'QR code: QR Ph' })).toBeInTheDocument();
  });
});
