import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAs } from '@wl/testing';
import { serveWalletSandbox } from '../../testing/wallet-sandbox';
import TransferPage from '../transfer/transfer-page';

const sandbox = serveWalletSandbox();

describe('the balance’s refresh (docs/decisions.md: a call that fails to refresh keeps what the page showed)', () => {
  it('a refresh that fails keeps the wallets shown, with the failure and its Try again above them', async () => {
    await renderAs('demo_member', <TransferPage />);
    const wallets = await screen.findByRole('table', { name: 'Wallets' });
    sandbox.server.use(http.get('*/wps/v2/wallets/balance', () => HttpResponse.error(), { once: true }));
    // The player comes back to the tab (from a game in another window): the balance is asked again, and fails.
    fireEvent(document, new Event('visibilitychange'));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The network is abnormal, please try again');
    expect(wallets).toBeInTheDocument();
    // The total kept from the earlier answer is not passed off as current.
    expect(screen.getByText('Not updated')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect.poll(() => screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('table', { name: 'Wallets' })).toBeInTheDocument();
    expect(screen.queryByText('Not updated')).toBeNull();
  });
});
