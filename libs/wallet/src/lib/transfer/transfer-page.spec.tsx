import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CALLS } from '@wl/api-client';
import { logInToSandbox, renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import TransferPage from './transfer-page';

const sandbox = serveSandbox();
beforeEach(() => {
  sessionStorage.clear();
  sandbox.use({});
});

const walletRow = (name: RegExp) => within(screen.getByRole('table', { name: 'Wallets' })).getByRole('row', { name });

async function transfer(amount: string, to: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'To' }), to);
  await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), amount);
  await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
}

describe('my wallet (transferFund)', () => {
  it('moves exactly the amount from the main wallet to a vendor, and all back to main restores both', async () => {
    await logInToSandbox('demo_member');
    renderWithProviders(<TransferPage />);
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

  it('a balance that fails to load shows its catalogued message with a retry, which brings the wallets', async () => {
    await logInToSandbox('demo_member');
    // The first answer fails; the retry is the sandbox's.
    sandbox.server.use(
      http.get(
        `*${CALLS.wallet.balance.path}`,
        () => HttpResponse.json({ success: false, value: null, errorCode: 'boom' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    renderWithProviders(<TransferPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unknown error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Wallets' })).toBeInTheDocument();
  });

  it('keeps the button disabled while the transfer is in flight, so a second click cannot submit twice', async () => {
    sandbox.use({ faults: { latencyMs: 300 } });
    await logInToSandbox('demo_member');
    renderWithProviders(<TransferPage />);
    await screen.findByRole('table', { name: 'Wallets' }, { timeout: 3000 });
    await transfer('100', 'PG Soft');
    const button = screen.getByRole('button', { name: 'Transfer' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(await screen.findByText('Transfer complete.', undefined, { timeout: 3000 })).toBeInTheDocument();
    // The balance is fetched again after the transfer (same latency): one transfer, not two.
    await waitFor(() => expect(walletRow(/Main wallet/)).toHaveTextContent('¥12,480.50'), { timeout: 3000 });
  });

  it('retries a transfer whose answer was lost with the same key: the money moves once', async () => {
    sandbox.use({ faults: { dropResponsePaths: [CALLS.wallet.transfer.path] } });
    await logInToSandbox('demo_member');
    renderWithProviders(<TransferPage />);
    await screen.findByRole('table', { name: 'Wallets' });
    await transfer('100', 'PG Soft');
    expect(await screen.findByRole('alert')).toHaveTextContent('The network is abnormal, please try again');
    await fetch(new URL('/__sandbox/faults', window.location.origin), { method: 'PUT', body: JSON.stringify({}) });
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Transfer complete.')).toBeInTheDocument();
    await waitFor(() => expect(walletRow(/Main wallet/)).toHaveTextContent('¥12,480.50'));
    expect(walletRow(/PG Soft/)).toHaveTextContent('¥250.25');
  });

  it('hides transfers for a single-wallet merchant (GCS_merchantWallet isSingle) and still shows the balance', async () => {
    sandbox.server.use(
      http.get(`*${CALLS.wallet.merchantWallet.path}`, () => HttpResponse.json({ success: true, value: { isSingle: true } })),
    );
    await logInToSandbox('demo_member');
    renderWithProviders(<TransferPage />);
    expect(await screen.findByText('This site uses one wallet for every game: there is nothing to transfer.')).toBeInTheDocument();
    expect(walletRow(/Main wallet/)).toHaveTextContent('¥12,580.50');
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
  });
});
