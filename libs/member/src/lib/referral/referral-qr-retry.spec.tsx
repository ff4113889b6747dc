import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { serveSandbox } from '@wl/testing/vitest';
import { RetryBoundary } from '@wl/ui-kit';
import { renderAs } from '../../testing/member-session';
import ReferralPage from './referral-page';

serveSandbox();

/** The QR code's chunk fails to load while this is set, as over a dropped connection. */
const chunk = vi.hoisted(() => ({ offline: true }));
vi.mock('qrcode.react', async (importOriginal) => {
  if (chunk.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

it('a QR code chunk that failed to load is fetched again by the retry, not failed for good (spec §8)', async () => {
  // React reports the error the boundary catches; it is the point of the test.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderAs(
    'member',
    <RetryBoundary>
      <ReferralPage />
    </RetryBoundary>,
  );
  const retry = await screen.findByRole('button', { name: 'Try again' });
  chunk.offline = false;
  await userEvent.click(retry);
  expect(await screen.findByRole('img', { name: 'QR code of your invite link' })).toBeInTheDocument();
});
