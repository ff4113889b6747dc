import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import type { GameSections } from '../home/game-sections';
import HotPage from './hot-page';

const sandbox = serveSandbox();

/**
 * The games domain's sections as the site hands them in, standing in: the hot games say how they
 * were asked to show, and arrive when the test says so.
 */
const games: GameSections = {
  HotGames: ({ ownPage = false, onSettled }) => (
    <button type="button" onClick={onSettled}>
      {ownPage ? 'arrive: hot games on a page of their own' : 'arrive: hot games on home'}
    </button>
  ),
  VendorLanes: () => null,
  PopularLottery: () => null,
  RecentGames: () => null,
};

describe('the hot page (/hot, spec §2)', () => {
  it('names the hot games with its own heading and shows them as a page of their own, then the hot news', async () => {
    renderWithProviders(<HotPage games={games} />, { route: '/hot' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hot games' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'arrive: hot games on a page of their own' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Hot news' })).toBeInTheDocument();
  });

  it('shows the hot news only once the games have their height, so the news is not pushed down the page', async () => {
    const { container } = renderWithProviders(<HotPage games={games} />, { route: '/hot' });
    const arrive = await screen.findByRole('button', { name: /^arrive/ });
    // The news has had time to answer: it waits for the games, not for its own call.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('heading', { name: 'Hot news' })).not.toBeInTheDocument();
    // Nor its skeleton in their place: a plain block with no role or name, so found by the busy state it carries.
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    await userEvent.click(arrive);
    expect(await screen.findByRole('heading', { level: 2, name: 'Hot news' })).toBeInTheDocument();
  });

  it('asks for the hot announcements only when the brand offers type H, and without them shows no hot news', async () => {
    const asked = sandbox.record(/MCSFE_getListAnnouncements/, (request) => new URL(request.url).searchParams.get('types'));
    const { container } = renderWithProviders(<HotPage games={games} />, {
      route: '/hot',
      brand: { ...testBrand, announcementTypes: ['B', 'PL', 'PU'], announcementDefaultExecution: 'PL' },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^arrive/ }));
    // Time for a call to be made and answered, were one asked.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Hot news' })).not.toBeInTheDocument();
    // Nor a skeleton waiting for news that was never asked for (found by its busy state: it has no role or name).
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('a brand that offers type H gets its hot news: the H list, in execution H', async () => {
    const asked = sandbox.record(/MCSFE_getListAnnouncements/, (request) => {
      const query = new URL(request.url).searchParams;
      return `${query.get('types')} ${query.get('execution')}`;
    });
    renderWithProviders(<HotPage games={games} />, {
      route: '/hot',
      brand: { ...testBrand, announcementTypes: ['B', 'H'], announcementDefaultExecution: 'B' },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^arrive/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Hot news' })).toBeInTheDocument();
    expect(asked).toEqual(['H H']);
  });
});
