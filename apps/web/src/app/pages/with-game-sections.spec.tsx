import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadHomeGameSections } from '@wl/games';
import { renderWithProviders } from '@wl/testing';
import { RetryBoundary } from '@wl/ui-kit';
import { lazyGameSections } from './with-game-sections';

vi.mock('@wl/games', async (original) => ({ ...(await original<typeof import('@wl/games')>()), loadHomeGameSections: vi.fn() }));

const shown = (name: string) => () => <p>{name}</p>;

describe("home's game sections (spec §8: a chunk that fails is fetched again)", () => {
  it('whose chunk failed are fetched again by the retry beside them, not failed for good', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.mocked(loadHomeGameSections);
    load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const sections = {
      HotGames: shown('Hot games'),
      RecentGames: shown('Recent'),
      PopularLottery: shown('Lottery'),
      VendorLanes: shown('Lanes'),
    };
    // Only the default export (the four sections) is read.
    load.mockResolvedValue({ default: sections } as unknown as Awaited<ReturnType<typeof loadHomeGameSections>>);
    const { HotGames } = lazyGameSections();
    renderWithProviders(
      <RetryBoundary>
        <Suspense fallback={null}>
          <HotGames />
        </Suspense>
      </RetryBoundary>,
    );
    // The failure shows, with the retry, and nothing is fetched again until the retry is pressed.
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByText('Hot games')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(retry);
    expect(await screen.findByText('Hot games')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
