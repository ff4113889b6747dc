import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lotteryApi } from '@wl/api-client';
import { createTestStore, renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { VnResults } from './live-results';

const sandbox = serveSandbox();
const DAY_MS = 24 * 60 * 60 * 1000;
/** A call for the opened draws' numbers (`/lgw/vn/numeros/opened/game`). */
const NUMBERS_CALL = /\/lgw\/vn\/numeros\/opened\/game(?:\?|$)/;

afterEach(() => vi.useRealTimers());

describe('live results (spec §7)', () => {
  it('a board drawn from cached draws already past their next draw asks for new ones, and the page keeps working', async () => {
    const store = createTestStore();
    // A player comes back to the lottery within the cache's minute, after the next draw was due.
    const cached = store.dispatch(lotteryApi.endpoints.getVnNumbers.initiate());
    await cached;
    cached.unsubscribe();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + DAY_MS);
    const asked = sandbox.record(NUMBERS_CALL);

    renderWithProviders(<VnResults />, { store });

    expect((await screen.findAllByRole('timer'))[0]).toHaveTextContent('Drawing now…');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(screen.getByRole('heading', { name: 'Results' })).toBeInTheDocument();
  });
});
