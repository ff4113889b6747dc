import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CALLS, MAIN_WALLET, walletApi, setBalanceHidden } from '@wl/api-client';
import { createTestStore, renderAs, setSandboxFaults } from '@wl/testing';
import { expectNothingSent } from '@wl/testing/vitest';
import { serverErrorOn, serveWalletSandbox } from '../../testing/wallet-sandbox';
import TransferPage from './transfer-page';

const sandbox = serveWalletSandbox();

const walletRow = (name: RegExp) => within(screen.getByRole('table', { name: 'Wallets' })).getByRole('row', { name });

async function transfer(amount: string, to: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'To' }), to);
  await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), amount);
  await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
}

/** "All back to main" is sent and its answer lost; the money moved (the wallets, read again, show it). */
async function loseAllBacksAnswer() {
  await setSandboxFaults({ dropResponsePaths: [CALLS.wallet.transferAll.path] });
  await userEvent.click(screen.getByRole('button', { name: 'All back to main wallet' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The network is abnormal, please try again');
  await setSandboxFaults({});
  await waitFor(() => expect(walletRow(/PG Soft/)).toHaveTextContent('¥0.00'));
}

describe('my wallet (transferFund)', () => {
  it('moves exactly the amount from the main wallet to a vendor, and all back to main restores both', async () => {
    await renderAs('demo_member', <TransferPage />);
    expect(await screen.findByRole('table', { name: 'Wallets' })).toBeInTheDocument();
    expect(walletRow(/Main wallet/)).toHaveTextContent('¥12,580.50');
    await transfer('100', 'PG Soft');
    expect(await screen.findByText('Transfer complete.')).toBeInTheDocument();
    await waitFor(() => expect(walletRow(/Main wallet/)).toHaveTextContent('¥12,480.50'));
    expect(walletRow(/PG Soft/)).toHaveTextContent('¥250.25');
    await userEvent.click(screen.getByRole('button', { name: 'All back to main wallet' }));
    expect(await screen.findByText('Every wallet is back in the main wallet.')).toBeInTheDocument();
    // The wallets are read again after the move; the message may come first.
    await waitFor(() => expect(walletRow(/Main wallet/)).toHaveTextContent('¥13,030.75'));
    expect(walletRow(/PG Soft/)).toHaveTextContent('¥0.00');
  });

  it("To offers only what From can send to (the main wallet and a vendor's trade): choosing To never changes From", async () => {
    await renderAs('demo_member', <TransferPage />);
    const from = await screen.findByRole('combobox', { name: 'From' });
    const to = screen.getByRole('combobox', { name: 'To' });
    const offered = () =>
      within(to)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(offered()).not.toContain('Main wallet');
    expect(offered()).toContain('PG Soft');
    await userEvent.selectOptions(from, 'Evolution');
    expect(offered()).toEqual(['Main wallet']);
    expect(to).toHaveDisplayValue('Main wallet');
    // Back to the main wallet: To takes the vendor just left.
    await userEvent.selectOptions(from, 'Main wallet');
    expect(to).toHaveDisplayValue('Evolution');
    await userEvent.selectOptions(to, 'PG Soft');
    expect(from).toHaveDisplayValue('Main wallet');
  });

  it('a balance that fails to load shows its catalogued message with a retry, which brings the wallets', async () => {
    // The first answer fails; the retry is the sandbox's.
    sandbox.server.use(serverErrorOn(CALLS.wallet.balance.path, { once: true }));
    await renderAs('demo_member', <TransferPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unknown error');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Wallets' })).toBeInTheDocument();
  });

  it('Try again on a balance that failed stays, busy and with the focus, while it asks again', async () => {
    sandbox.server.use(serverErrorOn(CALLS.wallet.balance.path, { once: true }));
    await renderAs('demo_member', <TransferPage />);
    await screen.findByRole('alert');
    await setSandboxFaults({ latencyMs: 1000 });
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again', busy: true })).toHaveFocus());
    expect(await screen.findByRole('table', { name: 'Wallets' })).toBeInTheDocument();
  });

  it('keeps the button busy while the transfer is in flight: it keeps the focus, and a second click cannot submit twice', async () => {
    sandbox.use({ faults: { latencyMs: 300 } });
    await renderAs('demo_member', <TransferPage />);
    await screen.findByRole('table', { name: 'Wallets' });
    const sent = sandbox.record(new RegExp(CALLS.wallet.transfer.path));
    await transfer('100', 'PG Soft');
    const button = screen.getByRole('button', { name: 'Transfer', busy: true });
    // Busy, not disabled: a disabled button drops the keyboard's focus to the page.
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(await screen.findByText('Transfer complete.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    // The balance is fetched again after the transfer (same latency): one transfer, not two.
    await waitFor(() => expect(walletRow(/Main wallet/)).toHaveTextContent('¥12,480.50'));
  });

  it('Transfer with no amount, or 0, is not disabled: the amount says what it needs and takes the focus, and nothing is sent', async () => {
    const sent = sandbox.record(new RegExp(CALLS.wallet.transfer.path));
    await renderAs('demo_member', <TransferPage />);
    await screen.findByRole('table', { name: 'Wallets' });
    const button = screen.getByRole('button', { name: 'Transfer' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveAccessibleDescription(/^Enter an amount\b(?! with)/);
    expect(amount).toHaveFocus();
    await userEvent.type(amount, '0{Enter}');
    expect(amount).toHaveAccessibleDescription(/^The minimum is ¥0\.01/);
    expect(amount).toHaveFocus();
    await expectNothingSent(sent);
  });

  it('once a transfer is done the line saying so has the focus, where the player is', async () => {
    await renderAs('demo_member', <TransferPage />);
    await screen.findByRole('table', { name: 'Wallets' });
    await transfer('100', 'PG Soft');
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Transfer complete.');
  });

  it('a new try takes away the line saying the last transfer went through: beside a refusal it read as its outcome', async () => {
    await renderAs('demo_member', <TransferPage />);
    await screen.findByRole('table', { name: 'Wallets' });
    await transfer('100', 'PG Soft');
    await waitFor(() => expect(screen.getByText('Transfer complete.')).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveAccessibleDescription(/Enter an amount/);
    expect(screen.queryByText('Transfer complete.')).toBeNull();
  });

  it('a refused transfer is no longer named once all back to main has gone through: the message is the last action’s', async () => {
    sandbox.server.use(
      http.post(
        `*${CALLS.wallet.transfer.path}`,
        () => HttpResponse.json({ success: false, value: null, errorCode: 'quota.insufficient' }),
        {
          once: true,
        },
      ),
    );
    await renderAs('demo_member', <TransferPage />);
    await screen.findByRole('table', { name: 'Wallets' });
    await transfer('100', 'PG Soft');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your quota is not sufficient.');
    await userEvent.click(screen.getByRole('button', { name: 'All back to main wallet' }));
    expect(await screen.findByText('Every wallet is back in the main wallet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('retries a transfer whose answer was lost with the same key: the money moves once', async () => {
    sandbox.use({ faults: { dropResponsePaths: [CALLS.wallet.transfer.path] } });
    await renderAs('demo_member', <TransferPage />);
    await screen.findByRole('table', { name: 'Wallets' });
    await transfer('100', 'PG Soft');
    expect(await screen.findByRole('alert')).toHaveTextContent('The network is abnormal, please try again');
    await setSandboxFaults({});
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Transfer complete.')).toBeInTheDocument();
    await waitFor(() => expect(walletRow(/Main wallet/)).toHaveTextContent('¥12,480.50'));
    expect(walletRow(/PG Soft/)).toHaveTextContent('¥250.25');
  });

  it('all back to main after an answered transfer is a new action: it moves the money, not a replay of the lost one', async () => {
    await renderAs('demo_member', <TransferPage />);
    await screen.findByRole('table', { name: 'Wallets' });
    await loseAllBacksAnswer();
    // The vendors get back the very balances the lost one moved.
    await transfer('300', 'Evolution');
    expect(await screen.findByText('Transfer complete.')).toBeInTheDocument();
    await transfer('150.25', 'PG Soft');
    await waitFor(() => expect(walletRow(/PG Soft/)).toHaveTextContent('¥150.25'));
    await userEvent.click(screen.getByRole('button', { name: 'All back to main wallet' }));
    expect(await screen.findByText('Every wallet is back in the main wallet.')).toBeInTheDocument();
    await waitFor(() => expect(walletRow(/PG Soft/)).toHaveTextContent('¥0.00'));
    expect(walletRow(/Main wallet/)).toHaveTextContent('¥13,030.75');
  });

  it('all back to main after the balances changed elsewhere (another tab) is a new action: it moves the money', async () => {
    await renderAs('demo_member', <TransferPage />);
    await screen.findByRole('table', { name: 'Wallets' });
    await loseAllBacksAnswer();
    // Another tab, logged in as the same player, moves money to PG Soft; this page reads the wallets when it is back in view.
    await createTestStore()
      .dispatch(
        walletApi.endpoints.transferFunds.initiate({
          fromAccountTypeId: MAIN_WALLET,
          toAccountTypeId: 2001,
          amount: '100',
          idempotencyKey: crypto.randomUUID(),
        }),
      )
      .unwrap();
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(walletRow(/PG Soft/)).toHaveTextContent('¥100.00'));
    await userEvent.click(screen.getByRole('button', { name: 'All back to main wallet' }));
    expect(await screen.findByText('Every wallet is back in the main wallet.')).toBeInTheDocument();
    await waitFor(() => expect(walletRow(/PG Soft/)).toHaveTextContent('¥0.00'));
  });

  it('an amount sent with Enter: above the balance, the limit is named at once; within it, it is sent and the field empties', async () => {
    await renderAs('demo_member', <TransferPage />);
    await screen.findByRole('table', { name: 'Wallets' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'To' }), 'PG Soft');
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '99999{Enter}');
    expect(amount).toHaveAccessibleDescription(/^The maximum is ¥12,580\.50/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '100{Enter}');
    expect(await screen.findByText('Transfer complete.')).toBeInTheDocument();
    expect(amount).toHaveValue('');
  });

  it('with the balance hidden, an amount above it is said to be more than the wallet holds, without the figure', async () => {
    setBalanceHidden(true);
    await renderAs('demo_member', <TransferPage />);
    await screen.findByRole('table', { name: 'Wallets' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'To' }), 'PG Soft');
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '99999{Enter}');
    expect(amount).toHaveAccessibleDescription(/^The amount is more than this wallet holds\./);
    expect(amount).not.toHaveAccessibleDescription(/12,580/);
  });

  it('the total says the balance is unavailable when it cannot be read, not that it is updating', async () => {
    sandbox.server.use(serverErrorOn(CALLS.wallet.balance.path));
    await renderAs('demo_member', <TransferPage />);
    await screen.findByRole('alert');
    expect(screen.getByRole('region', { name: 'Total balance' })).toHaveTextContent('Balance unavailable');
  });

  it('hides transfers for a single-wallet merchant (GCS_merchantWallet isSingle) and still shows the balance', async () => {
    sandbox.server.use(
      http.get(`*${CALLS.wallet.merchantWallet.path}`, () => HttpResponse.json({ success: true, value: { isSingle: true } })),
    );
    await renderAs('demo_member', <TransferPage />);
    expect(await screen.findByText('This site uses one wallet for every game: there is nothing to transfer.')).toBeInTheDocument();
    expect(walletRow(/Main wallet/)).toHaveTextContent('¥12,580.50');
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
  });

  it('a player with no game wallet (not a single-wallet merchant) is told there is none to transfer to, not given a form', async () => {
    sandbox.server.use(
      http.get(`*${CALLS.wallet.balance.path}`, () =>
        HttpResponse.json({
          success: true,
          value: { currencySymbol: '¥', sumBalance: 500, balance: [{ accountTypeId: MAIN_WALLET, availBalance: 500 }] },
        }),
      ),
    );
    await renderAs('demo_member', <TransferPage />);
    expect(await screen.findByText('You have no game wallet to transfer to.')).toBeInTheDocument();
    expect(walletRow(/Main wallet/)).toHaveTextContent('¥500.00');
    expect(screen.queryByRole('form', { name: 'Transfer between wallets' })).toBeNull();
  });

  it('names each game wallet from the vendor lanes, as a merchant’s balance names none; a wallet no lane lists keeps its own name, or is a numbered game wallet', async () => {
    sandbox.server.use(
      http.get(`*${CALLS.wallet.balance.path}`, () =>
        HttpResponse.json({
          success: true,
          value: {
            currencySymbol: '¥',
            sumBalance: 700,
            balance: [
              { accountTypeId: MAIN_WALLET, availBalance: 500 },
              { accountTypeId: 2001, availBalance: 150 },
              { accountTypeId: 9999, availBalance: 50 },
              // A name the answer carries stands for a wallet the lanes do not list.
              { accountTypeId: 9998, availBalance: 0, name: 'House wallet' },
            ],
          },
        }),
      ),
    );
    await renderAs('demo_member', <TransferPage />);
    await screen.findByRole('table', { name: 'Wallets' });
    await waitFor(() => expect(walletRow(/PG Soft/)).toHaveTextContent('¥150.00'));
    expect(walletRow(/Game wallet 9999/)).toHaveTextContent('¥50.00');
    expect(walletRow(/House wallet/)).toHaveTextContent('¥0.00');
    const to = screen.getByRole('combobox', { name: 'To' });
    expect(within(to).getByRole('option', { name: 'PG Soft' })).toBeInTheDocument();
    expect(within(to).getByRole('option', { name: 'Game wallet 9999' })).toBeInTheDocument();
  });
});
