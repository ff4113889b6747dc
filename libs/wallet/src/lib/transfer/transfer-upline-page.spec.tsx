import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authApi, CALLS, setBalanceHidden } from '@wl/api-client';
import { createTestStore, renderAs, renderWithProviders } from '@wl/testing';
import { expectNothingSent } from '@wl/testing/vitest';
import { heldDongBalance, serverErrorOn, serveWalletSandbox } from '../../testing/wallet-sandbox';
import TransferUplinePage from './transfer-upline-page';

const sandbox = serveWalletSandbox();

/**
 * A player just registered with agent_l2's affiliate code (an upline to transfer to) and no payment password yet,
 * logged in as the site stores a session.
 */
async function asNewDownline(username: string) {
  const { token } = await createTestStore()
    .dispatch(
      authApi.endpoints.register.initiate({
        username,
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
        registerMethod: 'WEB',
        affiliateCode: 'AGT2002',
      }),
    )
    .unwrap();
  sessionStorage.setItem('token', token);
  sessionStorage.setItem('isAgent', '0');
  return createTestStore();
}

describe('transfer to upline (spec §3, §6)', () => {
  it('shows the main wallet’s own balance, and sends nothing for an amount of 0: sent with Enter, the amount says its minimum and takes the focus', async () => {
    const sent = sandbox.record(new RegExp(CALLS.wallet.transferUpline.path));
    await renderAs('agent_l2', <TransferUplinePage />);
    const form = await screen.findByRole('form', { name: 'Transfer to upline' });
    expect(await within(form).findByText('Main wallet: ¥15,400.00')).toBeInTheDocument();
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '0');
    await userEvent.type(within(form).getByLabelText('Payment password'), '246810{Enter}');
    expect(amount).toHaveAccessibleDescription(/^The minimum is ¥0\.01/);
    expect(amount).toHaveFocus();
    await expectNothingSent(sent);
  });

  it('Transfer with the payment password missing is not disabled: Enter marks the password, gives it the focus, and sends nothing', async () => {
    const sent = sandbox.record(new RegExp(CALLS.wallet.transferUpline.path));
    await renderAs('agent_l2', <TransferUplinePage />);
    const form = await screen.findByRole('form', { name: 'Transfer to upline' });
    await within(form).findByText('Main wallet: ¥15,400.00');
    expect(within(form).getByRole('button', { name: 'Transfer to upline' })).toBeEnabled();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount' }), '100{Enter}');
    const password = within(form).getByLabelText('Payment password');
    expect(password).toHaveAccessibleDescription('This field cannot be empty');
    expect(password).toHaveFocus();
    await expectNothingSent(sent);
  });

  it('once the transfer is done, the line saying so takes the focus from the button, so what was done is read where the player is', async () => {
    await renderAs('agent_l2', <TransferUplinePage />);
    const form = await screen.findByRole('form', { name: 'Transfer to upline' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount' }), '100');
    await userEvent.type(within(form).getByLabelText('Payment password'), '246810');
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer to upline' }));
    const line = await within(form).findByRole('status');
    expect(line).toHaveTextContent('Transfer complete.');
    await waitFor(() => expect(line).toHaveFocus());
  });

  it('a refused payment password is emptied and its field takes the focus, not said missing though a submit was tried empty; the amount is kept', async () => {
    await renderAs('agent_l2', <TransferUplinePage />);
    const form = await screen.findByRole('form', { name: 'Transfer to upline' });
    await within(form).findByText('Main wallet: ¥15,400.00');
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer to upline' }));
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '100');
    await userEvent.type(within(form).getByLabelText('Payment password'), '000000');
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer to upline' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The payment password is not correct.');
    const password = within(form).getByLabelText('Payment password');
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(amount).toHaveValue('100.00');
  });

  it('an amount above the main wallet is held at the field with the maximum named, and cannot be sent', async () => {
    await renderAs('agent_l2', <TransferUplinePage />);
    const form = await screen.findByRole('form', { name: 'Transfer to upline' });
    await within(form).findByText('Main wallet: ¥15,400.00');
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    const sent = sandbox.record(new RegExp(CALLS.wallet.transferUpline.path));
    await userEvent.type(amount, '15400.01');
    await userEvent.type(within(form).getByLabelText('Payment password'), '246810');
    expect(amount).toHaveAccessibleDescription(/The maximum is ¥15,400.00/);
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer to upline' }));
    expect(amount).toHaveFocus();
    await expectNothingSent(sent);
  });

  it('with the balance hidden, an amount above the main wallet is said to be more than it holds, without the figure', async () => {
    setBalanceHidden(true);
    await renderAs('agent_l2', <TransferUplinePage />);
    const form = await screen.findByRole('form', { name: 'Transfer to upline' });
    await within(form).findByText('Main wallet: ****');
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '15400.01');
    await userEvent.type(within(form).getByLabelText('Payment password'), '246810');
    expect(amount).toHaveAccessibleDescription(/^The amount is more than this wallet holds\./);
    expect(amount).not.toHaveAccessibleDescription(/15,400/);
    const sent = sandbox.record(new RegExp(CALLS.wallet.transferUpline.path));
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer to upline' }));
    expect(amount).toHaveFocus();
    await expectNothingSent(sent);
  });

  it('a main wallet balance that cannot be fetched says it is unavailable, not "balance updating" for ever', async () => {
    sandbox.server.use(serverErrorOn('/wps/v2/wallets/balance'));
    await renderAs('agent_l2', <TransferUplinePage />);
    const form = await screen.findByRole('form', { name: 'Transfer to upline' });
    expect(await within(form).findByText('Main wallet: Balance unavailable')).toBeInTheDocument();
  });

  it('a player without an upline (member info toUpline false) is told so instead of given the form', async () => {
    await renderAs('demo_member', <TransferUplinePage />);
    expect(await screen.findByText('You have no upline to transfer to.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Transfer to upline' })).not.toBeInTheDocument();
  });

  it('an amount is not sent before the wallet currency is known, then is held to its decimals (₫: none)', async () => {
    const balance = heldDongBalance();
    sandbox.server.use(balance.handler);
    const sent = sandbox.record(new RegExp(CALLS.wallet.transferUpline.path));
    await renderAs('agent_l2', <TransferUplinePage />);
    const form = await screen.findByRole('form', { name: 'Transfer to upline' });
    // Typed with the default's two decimals, as the field takes them until the currency is in.
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount' }), '100.5');
    await userEvent.type(within(form).getByLabelText('Payment password'), '246810');
    const submit = within(form).getByRole('button', { name: 'Transfer to upline' });
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    expect(sent).toEqual([]);
    balance.answer();
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/^Enter a whole amount, without decimals/));
    expect(amount).toHaveValue('100.5');
    await userEvent.click(submit);
    expect(amount).toHaveFocus();
    await expectNothingSent(sent);
  });

  it('a player with no payment password is asked to set one in place of the form, which comes back once it is set, with the focus in it', async () => {
    renderWithProviders(<TransferUplinePage />, { store: await asNewDownline('upnopass01') });
    const setPassword = await screen.findByRole('form', { name: 'Set a payment password' });
    expect(screen.queryByRole('form', { name: 'Transfer to upline' })).not.toBeInTheDocument();
    await userEvent.type(await within(setPassword).findByLabelText('Payment password'), '135790');
    await userEvent.type(within(setPassword).getByLabelText('Confirm payment password'), '135790');
    // Save waits for the rule to compile.
    await waitFor(() => expect(within(setPassword).getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.click(within(setPassword).getByRole('button', { name: 'Save' }));
    const form = await screen.findByRole('form', { name: 'Transfer to upline' });
    expect(screen.queryByRole('form', { name: 'Set a payment password' })).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveFocus();
  });

  it('a payment password the server accepted is trusted though the profile cannot be read again: the form comes, not a second Save the server would refuse', async () => {
    renderWithProviders(<TransferUplinePage />, { store: await asNewDownline('upnopass02') });
    const setPassword = await screen.findByRole('form', { name: 'Set a payment password' });
    sandbox.server.use(serverErrorOn(CALLS.member.profile.path));
    await userEvent.type(await within(setPassword).findByLabelText('Payment password'), '135790');
    await userEvent.type(within(setPassword).getByLabelText('Confirm payment password'), '135790');
    // Save waits for the rule to compile.
    await waitFor(() => expect(within(setPassword).getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.click(within(setPassword).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('form', { name: 'Transfer to upline' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Set a payment password' })).not.toBeInTheDocument();
  });
});
