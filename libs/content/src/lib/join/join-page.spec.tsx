import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorActionsContext } from '@wl/ui-kit';
import { renderWithProviders } from '@wl/testing';
import JoinPage from './join-page';

afterEach(() => vi.restoreAllMocks());

describe('the join page (/join)', () => {
  it("signs agents up through the player's own customer-service channel (spec §6: VIP above rank 4), as the site opens it", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const contactSupport = vi.fn();
    renderWithProviders(<JoinPage />, {
      route: '/join',
      wrapper: (children) => <ErrorActionsContext.Provider value={{ contactSupport }}>{children}</ErrorActionsContext.Provider>,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Become an agent' }));
    expect(contactSupport).toHaveBeenCalledOnce();
    // Not the live-chat popup of its own, which would pass a VIP player by.
    expect(open).not.toHaveBeenCalled();
  });

  it('numbers its steps as text in the words’ direction, so a right-to-left page reads "1." and not ".1"', async () => {
    // AR reads EN's words: the list, the page's, runs right to left; its steps' words do not.
    renderWithProviders(<JoinPage />, { route: '/join', language: 'AR' });
    const card = await screen.findByRole('region', { name: 'How to start' });
    const items = within(within(card).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual(['1.', '2.', '3.']);
    expect(items[0]).toHaveTextContent(/^1\.\s*Contact customer service to open an agent account\.$/);
    expect(within(items[0]).getByText('1.').closest('[dir]')).toHaveAttribute('dir', 'ltr');
  });
});
