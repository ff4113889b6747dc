import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import type { GameSections } from '../home/game-sections';
import HotPage from './hot-page';

serveSandbox();

/** The games domain's sections as the site hands them in, standing in: the hot games say how they were asked to show. */
const games: GameSections = {
  HotGames: ({ heading = true }) => <p>{heading ? 'hot games with a heading' : 'hot games under the page’s heading'}</p>,
  VendorLanes: () => null,
  PopularLottery: () => null,
  RecentGames: () => null,
};

describe('the hot page (/hot, spec §2)', () => {
  it('names the hot games with its own heading and asks the section for no second one, then the hot news', async () => {
    renderWithProviders(<HotPage games={games} />, { route: '/hot' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hot games' })).toBeInTheDocument();
    expect(screen.getByText('hot games under the page’s heading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Hot news' })).toBeInTheDocument();
  });
});
