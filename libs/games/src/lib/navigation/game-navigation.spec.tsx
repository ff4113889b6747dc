import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { GameNavigation } from './game-navigation';
import { buildNavigation, type NavLane } from './nav-rules';

const rng: NavLane = {
  title: 'RNG',
  cards: Array.from({ length: 15 }, (_, i) => ({ vassalage: `S${i + 1}`, displayName: `Slot ${i + 1}`, accountTypeName: `S${i + 1}` })),
};

describe('the bottom navigation', () => {
  it('is a navigation landmark whose (hover) drop-down lists 13 vendors, then More to the category page', async () => {
    renderWithProviders(<GameNavigation items={buildNavigation([rng], { esportsVendors: [], cockfightVendors: [] })} />);
    const nav = await screen.findByRole('navigation', { name: 'Game navigation' });
    const dropdown = within(nav).getByLabelText('Slots vendors');
    const links = within(dropdown).getAllByRole('link', { hidden: true });
    expect(links).toHaveLength(14);
    expect(links[0]).toHaveAttribute('href', '/rng?vassalage=S1');
    expect(links[13]).toHaveTextContent('More');
    expect(links[13]).toHaveAttribute('href', '/rng');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
    expect(within(nav).getByRole('link', { name: 'App download' })).toHaveAttribute('href', '/download');
  });

  it('on a phone is one row of category chips with no vendor drop-downs (a phone cannot hover)', async () => {
    renderWithProviders(<GameNavigation items={buildNavigation([rng], { esportsVendors: [], cockfightVendors: [] })} variant="chips" />);
    const nav = await screen.findByRole('navigation', { name: 'Game navigation' });
    expect(within(nav).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');
    expect(within(nav).queryByLabelText('Slots vendors')).not.toBeInTheDocument();
    expect(
      within(nav)
        .queryAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).not.toContain('Slot 1');
  });
});
