import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contrastRatio, WCAG_AA_TEXT_CONTRAST } from '@wl/theme';
import { darkTestBrand, renderWithProviders, rgbToHex, testBrand } from '@wl/testing';
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

describe('the open item', () => {
  it.each([
    ['a light brand', testBrand],
    ['a dark brand', darkTestBrand],
  ])('on %s stands apart from the others (3:1, WCAG 1.4.11) and its title and detail read on it (4.5:1)', async (_, brand) => {
    renderWithProviders(<PickList label="Notices" items={ITEMS} currentId={2} onPick={vi.fn()} />, { brand });
    const [other, open] = within(await screen.findByRole('list', { name: 'Notices' })).getAllByRole('button') as HTMLElement[];
    const ground = rgbToHex(getComputedStyle(open as HTMLElement).backgroundColor);
    expect(contrastRatio(ground, rgbToHex(getComputedStyle(other as HTMLElement).backgroundColor))).toBeGreaterThanOrEqual(3);
    const title = rgbToHex(getComputedStyle(open as HTMLElement).color);
    const detail = rgbToHex(getComputedStyle(within(open as HTMLElement).getByText('2026-11-18')).color);
    expect(contrastRatio(title, ground)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
    expect(contrastRatio(detail, ground)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
  });
});
