import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUPS_SEEN_STORAGE } from '@wl/api-client';
import { createTestStore, renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { ModalProvider } from '@wl/ui-kit';
import type { GameSections } from './game-sections';
import HomePage from './home-page';

serveSandbox();

/** The pop-up notices fail as they draw while this is set (their sanitiser's chunk lost, say). */
const popups = vi.hoisted(() => ({ broken: false }));
vi.mock('./popup-notices', async (importOriginal) => {
  const real = await importOriginal<typeof import('./popup-notices')>();
  return {
    ...real,
    PopupNotices: () => {
      if (popups.broken) throw new TypeError('Failed to fetch dynamically imported module');
      return real.PopupNotices();
    },
  };
});

const noSection = () => null;
const games = (sections: Partial<GameSections> = {}): GameSections => ({
  RecentGames: noSection,
  HotGames: noSection,
  PopularLottery: noSection,
  VendorLanes: noSection,
  ...sections,
});

const renderHome = (sections?: Partial<GameSections>) =>
  renderWithProviders(
    <ModalProvider registry={{}}>
      <HomePage games={games(sections)} />
    </ModalProvider>,
    { store: createTestStore() },
  );

/**
 * The first banner, whichever slide the carousel is on: it turns every 5 s, and the failed part's Try again has
 * taken over 4 s to find on a busy runner, after which slide 1 was hidden for the next 10 s (stop 63's CI).
 */
const firstBanner = () => screen.findByRole('img', { name: 'Welcome bonus 100%', hidden: true });

describe('home: a part under the banners that fails never takes the banners down', () => {
  beforeEach(() => {
    sessionStorage.setItem(POPUPS_SEEN_STORAGE, '1');
    // React reports the error the boundary catches; it is the point of the test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('a game section that fails shows the error with a retry where the lanes go; the banners stay', async () => {
    renderHome({
      HotGames: () => {
        throw new Error('broken section');
      },
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await firstBanner()).toBeInTheDocument();
  });

  it('pop-up notices that fail show the error with a retry in their place; the banners stay', async () => {
    popups.broken = true;
    renderHome();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await firstBanner()).toBeInTheDocument();
  });
});
