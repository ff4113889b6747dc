import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { PickList } from './pick-list';

const ITEMS = [
  { id: 1, title: 'Maintenance tonight', detail: '2026-11-20' },
  { id: 2, title: 'New games', detail: '2026-11-18' },
];

describe('PickList', () => {
  it('is a named list of buttons with the open item marked current', async () => {
    renderWithProviders(<PickList label="Notices" items={ITEMS} currentId={2} onPick={vi.fn()} />);
    const list = await screen.findByRole('list', { name: 'Notices' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-current'))).toEqual(['false', 'true']);
    expect(buttons[0]).toHaveTextContent('Maintenance tonight2026-11-20');
  });

  it('tells which item the player picked', async () => {
    const onPick = vi.fn();
    renderWithProviders(<PickList label="Notices" items={ITEMS} currentId={2} onPick={onPick} />);
    await userEvent.click(await screen.findByRole('button', { name: /Maintenance tonight/ }));
    expect(onPick).toHaveBeenCalledWith(1);
  });
});
