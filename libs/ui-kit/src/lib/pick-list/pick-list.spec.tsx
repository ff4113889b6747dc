import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contrastRatio, WCAG_AA_TEXT_CONTRAST } from '@wl/theme';
import { renderWithProviders, testBrand } from '@wl/testing';
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

/** `rgb(r, g, b)` as `#rrggbb`. */
const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((channel) => Number(channel).toString(16).padStart(2, '0'))
    .join('')}`;

/** A dark brand whose primary is a yellow (mekong-star): its tint on the navy surface was a grey. */
const darkBrand = {
  ...testBrand,
  theme: {
    ...testBrand.theme,
    palette: {
      primary: '#f5b82e',
      onPrimary: '#1a1300',
      secondary: '#3dd6c6',
      background: '#0e1525',
      surface: '#17213a',
      text: '#eef2fb',
      muted: '#9fb0d0',
      success: '#4cc38a',
      warning: '#f0b429',
      danger: '#ff6b6b',
    },
  },
};

describe('the open item', () => {
  it.each([
    ['a light brand', testBrand],
    ['a dark brand', darkBrand],
  ])('on %s stands apart from the others (3:1, WCAG 1.4.11) and its title and detail read on it (4.5:1)', async (_, brand) => {
    renderWithProviders(<PickList label="Notices" items={ITEMS} currentId={2} onPick={vi.fn()} />, { brand });
    const [other, open] = within(await screen.findByRole('list', { name: 'Notices' })).getAllByRole('button') as HTMLElement[];
    const ground = hex(getComputedStyle(open as HTMLElement).backgroundColor);
    expect(contrastRatio(ground, hex(getComputedStyle(other as HTMLElement).backgroundColor))).toBeGreaterThanOrEqual(3);
    const title = hex(getComputedStyle(open as HTMLElement).color);
    const detail = hex(getComputedStyle(within(open as HTMLElement).getByText('2026-11-18')).color);
    expect(contrastRatio(title, ground)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
    expect(contrastRatio(detail, ground)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
  });
});
