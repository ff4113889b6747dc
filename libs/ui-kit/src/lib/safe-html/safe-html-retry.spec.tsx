import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { RetryBoundary } from '../lazy/retry-boundary';
import { SafeHtml } from './safe-html';

/** The sanitiser's chunk fails to load while this is set, as over a dropped connection. */
const chunk = vi.hoisted(() => ({ offline: true }));
vi.mock('./safe-html-body', async (importOriginal) => {
  if (chunk.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

it('a sanitiser chunk that failed to load is fetched again by the retry, not failed for good (spec §8)', async () => {
  // React reports the error the boundary catches; it is the point of the test.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithProviders(
    <RetryBoundary>
      <SafeHtml html="<p>Maintenance tonight</p>" />
    </RetryBoundary>,
  );
  const retry = await screen.findByRole('button', { name: 'Try again' });
  chunk.offline = false;
  await userEvent.click(retry);
  expect(await screen.findByText('Maintenance tonight')).toBeInTheDocument();
});
