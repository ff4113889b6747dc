import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@wl/theme';
import { darkTestBrand, renderWithProviders, rgbToHex, testBrand } from '@wl/testing';
import { isCompleteRange, periodRange, presetRange, type DateRange } from './date-range';
import { DateRangePicker } from './date-range-picker';

/** A Wednesday in the second half of a 30-day month. */
const TODAY = new Date(2026, 10, 18);

describe('date-range presets and periods of the spec', () => {
  it('previous 7 or 30 days end today; next 7 or 30 days start today', () => {
    expect(presetRange('previous7', TODAY)).toEqual({ from: '2026-11-12', to: '2026-11-18' });
    expect(presetRange('previous30', TODAY)).toEqual({ from: '2026-10-20', to: '2026-11-18' });
    expect(presetRange('next7', TODAY)).toEqual({ from: '2026-11-18', to: '2026-11-24' });
    expect(presetRange('next30', TODAY)).toEqual({ from: '2026-11-18', to: '2026-12-17' });
  });

  it('periods are today, the Monday-to-Sunday week, the half month and the month', () => {
    expect(periodRange('daily', TODAY)).toEqual({ from: '2026-11-18', to: '2026-11-18' });
    expect(periodRange('weekly', TODAY)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(periodRange('semimonthly', TODAY)).toEqual({ from: '2026-11-16', to: '2026-11-30' });
    expect(periodRange('semimonthly', new Date(2026, 1, 3))).toEqual({ from: '2026-02-01', to: '2026-02-15' });
    expect(periodRange('monthly', new Date(2028, 1, 20))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('a range is complete with both days chosen and the start not after the end', () => {
    expect(isCompleteRange({ from: '2026-11-12', to: '2026-11-18' })).toBe(true);
    expect(isCompleteRange({ from: '2026-11-18', to: '2026-11-18' })).toBe(true);
    expect(isCompleteRange({ from: '', to: '2026-11-18' })).toBe(false);
    expect(isCompleteRange({ from: '2026-11-12', to: '' })).toBe(false);
    expect(isCompleteRange({ from: '2026-11-19', to: '2026-11-18' })).toBe(false);
  });
});

function Harness({ today = TODAY }: { today?: Date }) {
  const [range, setRange] = useState<DateRange>({ from: '', to: '' });
  return (
    <DateRangePicker
      label="Period"
      value={range}
      onChange={setRange}
      presets={['previous7', 'previous30']}
      periods={['weekly', 'monthly']}
      today={today}
    />
  );
}

describe('DateRangePicker', () => {
  it('fills both days from a shortcut and marks that shortcut pressed', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(await screen.findByRole('button', { name: 'Last 7 days' }));
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-12');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-18');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('marks one shortcut pressed, the one chosen, where two cover the same days (on a Sunday the week is the last 7 days)', async () => {
    const pressed = () => screen.getAllByRole('button', { pressed: true }).map((button) => button.textContent);
    renderWithProviders(<Harness today={new Date(2026, 11, 6)} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Last 7 days' }));
    expect(pressed()).toEqual(['Last 7 days']);
    await userEvent.click(screen.getByRole('button', { name: 'Weekly' }));
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-30');
    expect(pressed()).toEqual(['Weekly']);
  });

  it('refuses a start after the end: the message is said once, under the start, and both days are marked invalid and described by it', async () => {
    renderWithProviders(
      <DateRangePicker label="Period" value={{ from: '2026-11-20', to: '2026-11-10' }} onChange={() => undefined} today={TODAY} />,
    );
    const message = 'The start date must not be after the end date';
    const from = await screen.findByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveAccessibleDescription(message);
    expect(from).toBeInvalid();
    // The end is often the day just changed: it is marked too, not only the start.
    expect(to).toHaveAccessibleDescription(message);
    expect(to).toBeInvalid();
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('says the reversed range aloud when the end just changed reverses it, the player at the end’s field', async () => {
    renderWithProviders(<Harness />);
    const from = await screen.findByLabelText('From');
    const to = screen.getByLabelText('To');
    await userEvent.type(from, '2026-11-20');
    await userEvent.type(to, '2026-11-10');
    expect(to).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('The start date must not be after the end date');
  });

  it.each([
    ['a light brand', testBrand],
    ['a dark brand', darkTestBrand],
  ])('on %s, the pressed shortcut stands apart from the others (3:1, WCAG 1.4.11)', async (_, brand) => {
    renderWithProviders(<Harness />, { brand });
    await userEvent.click(await screen.findByRole('button', { name: 'Last 7 days' }));
    const [pressed] = screen.getAllByRole('button', { pressed: true });
    const other = screen.getByRole('button', { name: 'Monthly' });
    const ground = rgbToHex(getComputedStyle(pressed as HTMLElement).backgroundColor);
    expect(contrastRatio(ground, rgbToHex(getComputedStyle(other).backgroundColor))).toBeGreaterThanOrEqual(3);
  });
});
