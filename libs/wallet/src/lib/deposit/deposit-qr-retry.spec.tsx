import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { CALLS } from '@wl/api-client';
import { renderAs } from '@wl/testing';
import { RetryBoundary } from '@wl/ui-kit';
import { serveWalletSandbox } from '../../testing/wallet-sandbox';
import DepositPage from './deposit-page';

const sandbox = serveWalletSandbox();

/** The QR code's chunk fails to load while this is set, as over a dropped connection. */
const chunk = vi.hoisted(() => ({ offline: true }));
vi.mock('qrcode.react', async (importOriginal) => {
  if (chunk.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

/** A QR Ph deposit of ¥300, submitted. */
async function depositByQr() {
  await userEvent.click(await screen.findByRole('radio', { name: /QR Ph/ }));
  await userEvent.click(screen.getByRole('button', { name: '¥300.00' }));
  await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
}

it('a pay-in QR code whose chunk failed to load is fetched again after the retry, not failed for good, with the order placed (spec §8)', async () => {
  // React reports the error the boundary catches; it is the point of the test.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderAs(
    'demo_member',
    <RetryBoundary>
      <DepositPage />
    </RetryBoundary>,
  );
  const orders = sandbox.record(new RegExp(`${CALLS.wallet.deposit.path}$`));
  await depositByQr();
  const retry = await screen.findByRole('button', { name: 'Try again' });
  chunk.offline = false;
  await userEvent.click(retry);
  // The order placed is kept: its details come back with the code, without a second order.
  expect(await screen.findByRole('img', { name: 'QR code to scan with your payment app' })).toBeInTheDocument();
  expect(orders).toHaveLength(1);
});
